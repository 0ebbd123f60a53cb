import { lineTotals, type TotalsEstimate } from '@/contracts/analysis-display';
import { CATEGORY_KEYS, CATEGORY_NAMES, type CategoryKey } from '@/contracts/common';
import type { Summary, Teaser } from '@/contracts/reports';

/** What the summary needs from a deficiency row (a subset of the `deficiencies` table). */
export interface SummaryRow {
  severity: string;
  categoryKey: string;
  excluded: boolean;
  quantity: number;
  /** per unit; null when the finding has no estimate */
  costEstimate: TotalsEstimate | null;
}

const isCategoryKey = (value: string): value is CategoryKey => (CATEGORY_KEYS as readonly string[]).includes(value);

/**
 * API.md Summary: over the deficiencies that are not excluded, each one's job total (per-unit estimate × quantity,
 * labor floored at the trade's minimum visit: lineTotals, the same figures the page shows).
 * Categories come in the canonical order, as display names.
 */
export const computeSummary = (rows: readonly SummaryRow[]): Summary => {
  const severityCount = { critical: 0, major: 0, minor: 0 };
  const categories = new Set<string>();
  let min = 0;
  let max = 0;
  let total = 0;
  for (const row of rows) {
    if (row.excluded) continue;
    total += 1;
    if (row.severity === 'critical' || row.severity === 'major' || row.severity === 'minor')
      severityCount[row.severity] += 1;
    categories.add(row.categoryKey);
    const totals = lineTotals(row);
    if (totals) {
      min += totals.min;
      max += totals.max;
    }
  }
  const ordered = CATEGORY_KEYS.filter((key) => categories.has(key)).map((key) => CATEGORY_NAMES[key]);
  const unknown = [...categories].filter((key) => !isCategoryKey(key));
  return {
    totalDeficiencies: total,
    severityCount,
    totalCostRange: { min: Math.round(min), max: Math.round(max) },
    categoriesAffected: categories.size,
    categories: [...ordered, ...unknown],
  };
};

/** The locked view (API.md): no counts of issues, only what the teaser shows (cost range, categories). */
export const lockSummary = (summary: Summary): Summary => ({
  ...summary,
  totalDeficiencies: null,
  severityCount: null,
});

/** The teaser a locked report shows: real figures, or null for a range when nothing was priced. */
export const computeTeaser = (rows: readonly SummaryRow[], summary: Summary, contractorTrades: number): Teaser => ({
  totalCostRange: rows.some((row) => !row.excluded && row.costEstimate) ? summary.totalCostRange : null,
  categoryCount: summary.categoriesAffected,
  contractorTradeCount: contractorTrades,
});
