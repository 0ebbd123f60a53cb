import { CircleDollarSign } from 'lucide-react';
import { formatUsd, sumTotals } from '@/contracts/analysis-display';
import type { Deficiency } from '@/contracts/reports';
import { pluralize } from '@/web/lib/format';
import { type CategoryGroup, SECTION_ANCHORS } from '../utils/findings-view';
import { CostByCategoryChart } from './cost-by-category-chart';
import { PanelSection } from './panel-section';

/**
 * Total costs: per-unit × quantity summed over the findings that are not excluded (the same rule as the server's
 * summary), with labor and material, the cost-by-category chart and the uncertainty note.
 */
export const TotalCostsSection = ({
  findings,
  groups,
  region,
  excludedCount,
}: {
  findings: readonly Deficiency[];
  groups: readonly CategoryGroup[];
  region: string | null;
  excludedCount: number;
}) => {
  const totals = sumTotals(findings);
  if (!totals) return null;
  const rows = groups
    .map((g) => ({ name: g.name, anchor: g.anchor, totals: sumTotals(g.items) }))
    .filter((row): row is { name: string; anchor: string; totals: NonNullable<typeof row.totals> } => !!row.totals);
  return (
    <PanelSection
      anchor={SECTION_ANCHORS.totalCosts}
      title="Total Estimated Costs"
      icon={<CircleDollarSign className="size-5 text-primary" aria-hidden="true" />}
      className="p-3 sm:p-4"
    >
      <dl className="grid grid-cols-3 gap-3" data-testid="total-costs">
        {(
          [
            ['Minimum', totals.min],
            ['Average', totals.average],
            ['Maximum', totals.max],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg bg-muted/40 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums sm:text-xl" data-testid={`total-${label.toLowerCase()}`}>
              {formatUsd(value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-muted-foreground">
        Labor {formatUsd(totals.labor)} · Material {formatUsd(totals.material)} · Priced for{' '}
        <span data-testid="priced-for">{region ?? 'US national average'}</span>
        {excludedCount > 0 && ` · ${pluralize(excludedCount, 'excluded item')} left out`}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-primary">Cost by category and how totals work</summary>
        <div className="mt-3">
          <CostByCategoryChart rows={rows} />
        </div>
        <p className="mt-3 text-xs text-muted-foreground">
          Totals are each estimate per unit × its quantity, over the items included in the report. Each finding states
          its own uncertainty: ±20% for standard repairs, ±35% for scope-dependent work, a range only for specialist
          work. Confirm prices with contractor quotes.
        </p>
      </details>
    </PanelSection>
  );
};
