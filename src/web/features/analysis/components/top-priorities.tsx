import { ListOrdered } from 'lucide-react';
import type { Deficiency } from '@/contracts/reports';
import { findingCostText, findingWhere } from '../utils/finding-line';
import { SECTION_ANCHORS } from '../utils/findings-view';
import { PanelSection } from './panel-section';
import { RiskBadge } from './risk-badge';

/**
 * Top priorities: the critical and major findings, most severe then most expensive first, one line each (severity,
 * title, where and page, cost range), each a link that opens the finding's detail in the list below.
 */
export const TopPriorities = ({
  findings,
  onOpen,
}: {
  findings: readonly Deficiency[];
  onOpen: (id: number) => void;
}) => (
  <PanelSection
    anchor={SECTION_ANCHORS.topPriorities}
    title="Top priorities"
    icon={<ListOrdered className="size-5 text-primary" aria-hidden="true" />}
    className="p-3 sm:p-4"
  >
    {findings.length === 0 ? (
      <p className="text-sm text-muted-foreground">No critical or major findings in this report.</p>
    ) : (
      <ol className="divide-y" data-testid="top-priorities">
        {findings.map((d) => (
          <li key={d.id} data-severity={d.severity}>
            <a
              href={`#finding-${d.id}`}
              onClick={(event) => {
                event.preventDefault();
                onOpen(d.id);
              }}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5 text-sm hover:bg-muted/50 sm:flex-nowrap"
            >
              <RiskBadge severity={d.severity} className="shrink-0" />
              <span className="min-w-0 flex-1 basis-full sm:basis-auto">
                <span className="font-medium sm:line-clamp-1">{d.description}</span>
                <span className="block truncate text-xs text-muted-foreground">{findingWhere(d)}</span>
              </span>
              <span className="shrink-0 font-medium tabular-nums">{findingCostText(d)}</span>
            </a>
          </li>
        ))}
      </ol>
    )}
  </PanelSection>
);
