import {
  categoryAnchor,
  compareByRisk,
  hasCostEstimate,
  lineTotals,
  RISK_ORDER,
  type RiskLevel,
  toRiskLevel,
  topPriorityFindings,
} from '@/contracts/analysis-display';
import { CATEGORY_KEYS, type CategoryKey, type Trade } from '@/contracts/common';
import type { Contractor } from '@/contracts/contractors';
import type { Analysis, Deficiency } from '@/contracts/reports';

// How the detail panel arranges the findings: the risk filter, the sort, the category sections and their anchors.

export const RISK_FILTERS = ['all', 'critical', 'major', 'minor'] as const;
export type RiskFilter = (typeof RISK_FILTERS)[number];

export const RISK_FILTER_LABELS: Record<RiskFilter, string> = {
  all: 'All',
  critical: 'Critical',
  major: 'Major',
  minor: 'Minor',
};

/** Every finding of the analysis, category by category in the canonical order. */
export const allFindings = (deficiencies: Analysis['deficiencies']): Deficiency[] =>
  CATEGORY_KEYS.flatMap((key) => deficiencies[key] ?? []);

export const matchesFilter = (deficiency: Pick<Deficiency, 'severity'>, filter: RiskFilter): boolean =>
  filter === 'all' || toRiskLevel(deficiency.severity) === filter;

/** The filter chips' counts: the included findings only, so they agree with the summary's Total Issues. */
export const countByFilter = (list: readonly Deficiency[]): Record<RiskFilter, number> => {
  const included = list.filter((d) => !d.excluded);
  return {
    all: included.length,
    critical: included.filter((d) => matchesFilter(d, 'critical')).length,
    major: included.filter((d) => matchesFilter(d, 'major')).length,
    minor: included.filter((d) => matchesFilter(d, 'minor')).length,
  };
};

export interface CategoryGroup {
  key: CategoryKey | RiskLevel;
  name: string;
  anchor: string;
  items: Deficiency[];
}

/** The category sections for a filter: only categories with a matching finding, each sorted critical → minor. */
export const groupFindings = (deficiencies: Analysis['deficiencies'], filter: RiskFilter): CategoryGroup[] =>
  CATEGORY_KEYS.flatMap((key) => {
    const items = (deficiencies[key] ?? []).filter((d) => matchesFilter(d, filter));
    if (items.length === 0) return [];
    const name = items[0]?.category ?? key;
    return [{ key, name, anchor: categoryAnchor(name), items: [...items].sort(compareByRisk) }];
  });

/** §4: the total costs section exists only when a finding that counts has an estimate. */
export const hasAnyEstimate = (list: readonly Deficiency[]): boolean =>
  list.some((d) => !d.excluded && hasCostEstimate(d.costEstimate));

export const SECTION_ANCHORS = {
  topPriorities: 'top-priorities',
  totalCosts: 'total-costs',
  detailedFindings: 'detailed-findings',
  contractors: 'report-contractors',
} as const;

export const GROUP_MODES = ['category', 'severity'] as const;
export type GroupMode = (typeof GROUP_MODES)[number];

const SEVERITY_GROUP_NAMES: Record<RiskLevel, string> = {
  critical: 'Critical',
  major: 'Major',
  minor: 'Minor',
  low: 'Low',
};

/** The severity sections for a filter: critical → minor, each sorted by the estimate's average, highest first. */
export const groupBySeverity = (deficiencies: Analysis['deficiencies'], filter: RiskFilter): CategoryGroup[] => {
  const byLevel = new Map<RiskLevel, Deficiency[]>();
  for (const d of allFindings(deficiencies)) {
    if (!matchesFilter(d, filter)) continue;
    const level = toRiskLevel(d.severity);
    byLevel.set(level, [...(byLevel.get(level) ?? []), d]);
  }
  return [...byLevel.entries()]
    .sort(([a], [b]) => RISK_ORDER[a] - RISK_ORDER[b])
    .map(([level, items]) => ({
      key: level,
      name: SEVERITY_GROUP_NAMES[level],
      anchor: `severity-${level}`,
      items: [...items].sort((a, b) => averageOf(b) - averageOf(a)),
    }));
};

export const groupFindingsBy = (
  deficiencies: Analysis['deficiencies'],
  filter: RiskFilter,
  mode: GroupMode,
): CategoryGroup[] =>
  mode === 'severity' ? groupBySeverity(deficiencies, filter) : groupFindings(deficiencies, filter);

/** The job's average for its quantity; -1 without an estimate, so unpriced findings sort after priced ones. */
const averageOf = (d: Deficiency): number => lineTotals(d)?.average ?? -1;

/** Top priorities: the included critical and major findings, critical first, then by estimated cost, highest first. */
export const topPriorities = (list: readonly Deficiency[]): Deficiency[] => topPriorityFindings(list);

/** The trades the included findings need, most findings first, each with its findings. */
export const tradesNeeded = (list: readonly Deficiency[]): { trade: Trade; findings: Deficiency[] }[] => {
  const byTrade = new Map<Trade, Deficiency[]>();
  for (const d of list) if (!d.excluded) byTrade.set(d.trade, [...(byTrade.get(d.trade) ?? []), d]);
  return [...byTrade.entries()]
    .map(([trade, findings]) => ({ trade, findings: [...findings].sort(compareByRisk) }))
    .sort((a, b) => b.findings.length - a.findings.length);
};

export const tradeAnchor = (trade: Trade): string => `contractors-${trade.replace(/\s+/g, '-')}`;

/** A finding's matched contractors, in rank order, from the analysis' contractors by trade. */
export const contractorsFor = (
  deficiency: Pick<Deficiency, 'contractorIds'>,
  byId: ReadonlyMap<string, Contractor>,
): Contractor[] => deficiency.contractorIds.map((id) => byId.get(id)).filter((c): c is Contractor => !!c);

export const contractorIndex = (contractors: Analysis['contractors']): Map<string, Contractor> => {
  const byId = new Map<string, Contractor>();
  for (const list of Object.values(contractors)) for (const c of list ?? []) if (!byId.has(c.id)) byId.set(c.id, c);
  return byId;
};

/** Where the estimates were priced for (the first estimate's region label), e.g. 'Austin, TX 78745 · …'. */
export const pricingRegion = (list: readonly Deficiency[]): string | null =>
  list.find((d) => d.costEstimate?.region)?.costEstimate?.region ?? null;
