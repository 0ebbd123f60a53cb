import { EyeOff, FileText, MapPin, Undo2, Wrench } from 'lucide-react';
import { toRiskLevel } from '@/contracts/analysis-display';
import type { Contractor } from '@/contracts/contractors';
import type { Deficiency } from '@/contracts/reports';
import { FindingContractors } from '@/web/components/contractors/finding-contractors';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { RISK_STYLES } from '../utils/risk-style';
import { CostBlock } from './cost-block';
import { QuantityEditor } from './quantity-editor';
import { RiskBadge } from './risk-badge';

const Detail = ({ label, value }: { label: string; value: string | null }) =>
  value?.trim() ? (
    <div>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm">{value}</dd>
    </div>
  ) : null;

/**
 * One finding: severity, description, location, recommendation, repair method, where it is in the report (page
 * and the inspector's words), quantity, cost and the matched contractors. Excluded findings are dimmed under an
 * overlay with 'Include in Report'.
 */
export const FindingCard = ({
  reportId,
  propertyAddress,
  deficiency,
  contractors,
  onExclude,
  exclusionPending,
}: {
  reportId: number;
  propertyAddress: string | null;
  deficiency: Deficiency;
  contractors: Contractor[];
  onExclude: (excluded: boolean) => void;
  exclusionPending?: boolean;
}) => {
  const level = toRiskLevel(deficiency.severity);
  const excluded = deficiency.excluded;
  return (
    <article
      id={`finding-${deficiency.id}`}
      aria-label={deficiency.description}
      data-excluded={excluded}
      className={cn('relative rounded-xl border border-l-4 bg-card shadow-sm', RISK_STYLES[level].edge)}
    >
      <div className={cn('space-y-4 p-4 sm:p-5', excluded && 'opacity-40 select-none')} inert={excluded}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <RiskBadge severity={deficiency.severity} />
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2 text-muted-foreground"
            onClick={() => onExclude(true)}
            disabled={exclusionPending}
          >
            <EyeOff aria-hidden="true" />
            Exclude from Report
          </Button>
        </div>
        <div className="space-y-1">
          <h3 className="text-base leading-snug font-semibold">{deficiency.description}</h3>
          {deficiency.location && (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="size-3.5" aria-hidden="true" />
              {deficiency.location}
            </p>
          )}
        </div>
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
        {(deficiency.page !== null || deficiency.quote) && (
          <figure className="rounded-lg border-l-2 border-border bg-muted/40 px-3 py-2">
            <figcaption className="flex flex-wrap items-center gap-x-2 text-xs font-medium text-muted-foreground">
              <FileText className="size-3.5" aria-hidden="true" />
              {deficiency.page !== null ? `From the report, page ${deficiency.page}` : 'From the report'}
              {deficiency.inspectorLabel && <span>· Inspector: {deficiency.inspectorLabel}</span>}
            </figcaption>
            {deficiency.quote && (
              <blockquote className="mt-1 text-sm whitespace-pre-line text-foreground/90 italic">
                “{deficiency.quote}”
              </blockquote>
            )}
          </figure>
        )}
        <QuantityEditor reportId={reportId} deficiency={deficiency} disabled={excluded} />
        <CostBlock deficiency={deficiency} />
        {/* contractor cards and the message dialogs: the contractors issue's shared block */}
        <FindingContractors
          reportId={reportId}
          propertyAddress={propertyAddress}
          finding={deficiency}
          contractors={contractors}
        />
      </div>
      {excluded && (
        <div className="absolute inset-0 rounded-xl bg-background/60 p-4 backdrop-blur-[1px]">
          {/* sticky, so the way back stays in view on a long card */}
          <div className="sticky top-24 mx-auto flex max-w-sm flex-col items-center gap-3 rounded-lg border bg-card p-4 text-center shadow-md">
            <p className="text-sm font-medium">This item is excluded from the report</p>
            <Button size="sm" variant="outline" onClick={() => onExclude(false)} disabled={exclusionPending}>
              <Undo2 aria-hidden="true" />
              Include in Report
            </Button>
          </div>
        </div>
      )}
    </article>
  );
};
