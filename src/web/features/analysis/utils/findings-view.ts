import { categoryAnchor, compareByRisk, hasCostEstimate, toRiskLevel } from '@/contracts/analysis-display';
import { CATEGORY_KEYS, type CategoryKey } from '@/contracts/common';
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

export const countByFilter = (list: readonly Deficiency[]): Record<RiskFilter, number> => ({
  all: list.length,
  critical: list.filter((d) => matchesFilter(d, 'critical')).length,
  major: list.filter((d) => matchesFilter(d, 'major')).length,
  minor: list.filter((d) => matchesFilter(d, 'minor')).length,
});

export interface CategoryGroup {
  key: CategoryKey;
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
  propertyLocation: 'property-location',
  analysisSummary: 'analysis-summary',
  riskGuide: 'risk-assessment-guide',
  totalCosts: 'total-costs',
  detailedFindings: 'detailed-findings',
} as const;

export interface NavSection {
  anchor: string;
  label: string;
  /** the category sections carry their issue count */
  count?: number;
}

export const navigationSections = (groups: readonly CategoryGroup[], withCosts: boolean): NavSection[] => [
  { anchor: SECTION_ANCHORS.propertyLocation, label: 'Property Location' },
  { anchor: SECTION_ANCHORS.analysisSummary, label: 'Analysis Summary' },
  { anchor: SECTION_ANCHORS.riskGuide, label: 'Risk Assessment Guide' },
  ...(withCosts ? [{ anchor: SECTION_ANCHORS.totalCosts, label: 'Total Costs' }] : []),
  { anchor: SECTION_ANCHORS.detailedFindings, label: 'Detailed Findings' },
  ...groups.map((g) => ({ anchor: g.anchor, label: g.name, count: g.items.length })),
];

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
