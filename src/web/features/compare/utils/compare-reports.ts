import { lineTotals, sumTotals, topPriorityFindings } from '@/contracts/analysis-display';
import type { Analysis, Deficiency } from '@/contracts/reports';

/** Two to four reports side by side (the Home Buyer Pack's promise): more would not fit a row. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** `?ids=12,7,9` → [12, 7, 9]: positive whole numbers, each once, at most COMPARE_MAX, in the order given. */
export const parseCompareIds = (search: string): number[] => {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const id = Number(part.trim());
    if (/^\d+$/.test(part.trim()) && id > 0 && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, COMPARE_MAX);
};

export const compareHref = (ids: readonly number[]) =>
  ids.length ? `/reports/compare?ids=${ids.join(',')}` : '/reports/compare';

export interface CategoryTotals {
  category: string;
  count: number;
  /** null when none of its findings is priced */
  min: number | null;
  max: number | null;
}

export interface ReportComparison {
  id: number;
  title: string;
  severity: { critical: number; major: number; minor: number };
  total: number;
  cost: { min: number; max: number } | null;
  categories: CategoryTotals[];
  priorities: Deficiency[];
}

/** One report's column: counts and costs over the findings the owner has not excluded (as the report's own totals). */
export const summarizeForComparison = (analysis: Analysis): ReportComparison => {
  const findings = Object.values(analysis.deficiencies)
    .flat()
    .filter((d) => !d.excluded);
  const severity = { critical: 0, major: 0, minor: 0 };
  const byCategory = new Map<string, Deficiency[]>();
  for (const d of findings) {
    if (d.severity === 'critical' || d.severity === 'major' || d.severity === 'minor') severity[d.severity]++;
    byCategory.set(d.category, [...(byCategory.get(d.category) ?? []), d]);
  }
  const categories = [...byCategory].map(([category, list]): CategoryTotals => {
    const totals = sumTotals(list);
    return { category, count: list.length, min: totals?.min ?? null, max: totals?.max ?? null };
  });
  const totals = sumTotals(findings);
  return {
    id: analysis.report.id,
    title: analysis.propertyAddress ?? analysis.report.filename,
    severity,
    total: findings.length,
    cost: totals ? { min: totals.min, max: totals.max } : null,
    categories,
    priorities: topPriorityFindings(findings),
  };
};

/** Every category any compared report has, most findings across them first (ties by name). */
export const categoryRows = (columns: readonly ReportComparison[]): string[] => {
  const counts = new Map<string, number>();
  for (const column of columns)
    for (const c of column.categories) counts.set(c.category, (counts.get(c.category) ?? 0) + c.count);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([category]) => category);
};

/** A finding's cost for its quantity, or null when it is not priced. */
export const findingRange = (d: Deficiency) => {
  const totals = lineTotals(d);
  return totals ? { min: totals.min, max: totals.max } : null;
};
