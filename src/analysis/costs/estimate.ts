import type { CostEstimate, Finding, Severity, UnitType } from '../types';
import { catalog, getCatalogItem, type CatalogItem } from './catalog';
import { isInformational } from './informational';
import { matchIndexedText, type CatalogMatch } from './match-catalog-item';
import { minimumChargeFor, roundPrice, unitPrice } from './price-item';
import { readQuantity } from './quantity';
import type { ResolvedRegion } from './region';
import { indexText } from './text-match';

export const CATALOG_SOURCE_KEY = 'punchlist-catalog';
export const NO_ACTION_SOURCE_KEY = 'no_action_required';

const URGENCY: Record<Severity, CostEstimate['urgency']> = { critical: 'high', major: 'medium', minor: 'low' };

const UNCERTAINTY_PCT: Record<CatalogItem['uncertainty'], CostEstimate['uncertaintyPct']> = {
  standard: 20,
  scope: 35,
  specialist: null,
};

export const sourceLabelFor = (region: ResolvedRegion): string =>
  `Punchlist catalog ${catalog.version} · BLS wages · ${
    region.state ? `${region.state} labor index ${region.laborIndex.toFixed(2)}` : 'US national average'
  }`;

type MatchInfo = Pick<CatalogMatch, 'priorityScore' | 'matchedKeywords' | 'totalKeywords'>;

/**
 * Per-unit estimate for a catalog item in a unit (re-pricing when the user changes the unit), or null when the
 * code is unknown or the item has no sensible price in that unit (see unitPrice).
 */
export const priceCatalogItem = (
  code: string,
  region: ResolvedRegion,
  opts: { unitType: UnitType; severity: Severity; match?: MatchInfo },
): CostEstimate | null => {
  const item = getCatalogItem(code);
  if (!item) return null;
  const price = unitPrice(item, opts.unitType, region);
  if (!price) return null;
  return {
    ...roundPrice(price, opts.unitType),
    currency: 'USD',
    sourceKey: CATALOG_SOURCE_KEY,
    sourceLabel: sourceLabelFor(region),
    region: region.label,
    urgency: URGENCY[opts.severity],
    priorityScore: opts.match?.priorityScore ?? 0,
    matchedKeywords: opts.match?.matchedKeywords ?? [],
    totalKeywords: opts.match?.totalKeywords ?? item.keywords.length,
    bniItemCode: item.code,
    bniDescription: item.name,
    uncertaintyPct: UNCERTAINTY_PCT[item.uncertainty],
    materialCitations: item.citations.material,
    laborCitations: item.citations.labor,
    scope: item.scope,
    minimumCharge: minimumChargeFor(item.trade, region),
  };
};

const noActionEstimate = (region: ResolvedRegion, severity: Severity): CostEstimate => ({
  minCost: 0,
  averageCost: 0,
  maxCost: 0,
  laborCost: 0,
  materialCost: 0,
  currency: 'USD',
  sourceKey: NO_ACTION_SOURCE_KEY,
  sourceLabel: 'No repair cost: information or monitoring only',
  region: region.label,
  urgency: URGENCY[severity],
  priorityScore: 0,
  matchedKeywords: [],
  totalKeywords: 0,
  bniItemCode: NO_ACTION_SOURCE_KEY,
  bniDescription: 'No action required',
  uncertaintyPct: null,
  materialCitations: [],
  laborCitations: [],
});

const STRONG_MATCH = 2;

// what a condition could lead to ('…which can overheat the roof', 'This will promote premature deterioration',
// 'to prevent deterioration'): words of a consequence, not of the repair. Cut to the clause's end before matching.
const CONSEQUENCE =
  /\b(?:(?:can|could|may|might|will|would)\s+(?:\w+\s+)?(?:lead|cause|promote|result|decrease|reduce|shorten|accelerate|contribute|allow|overheat)\w*|(?:to|help)\s+(?:prevent|avoid|minimi[sz]e)\w*)\b[^.;\n]*/gi;
const withoutConsequences = (text: string) => {
  const cut = text.replace(CONSEQUENCE, ' ');
  return cut.trim() ? cut : text;
};

export interface FindingEstimate {
  costEstimate: CostEstimate | null;
  quantity: number;
  unitType: UnitType;
  itemCode: string | null;
}

/** Match a finding to the catalog and price it per unit in its region, with the quantity to multiply by. */
export const estimateFinding = (
  finding: Pick<Finding, 'category' | 'severity' | 'description' | 'quote' | 'location' | 'recommendation'>,
  region: ResolvedRegion,
): FindingEstimate => {
  const text = [finding.description, finding.recommendation, finding.quote, finding.location]
    .filter((part): part is string => Boolean(part))
    .join('\n');
  const match = matchIndexedText(indexText(withoutConsequences(text)), finding.category);
  if (isInformational(`${finding.description}\n${finding.quote}`) && (!match || match.priorityScore < STRONG_MATCH)) {
    return { costEstimate: noActionEstimate(region, finding.severity), quantity: 1, unitType: 'each', itemCode: null };
  }
  if (!match) return { costEstimate: null, quantity: 1, unitType: 'each', itemCode: null };
  const { item } = match;
  const costEstimate = priceCatalogItem(item.code, region, {
    unitType: item.unit,
    severity: finding.severity,
    match,
  });
  return {
    costEstimate,
    quantity: readQuantity(text, item) ?? item.defaultQuantity,
    unitType: item.unit,
    itemCode: item.code,
  };
};
