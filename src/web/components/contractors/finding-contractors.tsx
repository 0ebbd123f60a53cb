/**
 * FindingContractors — the contractor block the analysis page places under each finding: a heading with the
 * count, the 'Message Contractors' button (SendProjectDetailsDialog), the ContractorList (2 shown, then a toggle)
 * and the single-contractor MessageContractorDialog behind each card's 'Message' button.
 *
 * Props
 *  - reportId: number
 *  - propertyAddress: string | null
 *  - finding: MessageFinding (a Deficiency from GET /api/reports/:id/analysis fits)
 *  - contractors: Contractor[] — this finding's matches (GET /api/reports/:id/contractors → deficiencyContractors,
 *    or the analysis `contractors[finding.trade]` filtered by `finding.contractorIds`).
 *  - canMessage?: boolean (default true) — false hides both message actions (no full access).
 */
import { HardHat } from 'lucide-react';
import { useState } from 'react';
import type { Contractor } from '@/contracts/contractors';
import { ContractorList } from './contractor-list';
import { MessageContractorDialog } from './message-contractor-dialog';
import type { MessageFinding } from './message-finding';
import { SendProjectDetailsDialog } from './send-project-details-dialog';

export const FindingContractors = ({
  reportId,
  propertyAddress,
  finding,
  contractors,
  canMessage = true,
}: {
  reportId: number;
  propertyAddress: string | null;
  finding: MessageFinding;
  contractors: Contractor[];
  canMessage?: boolean;
}) => {
  const [messaging, setMessaging] = useState<Contractor | null>(null);
  return (
    <section className="space-y-3" aria-label="Recommended contractors">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="flex items-center gap-1.5 text-sm font-semibold">
          <HardHat className="size-4 text-muted-foreground" aria-hidden="true" />
          Recommended contractors ({contractors.length})
        </h4>
        {canMessage && contractors.length > 0 && (
          <SendProjectDetailsDialog
            reportId={reportId}
            propertyAddress={propertyAddress}
            finding={finding}
            contractors={contractors}
          />
        )}
      </div>
      <ContractorList contractors={contractors} onMessage={canMessage ? setMessaging : undefined} />
      {canMessage && (
        <MessageContractorDialog
          open={messaging !== null}
          onOpenChange={(open) => !open && setMessaging(null)}
          reportId={reportId}
          propertyAddress={propertyAddress}
          finding={finding}
          contractor={messaging}
        />
      )}
    </section>
  );
};
