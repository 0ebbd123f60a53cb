import type { Severity, Trade, UnitType } from './common';
import type { CostEstimate } from './reports';

// Display rules of the analysis view (report-lifecycle §3, §4, §9) shared by the web page and the server's HTML
// download, so both show the same figures and words. Plain functions and constants: no zod, cheap for the web.

/** The spec's four severity labels; anything that is not critical, major or minor is LOW RISK. */
export type RiskLevel = 'critical' | 'major' | 'minor' | 'low';

export const RISK_LABELS: Record<RiskLevel, string> = {
  critical: 'CRITICAL RISK',
  major: 'MAJOR RISK',
  minor: 'MINOR RISK',
  low: 'LOW RISK',
};

/** A finding's severity as the forms that set one (add a finding, the cost-match tester) and the messages name it. */
export const SEVERITY_LABELS: Record<Severity, string> = { critical: 'Critical', major: 'Major', minor: 'Minor' };

const TRADE_LABELS: Record<Trade, string> = {
  electrician: 'Electrician',
  plumber: 'Plumber',
  roofer: 'Roofer',
  'hvac contractor': 'HVAC Contractor',
  'general contractor': 'General Contractor',
  handyman: 'Handyman',
  'chimney sweep': 'Chimney Sweep',
};
/** A trade as a heading names it (the analysis page's contractors, the directory); an unknown one as it is. */
export const tradeLabel = (trade: string): string => TRADE_LABELS[trade as Trade] ?? trade;

export const toRiskLevel = (severity: string | null | undefined): RiskLevel =>
  severity === 'critical' || severity === 'major' || severity === 'minor' ? severity : 'low';

/** Sort order critical → major → minor (→ low). */
export const RISK_ORDER: Record<RiskLevel, number> = { critical: 0, major: 1, minor: 2, low: 3 };

export const compareByRisk = <T extends { severity: string }>(a: T, b: T): number =>
  RISK_ORDER[toRiskLevel(a.severity)] - RISK_ORDER[toRiskLevel(b.severity)];

export const URGENCY_LABELS: Record<CostEstimate['urgency'], string> = {
  high: 'Urgent',
  medium: 'Moderate',
  low: 'Low Priority',
};

export const UNIT_LABELS: Record<UnitType, string> = {
  each: 'each',
  sq_ft: 'sq ft',
  lin_ft: 'linear ft',
  gallon: 'gallons',
  hour: 'hours',
};

export const NO_ACTION_REQUIRED = 'no_action_required';
export const PRICING_UNAVAILABLE = 'Pricing unavailable';

/**
 * §4 presence rule: an estimate is shown only if min, average or max is positive, or its source is
 * 'no_action_required' (shown at $0). Otherwise the finding has no estimate ('Pricing unavailable').
 */
export const hasCostEstimate = (
  estimate: Pick<CostEstimate, 'minCost' | 'averageCost' | 'maxCost' | 'sourceKey'> | null | undefined,
): boolean =>
  !!estimate &&
  (estimate.sourceKey === NO_ACTION_REQUIRED ||
    [estimate.minCost, estimate.averageCost, estimate.maxCost].some((n) => Number.isFinite(n) && n > 0));

export interface CostTotals {
  min: number;
  average: number;
  max: number;
  labor: number;
  material: number;
}

export const ZERO_TOTALS: CostTotals = { min: 0, average: 0, max: 0, labor: 0, material: 0 };

/** A quantity as the totals use it: at least 1 (the spec's default). */
export const effectiveQuantity = (quantity: number | null | undefined): number =>
  typeof quantity === 'number' && Number.isFinite(quantity) && quantity >= 1 ? quantity : 1;

/** What the totals read from an estimate (the stored and the wire estimate both have it). */
export type TotalsEstimate = Pick<
  CostEstimate,
  'minCost' | 'averageCost' | 'maxCost' | 'laborCost' | 'materialCost' | 'sourceKey' | 'minimumCharge'
>;

/**
 * §9: totals are the per-unit cost × quantity, except that the labor of the whole job never goes below the trade's
 * minimum visit (a one-outlet job still costs the electrician's first hour). Unrounded (per-area unit prices carry
 * cents); round when shown. Null without an estimate; $0 throughout for 'no_action_required'.
 */
export const lineTotals = (deficiency: {
  costEstimate: TotalsEstimate | null | undefined;
  quantity: number | null | undefined;
}): CostTotals | null => {
  const estimate = deficiency.costEstimate;
  if (!estimate || !hasCostEstimate(estimate)) return null;
  if (estimate.sourceKey === NO_ACTION_REQUIRED) return { ...ZERO_TOTALS };
  const q = effectiveQuantity(deficiency.quantity);
  const material = estimate.materialCost * q;
  const floor = estimate.minimumCharge;
  // the minimum replaces the labor when the job's labor is below it; the material is charged on top
  const floored = (perUnit: number, minimum: number | undefined) =>
    minimum === undefined ? perUnit * q : Math.max(perUnit * q, minimum + material);
  const average = floored(estimate.averageCost, floor?.average);
  return {
    min: floored(estimate.minCost, floor?.min),
    average,
    max: floored(estimate.maxCost, floor?.max),
    labor: average - material,
    material,
  };
};

/** The minimum-visit line of the breakdown ("Includes the electrician's minimum visit"), or null when it does not apply. */
export const minimumVisitNote = (deficiency: {
  costEstimate: TotalsEstimate | null | undefined;
  quantity: number | null | undefined;
}): string | null => {
  const estimate = deficiency.costEstimate;
  const floor = estimate?.minimumCharge;
  if (!estimate || !floor || estimate.sourceKey === NO_ACTION_REQUIRED || !hasCostEstimate(estimate)) return null;
  const q = effectiveQuantity(deficiency.quantity);
  if (estimate.laborCost * q >= floor.average) return null;
  return `Includes ${floor.label} (${formatUsd(floor.min)} – ${formatUsd(floor.max)} labor).`;
};

