import { HardHat } from 'lucide-react';
import { useState } from 'react';
import type { Contractor } from '@/contracts/contractors';
import type { Analysis, Deficiency } from '@/contracts/reports';
import { tradeLabel } from '@/web/components/contractors/contractor-display';
import { ContractorList } from '@/web/components/contractors/contractor-list';
import { MessageContractorDialog } from '@/web/components/contractors/message-contractor-dialog';
import { SendProjectDetailsDialog } from '@/web/components/contractors/send-project-details-dialog';
import { pluralize } from '@/web/lib/format';
import { SECTION_ANCHORS, tradeAnchor, tradesNeeded } from '../utils/findings-view';
import { PanelSection } from './panel-section';

/**
 * Contractors for this report, once per trade the included findings need (the old page repeated 2–3 cards under
 * every finding). Each trade lists its findings; messages from here are about the trade's most severe finding.
 */
export const ReportContractors = ({
  analysis,
  findings,
  onOpen,
}: {
  analysis: Analysis;
  findings: readonly Deficiency[];
  onOpen: (id: number) => void;
}) => {
  const trades = tradesNeeded(findings);
  if (trades.length === 0) return null;
  return (
    <PanelSection
      anchor={SECTION_ANCHORS.contractors}
      title="Contractors for this report"
      icon={<HardHat className="size-5 text-primary" aria-hidden="true" />}
    >
      <div className="space-y-6">
        {trades.map(({ trade, findings: forTrade }) => (
          <TradeContractors
            key={trade}
            reportId={analysis.report.id}
            propertyAddress={analysis.propertyAddress}
            trade={trade}
            findings={forTrade}
            contractors={analysis.contractors[trade] ?? []}
            onOpen={onOpen}
          />
        ))}
      </div>
    </PanelSection>
  );
};

const TradeContractors = ({
  reportId,
  propertyAddress,
  trade,
  findings,
  contractors,
  onOpen,
}: {
  reportId: number;
  propertyAddress: string | null;
  trade: Deficiency['trade'];
  findings: Deficiency[];
  contractors: Contractor[];
  onOpen: (id: number) => void;
}) => {
  const [messaging, setMessaging] = useState<Contractor | null>(null);
  const lead = findings[0]!;
  const anchor = tradeAnchor(trade);
  return (
    <section id={anchor} aria-labelledby={`${anchor}-title`} className="scroll-mt-24 space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${anchor}-title`} className="font-semibold">
          {tradeLabel(trade)}{' '}
          <span className="text-sm font-normal text-muted-foreground">for {pluralize(findings.length, 'finding')}</span>
        </h3>
        {contractors.length > 0 && (
          <SendProjectDetailsDialog
            reportId={reportId}
            propertyAddress={propertyAddress}
            finding={lead}
            contractors={contractors}
          />
        )}
      </div>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
        {findings.map((d) => (
          <li key={d.id}>
            <a
              href={`#finding-${d.id}`}
              onClick={(event) => {
                event.preventDefault();
                onOpen(d.id);
              }}
              className="text-primary underline-offset-2 hover:underline"
            >
              {d.description.length > 60 ? `${d.description.slice(0, 57)}…` : d.description}
            </a>
          </li>
        ))}
      </ul>
      <ContractorList
        contractors={contractors}
        onMessage={setMessaging}
        emptyText={`No ${tradeLabel(trade).toLowerCase()} matched near this property.`}
      />
      <MessageContractorDialog
        open={messaging !== null}
        onOpenChange={(open) => !open && setMessaging(null)}
        reportId={reportId}
        finding={lead}
        contractor={messaging}
      />
    </section>
  );
};
