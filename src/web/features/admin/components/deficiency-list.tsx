import { CATEGORY_KEYS, CATEGORY_NAMES } from '@/contracts/common';
import type { Deficiency } from '@/contracts/reports';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent } from '@/web/components/ui/card';
import { formatUsd, formatUsdRange, pluralize } from '@/web/lib/format';
import { unitLabel } from '../utils/unit-label';

const CostLine = ({ deficiency }: { deficiency: Deficiency }) => {
  const estimate = deficiency.costEstimate;
  if (!estimate) return <p className="text-sm text-muted-foreground">No cost estimate (no catalog item matched).</p>;
  const q = deficiency.quantity;
  return (
    <p className="text-sm">
      <span className="font-medium tabular-nums">{formatUsdRange(estimate.minCost * q, estimate.maxCost * q)}</span>
      <span className="text-muted-foreground">
        {' '}
        · {q} {unitLabel(deficiency.unitType, q)} × {formatUsd(estimate.averageCost)} avg
        {estimate.uncertaintyPct !== null && ` · ±${estimate.uncertaintyPct}%`} · {estimate.bniItemCode}{' '}
        {estimate.bniDescription}
      </span>
    </p>
  );
};

const DeficiencyItem = ({ deficiency }: { deficiency: Deficiency }) => {
  const where = [
    deficiency.location,
    deficiency.page !== null ? `page ${deficiency.page}` : null,
    deficiency.inspectorLabel,
  ].filter(Boolean);
  return (
    <li className={`space-y-2 py-4 first:pt-0 last:pb-0 ${deficiency.excluded ? 'opacity-60' : ''}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={deficiency.severity} className="capitalize">
          {deficiency.severity}
        </Badge>
        {deficiency.excluded && <Badge variant="outline">Excluded by the owner</Badge>}
        <span className="text-xs text-muted-foreground">{deficiency.trade}</span>
      </div>
      <p className="font-medium">{deficiency.description}</p>
      {where.length > 0 && <p className="text-xs text-muted-foreground">{where.join(' · ')}</p>}
      {deficiency.quote && (
        <blockquote className="border-l-2 pl-3 text-sm text-muted-foreground italic">{deficiency.quote}</blockquote>
      )}
      {deficiency.recommendation && <p className="text-sm">{deficiency.recommendation}</p>}
      <CostLine deficiency={deficiency} />
      {deficiency.contractorIds.length > 0 && (
        <p className="text-xs text-muted-foreground">
          {pluralize(deficiency.contractorIds.length, 'matched contractor')}
        </p>
      )}
    </li>
  );
};

/** Every finding, grouped by category in the canonical order, each group critical → major → minor. */
export const DeficiencyList = ({ deficiencies }: { deficiencies: Deficiency[] }) => {
  if (deficiencies.length === 0)
    return (
      <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
        No findings stored for this report.
      </p>
    );
  return (
    <div className="space-y-4">
      {CATEGORY_KEYS.map((key) => {
        const items = deficiencies.filter((d) => d.categoryKey === key);
        if (items.length === 0) return null;
        return (
          <Card key={key}>
            <CardContent className="p-4 sm:p-6">
              <h3 className="mb-4 text-base font-semibold">
                {CATEGORY_NAMES[key]} <span className="font-normal text-muted-foreground">({items.length})</span>
              </h3>
              <ul className="divide-y">
                {items.map((deficiency) => (
                  <DeficiencyItem key={deficiency.id} deficiency={deficiency} />
                ))}
              </ul>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
};