export const addTotals = (a: CostTotals, b: CostTotals): CostTotals => ({
  min: a.min + b.min,
  average: a.average + b.average,
  max: a.max + b.max,
  labor: a.labor + b.labor,
  material: a.material + b.material,
});

/** The totals of the findings that are not excluded; null when none of them has an estimate. */
export const sumTotals = (
  list: readonly { costEstimate: TotalsEstimate | null | undefined; quantity: number; excluded: boolean }[],
) => {
  let sum: CostTotals | null = null;
  for (const deficiency of list) {
    if (deficiency.excluded) continue;
    const totals = lineTotals(deficiency);
    if (totals) sum = addTotals(sum ?? ZERO_TOTALS, totals);
  }
  return sum;
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** §9: USD without decimals. 1249.6 → "$1,250". */
export const formatUsd = (dollars: number): string => usd.format(Math.round(dollars) || 0);

const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/**
 * A per-unit price: whole dollars, except the cents of a per-area, per-length or per-gallon price ($1.58 / sq ft),
 * which rounding would distort. Totals always use formatUsd.
 */
export const formatUnitUsd = (dollars: number): string =>
  Number.isInteger(dollars) ? formatUsd(dollars) : usdCents.format(dollars);

/** "$1,200 – $3,400", or one figure when both ends round to the same dollar. */
export const formatUsdRange = (min: number, max: number): string =>
  Math.round(min) === Math.round(max) ? formatUsd(min) : `${formatUsd(min)} – ${formatUsd(max)}`;

/** The cost note: each estimate's own uncertainty (API.md copy decisions). */
export const uncertaintyNote = (estimate: Pick<CostEstimate, 'uncertaintyPct' | 'sourceKey'>): string => {
  if (estimate.sourceKey === NO_ACTION_REQUIRED)
    return 'No repair is needed for this item: information or monitoring only.';
  if (estimate.uncertaintyPct === 20) return 'Contractor quotes typically vary by ±20% from this estimate.';
  if (estimate.uncertaintyPct === 35)
    return 'Scope-dependent work: contractor quotes can vary by ±35% from this estimate once the scope is known.';
  return 'Specialist work: the range is indicative only. Get quotes from qualified specialists.';
};

/** §9: priority score 2 or more is a Strong match, otherwise Moderate. */
export const matchStrength = (priorityScore: number): 'Strong match' | 'Moderate match' =>
  priorityScore >= 2 ? 'Strong match' : 'Moderate match';

/** Matched keywords / total keywords as a whole percent; null when the item has no keywords (no ratio to show). */
export const keywordMatchPercent = (estimate: Pick<CostEstimate, 'matchedKeywords' | 'totalKeywords'>) =>
  estimate.totalKeywords > 0
    ? Math.min(100, Math.round((estimate.matchedKeywords.length / estimate.totalKeywords) * 100))
    : null;

/** §9: 80% or more green, 50% or more yellow, below that red. */
export const keywordMatchTone = (percent: number): 'good' | 'fair' | 'poor' =>
  percent >= 80 ? 'good' : percent >= 50 ? 'fair' : 'poor';

/** §9: below 70% an optimisation tip is shown. */
export const showsKeywordTip = (percent: number): boolean => percent < 70;

export const KEYWORD_TIP =
  'Tip: few of the catalog keywords appear in this finding, so the estimate may fit it loosely. Describe the exact scope to the contractor when you ask for a quote.';

/** §2: the anchor of a category section is category- plus the lower-cased name with spaces turned to hyphens. */
export const categoryAnchor = (categoryName: string): string =>
  `category-${categoryName.trim().toLowerCase().replace(/\s+/g, '-')}`;

/** The detail view's download name (report-lifecycle §7): inspection-analysis-report-{id}-{YYYY-MM-DD}.html */
export const detailDownloadName = (reportId: number, isoDate: string): string =>
  `inspection-analysis-report-${reportId}-${isoDate}.html`;

/**
 * The one confidence word a buyer sees (issue 17), folded from the match strength, the keyword ratio and the
 * estimate's uncertainty: 'good' only when the catalog item matched strongly, most of its keywords appear in the
 * finding and the range is a standard ±20%/±35% one; otherwise 'rough' (ask for a quote). Null for $0 items.
 */
export const priceConfidence = (
  estimate: Pick<CostEstimate, 'priorityScore' | 'matchedKeywords' | 'totalKeywords' | 'uncertaintyPct' | 'sourceKey'>,
): 'good' | 'rough' | null => {
  if (estimate.sourceKey === NO_ACTION_REQUIRED) return null;
  const ratio = keywordMatchPercent(estimate);
  const strong = estimate.priorityScore >= 2 && (ratio === null || !showsKeywordTip(ratio));
  return strong && estimate.uncertaintyPct !== null ? 'good' : 'rough';
};

export const CONFIDENCE_LABELS = { good: 'Good match', rough: 'Rough match — ask for a quote' } as const;

/**
 * Top priorities (issue 17), shared by the page and the download: the critical and major findings that are not
 * excluded, critical first, then by the job's estimated average for its quantity, highest first (unpriced last).
 */
export const topPriorityFindings = <
  T extends { severity: string; excluded: boolean; costEstimate: TotalsEstimate | null | undefined; quantity: number },
>(
  list: readonly T[],
): T[] => {
  const average = (d: T) => lineTotals(d)?.average ?? -1;
  return list
    .filter((d) => !d.excluded && (d.severity === 'critical' || d.severity === 'major'))
    .sort((a, b) => compareByRisk(a, b) || average(b) - average(a));
};
