import { type CostTotals, formatUsd, formatUsdRange } from '@/contracts/analysis-display';

/**
 * Horizontal bars, plain CSS: the bar is the category's average total, the lighter band its min–max range, on
 * one scale (the largest maximum). Each row also reads as text for screen readers.
 */
export const CostByCategoryChart = ({ rows }: { rows: { name: string; totals: CostTotals }[] }) => {
  const scale = Math.max(...rows.map((r) => r.totals.max), 1);
  const pct = (value: number) => `${Math.max(0, Math.min(100, (value / scale) * 100))}%`;
  return (
    <ul className="space-y-3" data-testid="cost-chart">
      {rows.map(({ name, totals }) => (
        <li key={name} className="grid grid-cols-[minmax(0,7rem)_1fr] items-center gap-3 sm:grid-cols-[10rem_1fr_8rem]">
          <span className="truncate text-sm font-medium" title={name}>
            {name}
          </span>
          <span className="relative h-4 rounded-full bg-muted" aria-hidden="true">
            <span
              className="absolute inset-y-0 rounded-full bg-primary/20"
              style={{ left: pct(totals.min), width: `calc(${pct(totals.max)} - ${pct(totals.min)})` }}
            />
            <span
              className="absolute inset-y-1 left-0 rounded-full bg-primary"
              style={{ width: pct(totals.average) }}
            />
          </span>
          <span className="col-span-2 text-xs text-muted-foreground tabular-nums sm:col-span-1 sm:text-right">
            <span className="font-medium text-foreground">{formatUsd(totals.average)}</span>{' '}
            <span className="sr-only">average, range </span>({formatUsdRange(totals.min, totals.max)})
          </span>
        </li>
      ))}
    </ul>
  );
};
