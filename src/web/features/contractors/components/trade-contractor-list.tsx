import { useState } from 'react';
import type { Contractor } from '@/contracts/contractors';
import type { MessageFinding } from '../utils/message-finding';
import { ContractorList } from './contractor-list';
import { MessageContractorDialog } from './message-contractor-dialog';

/**
 * The contractors of one trade on the analysis page, each with a 'Message' that texts them about `finding` (the
 * trade's most severe finding). The analysis route draws it in the analysis feature's trade section.
 */
export const TradeContractorList = ({
  reportId,
  propertyAddress,
  finding,
  contractors,
}: {
  reportId: number;
  propertyAddress: string | null;
  finding: MessageFinding;
  contractors: Contractor[];
}) => {
  const [messaging, setMessaging] = useState<Contractor | null>(null);
  return (
    <>
      <ContractorList contractors={contractors} onMessage={setMessaging} />
      <MessageContractorDialog
        open={messaging !== null}
        onOpenChange={(open) => !open && setMessaging(null)}
        reportId={reportId}
        propertyAddress={propertyAddress}
        finding={finding}
        contractor={messaging}
      />
    </>
  );
};
