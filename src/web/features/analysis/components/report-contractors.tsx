import { ChevronDown, HardHat } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Contractor } from '@/contracts/contractors';
import type { Analysis, Deficiency } from '@/contracts/reports';
import { tradeLabel } from '@/contracts/analysis-display';
import { Button } from '@/web/components/ui/button';
import { pluralize } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';
import { SECTION_ANCHORS, tradeAnchor, tradesNeeded } from '../utils/findings-view';
import { useAnalysisSlots } from './analysis-slots';
import { PanelSection } from './panel-section';

/**
 * Contractors for this report, once per trade the included findings need (the old page repeated 2–3 cards under
 * every finding). Each trade lists its findings; messages from here are about the trade's most severe finding. The
 * cards stay folded until asked for (or a finding's trade link is followed), so seven trades do not make the page
 * 3,000 px longer.
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
      <div className="divide-y [&>section]:py-3 [&>section:first-child]:pt-0 [&>section:last-child]:pb-0">
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
  const { sendProjectDetails, tradeContractors } = useAnalysisSlots();
  const lead = findings[0]!;
  const forLead = { reportId, propertyAddress, finding: lead, contractors };
  const anchor = tradeAnchor(trade);
  const listId = useId();
  const [open, setOpen] = useState(() => typeof window !== 'undefined' && window.location.hash === `#${anchor}`);
  // a finding's 'Electrician: 3 contractors matched' link is a plain anchor: following it unfolds its trade
  useEffect(() => {
    const onHash = () => {
      if (window.location.hash === `#${anchor}`) setOpen(true);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [anchor]);
  return (
    <section id={anchor} aria-labelledby={`${anchor}-title`} className="scroll-mt-24 space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${anchor}-title`} className="font-semibold">
          {tradeLabel(trade)}{' '}
          <span className="text-sm font-normal text-muted-foreground">for {pluralize(findings.length, 'finding')}</span>
        </h3>
        <div className="flex flex-wrap gap-2">
          {contractors.length > 0 && (
            <Button
              variant="outline"
              size="sm"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((v) => !v)}
            >
              <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
              {open ? 'Hide contractors' : `Show ${pluralize(contractors.length, 'contractor')}`}
            </Button>
          )}
          {contractors.length > 0 && sendProjectDetails?.(forLead)}
        </div>
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
      {contractors.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No {tradeLabel(trade).toLowerCase()} matched near this property.
        </p>
      ) : (
        <div id={listId} hidden={!open}>
          {open && tradeContractors?.(forLead)}
        </div>
      )}
    </section>
  );
};
