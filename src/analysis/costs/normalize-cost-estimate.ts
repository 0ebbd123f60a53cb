import type { Citation, CostEstimate } from '../types';

// report-lifecycle §3/§4: an estimate may arrive under `costEstimate` or `estimate`, with camelCase or snake_case
// names, numbers as strings; it exists only if min, average or max is positive, or its source is
// 'no_action_required' (then shown at $0). Dependency-free on purpose: the web keeps a copy of this rule.

export const NO_ACTION_REQUIRED = 'no_action_required';

type Urgency = CostEstimate['urgency'];

/** The spec's normalised fields, before the presence rule: numbers or null, never numeric strings. */
export interface NormalizedCostFields {
  minCost: number | null;
  averageCost: number | null;
  maxCost: number | null;
  laborCost: number | null;
  materialCost: number | null;
  currency: 'USD';
  sourceKey: string | null;
  sourceLabel: string | null;
  region: string | null;
  urgency: Urgency | null;
  priorityScore: number | null;
  matchedKeywords: string[];
  totalKeywords: number | null;
  bniItemCode: string | null;
  bniDescription: string | null;
  uncertaintyPct: CostEstimate['uncertaintyPct'];
  materialCitations: Citation[];
  laborCitations: Citation[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number, or a numeric string ("1,250", " 99.5 ", "$300") as a number; anything else is null. */
export const toNumberOrNull = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
};

const pick = (source: Record<string, unknown>, ...names: string[]): unknown => {
  for (const name of names) if (source[name] !== undefined && source[name] !== null) return source[name];
  return undefined;
};

const toStringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null;

const toUrgency = (value: unknown): Urgency | null => {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'high' || text === 'urgent') return 'high';
  if (text === 'medium' || text === 'moderate') return 'medium';
  if (text === 'low' || text === 'low priority') return 'low';
  return null;
};

const toKeywords = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.filter((k): k is string => typeof k === 'string' && k.trim() !== '');
  if (typeof value === 'string')
    return value
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
  return [];
};

const toCitations = (value: unknown): Citation[] => {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): Citation[] => {
    if (typeof entry === 'string' && entry.trim()) return [{ url: entry.trim(), label: entry.trim() }];
    if (!isRecord(entry) || typeof entry.url !== 'string' || !entry.url.trim()) return [];
    const label = typeof entry.label === 'string' && entry.label.trim() ? entry.label : entry.url;
    return [{ url: entry.url, label }];
  });
};

const toUncertainty = (value: unknown): CostEstimate['uncertaintyPct'] => {
  const n = toNumberOrNull(value);
  return n === 20 || n === 35 ? n : null;
};

/** The raw estimate object: the value under costEstimate / estimate / cost_estimate, or the object itself. */
const estimateObject = (raw: unknown): Record<string, unknown> | null => {
  if (!isRecord(raw)) return null;
  const nested = pick(raw, 'costEstimate', 'cost_estimate', 'estimate');
  if (nested !== undefined) return isRecord(nested) ? nested : null;
  return raw;
};

export const normalizeCostFields = (raw: unknown): NormalizedCostFields | null => {
  const e = estimateObject(raw);
  if (!e) return null;
  return {
    minCost: toNumberOrNull(pick(e, 'minCost', 'min_cost')),
    averageCost: toNumberOrNull(pick(e, 'averageCost', 'average_cost', 'avgCost', 'avg_cost')),
    maxCost: toNumberOrNull(pick(e, 'maxCost', 'max_cost')),
    laborCost: toNumberOrNull(pick(e, 'laborCost', 'labor_cost')),
    materialCost: toNumberOrNull(pick(e, 'materialCost', 'material_cost')),
    currency: 'USD',
    sourceKey: toStringOrNull(pick(e, 'sourceKey', 'source_key', 'costSource', 'cost_source')),
    sourceLabel: toStringOrNull(pick(e, 'sourceLabel', 'source_label', 'costSourceLabel', 'cost_source_label')),
    region: toStringOrNull(pick(e, 'region', 'costRegion', 'cost_region')),
    urgency: toUrgency(pick(e, 'urgency')),
    priorityScore: toNumberOrNull(pick(e, 'priorityScore', 'priority_score')),
    matchedKeywords: toKeywords(pick(e, 'matchedKeywords', 'matched_keywords')),
    totalKeywords: toNumberOrNull(pick(e, 'totalKeywords', 'total_keywords')),
    bniItemCode: toStringOrNull(pick(e, 'bniItemCode', 'bni_item_code')),
    bniDescription: toStringOrNull(pick(e, 'bniDescription', 'bni_description')),
    uncertaintyPct: toUncertainty(pick(e, 'uncertaintyPct', 'uncertainty_pct')),
    materialCitations: toCitations(pick(e, 'materialCitations', 'material_citations')),
    laborCitations: toCitations(pick(e, 'laborCitations', 'labor_citations')),
  };
};

/** The presence rule of §4. */
export const hasCostEstimate = (fields: NormalizedCostFields | null): fields is NormalizedCostFields =>
  fields !== null &&
  (fields.sourceKey === NO_ACTION_REQUIRED ||
    [fields.minCost, fields.averageCost, fields.maxCost].some((n) => n !== null && n > 0));

/**
 * A stored or received estimate in the engine's shape, or null when there is none (the UI then says
 * 'Pricing unavailable'). Gaps are filled the spec's way: a missing average is the rounded midpoint of min and
 * max; a missing bound takes the other values; missing labor/material parts are 0; a 'no_action_required'
 * estimate is $0 throughout.
 */
export const normalizeCostEstimate = (raw: unknown): CostEstimate | null => {
  const f = normalizeCostFields(raw);
  if (!hasCostEstimate(f)) return null;
  const noAction = f.sourceKey === NO_ACTION_REQUIRED;
  const positive = (n: number | null) => (n !== null && n >= 0 ? n : null);
  let min = positive(f.minCost);
  let max = positive(f.maxCost);
  let avg = positive(f.averageCost);
  avg ??= min !== null && max !== null ? Math.round((min + max) / 2) : (min ?? max ?? 0);
  min ??= Math.min(avg, max ?? avg);
  max ??= Math.max(avg, min);
  return {
    minCost: noAction ? 0 : min,
    averageCost: noAction ? 0 : avg,
    maxCost: noAction ? 0 : max,
    laborCost: noAction ? 0 : (positive(f.laborCost) ?? 0),
    materialCost: noAction ? 0 : (positive(f.materialCost) ?? 0),
    currency: 'USD',
    sourceKey: f.sourceKey ?? 'unknown',
    sourceLabel: f.sourceLabel ?? '',
    region: f.region ?? '',
    urgency: f.urgency ?? 'low',
    priorityScore: f.priorityScore ?? 0,
    matchedKeywords: f.matchedKeywords,
    totalKeywords: f.totalKeywords ?? f.matchedKeywords.length,
    bniItemCode: f.bniItemCode ?? '',
    bniDescription: f.bniDescription ?? '',
    uncertaintyPct: f.uncertaintyPct,
    materialCitations: f.materialCitations,
    laborCitations: f.laborCitations,
  };
};
