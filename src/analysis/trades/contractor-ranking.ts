import type { Trade } from '../types';
import { milesToKm } from './geo-distance';

/** What ranking needs from a contractor, whatever its source. */
export interface RankableContractor {
  rating: number | null;
  reviewCount: number | null;
  /** metres from the property, null when unknown */
  distance: number | null;
}

/** Help-text policy (platform §1): search 10 km, then 30 km, then 50 km until there are enough results. */
export const RADIUS_STEPS_KM = [10, 30, 50] as const;
const MAX_RADIUS_KM = 50;
/** report-lifecycle §9 */
export const MAX_CONTRACTORS_PER_DEFICIENCY = 6;
export const FALLBACK_LIMIT = 2;

export interface MatchPolicy {
  /** the user's search radius setting, in miles: caps the radius steps */
  radiusMiles: number;
  /** contractors rated below this are left out; unrated ones are kept but ranked after every rated one */
  minRating: number;
  /** the user's `maxContractorsPerCategory` */
  maxPerTrade: number;
}

/** The radius steps, capped by the user's radius (a 10-mile setting searches 10 km, then 16.1 km). */
export const radiusStepsKm = (radiusMiles: number): number[] => {
  const capKm = milesToKm(radiusMiles);
  const steps: number[] = RADIUS_STEPS_KM.filter((step) => step < capKm);
  const last = Math.min(capKm, MAX_RADIUS_KM);
  if (steps[steps.length - 1] !== last) steps.push(last);
  return steps;
};

const descNullLast = (a: number | null, b: number | null) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
};

const ascNullLast = (a: number | null, b: number | null) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
};

/** Ranking: rating (highest first), then review count (most first), then distance (nearest first); unknowns last. */
export const compareContractors = (a: RankableContractor, b: RankableContractor): number =>
  descNullLast(a.rating, b.rating) || descNullLast(a.reviewCount, b.reviewCount) || ascNullLast(a.distance, b.distance);

export const meetsRatingFloor = (c: RankableContractor, minRating: number): boolean =>
  c.rating === null || c.rating >= minRating;

/**
 * Widens the radius step by step until `limit` contractors qualify (or the last step), then ranks them and keeps
 * `limit`. Candidates should come from a search at the largest step; those farther than the step are left out, and
 * so are those without a distance (they cannot be placed inside any radius).
 */
export const selectWithinRadiusSteps = <T extends RankableContractor>(
  candidates: readonly T[],
  options: { stepsKm: readonly number[]; minRating: number; limit: number },
): { radiusKm: number | null; contractors: T[] } => {
  const rated = candidates.filter((c) => meetsRatingFloor(c, options.minRating));
  let chosen: T[] = [];
  let radiusKm: number | null = null;
  for (const step of options.stepsKm) {
    radiusKm = step;
    chosen = rated.filter((c) => c.distance !== null && c.distance <= step * 1000);
    if (chosen.length >= options.limit) break;
  }
  return { radiusKm, contractors: [...chosen].sort(compareContractors).slice(0, options.limit) };
};

/** Trades tried when a trade finds nobody: HVAC keeps the spec's handyman as its first fallback (API.md). */
export const fallbackTrades = (trade: Trade): Trade[] => {
  if (trade === 'general contractor') return [];
  if (trade === 'hvac contractor') return ['handyman', 'general contractor'];
  return ['general contractor'];
};

export interface TradeMatch<T> {
  /** the trade the contractors were found under (the finding's own, or a fallback) */
  trade: Trade;
  fallback: boolean;
  radiusKm: number | null;
  contractors: T[];
}

/**
 * The contractors for one trade under the user's policy: at most `maxPerTrade` (and never more than 6 per
 * deficiency); when the trade finds nobody, the fallback trades, limited to 2.
 */
export const matchTrade = async <T extends RankableContractor>(
  trade: Trade,
  policy: MatchPolicy,
  candidatesFor: (trade: Trade) => Promise<readonly T[]> | readonly T[],
): Promise<TradeMatch<T>> => {
  const stepsKm = radiusStepsKm(policy.radiusMiles);
  const limit = Math.max(0, Math.min(policy.maxPerTrade, MAX_CONTRACTORS_PER_DEFICIENCY));
  const own = selectWithinRadiusSteps(await candidatesFor(trade), { stepsKm, minRating: policy.minRating, limit });
  if (own.contractors.length > 0 || limit === 0) return { trade, fallback: false, ...own };
  for (const other of fallbackTrades(trade)) {
    const found = selectWithinRadiusSteps(await candidatesFor(other), {
      stepsKm,
      minRating: policy.minRating,
      limit: Math.min(FALLBACK_LIMIT, limit),
    });
    if (found.contractors.length > 0) return { trade: other, fallback: true, ...found };
  }
  return { trade, fallback: false, radiusKm: own.radiusKm, contractors: [] };
};
