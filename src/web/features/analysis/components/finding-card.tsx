import { ChevronDown, EyeOff, FileText, HardHat, Undo2, Wrench } from 'lucide-react';
import type { Contractor } from '@/contracts/contractors';
import type { Deficiency } from '@/contracts/reports';
import { Button } from '@/web/components/ui/button';
import { pluralize } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';
import { toRiskLevel, tradeLabel } from '@/contracts/analysis-display';
import { findingCostText, findingWhere } from '../utils/finding-line';
import { tradeAnchor } from '../utils/findings-view';
import { RISK_STYLES } from '../utils/risk-style';
import { useAnalysisSlots } from './analysis-slots';
import { CostBlock } from './cost-block';
import { AddedByYouBadge, DeleteAddedFinding, FindingNote } from './finding-note';
import { QuantityEditor } from './quantity-editor';
import { CitedPage } from './report-page-viewer';
import { RiskBadge } from './risk-badge';

const Detail = ({ label, value }: { label: string; value: string | null }) =>
  value?.trim() ? (
    <div>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm">{value}</dd>
    </div>
  ) : null;

export interface FindingCardProps {
  reportId: number;
  propertyAddress: string | null;
  deficiency: Deficiency;
  contractors: Contractor[];
  expanded: boolean;
  onToggle: () => void;
  onExclude: (excluded: boolean) => void;
  exclusionPending?: boolean;
  /** the viewer owns the report: notes, quantities, exclusions and deleting an added finding */
  editable: boolean;
}

/**
 * One finding as a compact row (severity, title, where, cost range) that expands to its detail. An excluded finding
 * is one line with its title and an undo, so the list stays short and nothing disappears without a trace.
 */
export const FindingCard = (props: FindingCardProps) => {
  const { deficiency, expanded, onToggle, onExclude, exclusionPending, editable } = props;
  const level = toRiskLevel(deficiency.severity);
  const detailId = `finding-${deficiency.id}-detail`;
  if (deficiency.excluded) {
    return (
      <article
        id={`finding-${deficiency.id}`}
        aria-label={deficiency.description}
        data-excluded="true"
        className="flex scroll-mt-24 items-center gap-2 rounded-lg border border-dashed px-3 py-1.5 text-sm text-muted-foreground"
      >
        <EyeOff className="size-4 shrink-0" aria-hidden="true" />
        <span className="shrink-0 font-medium">Excluded:</span>
        <span className="min-w-0 flex-1 truncate" title={deficiency.description}>
          {deficiency.description}
        </span>
        {editable && (
          <Button
            size="sm"
            variant="ghost"
            className="h-7 shrink-0 px-2"
            onClick={() => onExclude(false)}
            disabled={exclusionPending}
          >
            <Undo2 aria-hidden="true" />
            Undo exclusion
          </Button>
        )}
      </article>
    );
  }
  const where = findingWhere(deficiency);
  return (
    <article
      id={`finding-${deficiency.id}`}
      aria-label={deficiency.description}
      data-excluded="false"
      data-expanded={expanded}
      className={cn('scroll-mt-24 rounded-lg border border-l-4 bg-card', RISK_STYLES[level].edge)}
    >
      <h4 className="text-sm">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <RiskBadge severity={deficiency.severity} className="hidden shrink-0 sm:inline-flex" />
          <span className="min-w-0 flex-1">
            <span className="block font-medium sm:truncate">{deficiency.description}</span>
            {deficiency.addedByUser && <AddedByYouBadge className="mt-0.5" byViewer={editable} />}
            {where && <span className="block truncate text-xs text-muted-foreground">{where}</span>}
          </span>
          <span className="shrink-0 text-right text-sm font-medium tabular-nums" data-testid="finding-cost">
            {findingCostText(deficiency)}
          </span>
          <ChevronDown
            className={cn('size-4 shrink-0 text-muted-foreground transition-transform', expanded && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h4>
      {expanded && <FindingDetail {...props} id={detailId} />}
    </article>
  );
};

const FindingDetail = ({
  id,
  reportId,
  propertyAddress,
  deficiency,
  contractors,
  onExclude,
  exclusionPending,
  editable,
}: FindingCardProps & { id: string }) => {
  const { sendProjectDetails } = useAnalysisSlots();
  return (
    <div id={id} className="space-y-3 border-t px-3 pt-3 pb-3" data-testid="finding-detail">
      <RiskBadge severity={deficiency.severity} className="sm:hidden" />
      {(deficiency.page !== null || deficiency.quote) && (
        <figure className="rounded-lg border-l-2 border-border bg-muted/40 px-3 py-2">
          <figcaption className="flex flex-wrap items-center gap-x-2 text-xs font-medium text-muted-foreground">
            <FileText className="size-3.5" aria-hidden="true" />
            <CitedPage reportId={reportId} finding={deficiency} />
            {deficiency.inspectorLabel && <span>· Inspector: {deficiency.inspectorLabel}</span>}
          </figcaption>
          {deficiency.quote && (
            <blockquote className="mt-1 text-sm whitespace-pre-line text-foreground/90 italic">
              “{deficiency.quote}”
            </blockquote>
          )}
        </figure>
      )}
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label="Recommendation" value={deficiency.recommendation} />
        {deficiency.repairMethod?.trim() && (
          <div>
            <dt className="flex items-center gap-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
              <Wrench className="size-3" aria-hidden="true" />
              Repair method
            </dt>
            <dd className="mt-0.5 text-sm">{deficiency.repairMethod}</dd>
          </div>
        )}
      </dl>
      {editable && <FindingNote reportId={reportId} deficiency={deficiency} />}
      <QuantityEditor reportId={reportId} deficiency={deficiency} readOnly={!editable} />
      <CostBlock deficiency={deficiency} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <HardHat className="size-4" aria-hidden="true" />
          <a href={`#${tradeAnchor(deficiency.trade)}`} className="text-primary underline-offset-2 hover:underline">
            {tradeLabel(deficiency.trade)}: {pluralize(contractors.length, 'contractor')} matched
          </a>
        </p>
        <div className="flex flex-wrap gap-2">
          {contractors.length > 0 &&
            sendProjectDetails?.({ reportId, propertyAddress, finding: deficiency, contractors })}
          {editable && deficiency.addedByUser && (
            <DeleteAddedFinding reportId={reportId} deficiencyId={deficiency.id} />
          )}
          {editable && (
            <Button
              variant="ghost"
              size="sm"
              className="text-muted-foreground"
              onClick={() => onExclude(true)}
              disabled={exclusionPending}
            >
              <EyeOff aria-hidden="true" />
              Exclude from Report
            </Button>
          )}
        </div>
      </div>
    </div>
  );
};
