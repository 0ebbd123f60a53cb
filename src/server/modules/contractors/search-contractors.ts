import { radiusStepsKm, selectWithinRadiusSteps } from '@/analysis/trades/contractor-ranking';
import { type Trade, TRADES } from '@/contracts/common';
import {
  type Contractor,
  type ContractorSearchRequest,
  type ContractorSearchResponse,
  DIRECTORY_CATEGORY_TRADE,
  type DirectoryCategory,
} from '@/contracts/contractors';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { getUserSettings } from '../settings/get-user-settings';
import { policyFromSettings } from './match-report-contractors';

export const ADDRESS_NOT_FOUND =
  "We couldn't find that address. Please include a ZIP code, or a city and state (e.g. Austin, TX).";
export const SEARCH_UNAVAILABLE = 'Contractor search is unavailable right now. Please try again in a moment.';

/** per trade when the search covers every trade, and for a single category */
const LIMIT_ALL_TRADES = 6;
const LIMIT_ONE_TRADE = 24;

/** The directory's categories are the report categories plus 'general contractor' (platform §9). */
export const tradeForDirectoryCategory = (category: DirectoryCategory): Trade => DIRECTORY_CATEGORY_TRADE[category];

/**
 * The contractor directory: contractors around an address, with the same radius steps and rating floor as report
 * matching (the user's settings), ranked by rating, reviews and distance.
 */
export const searchContractors = async ({
  ctx,
  userId,
  input,
}: {
  ctx: AppContext;
  userId: number;
  input: { address: string; category?: ContractorSearchRequest['category'] };
}): Promise<ContractorSearchResponse> => {
  const location = await ctx.providers.geocoder.locate({ full: input.address });
  if (!location) throw new AppError('bad_request', ADDRESS_NOT_FOUND, { address: ADDRESS_NOT_FOUND });

  const policy = policyFromSettings(await getUserSettings(ctx.db, userId));
  const stepsKm = radiusStepsKm(policy.radiusMiles);
  const trades: readonly Trade[] = input.category ? [tradeForDirectoryCategory(input.category)] : TRADES;
  const limit = input.category ? LIMIT_ONE_TRADE : LIMIT_ALL_TRADES;
  const center = { lat: location.lat, lon: location.lon };
  const radiusKm = Math.max(...stepsKm);

  let pools: Contractor[][];
  try {
    pools = await Promise.all(trades.map((trade) => ctx.providers.contractors.search({ trade, center, radiusKm })));
  } catch (error) {
    ctx.log.warn({ err: error, provider: ctx.providers.contractors.name }, 'contractor search failed');
    throw new AppError('unavailable', SEARCH_UNAVAILABLE);
  }
  const seen = new Set<string>();
  const contractors = pools
    .flatMap((pool) => selectWithinRadiusSteps(pool, { stepsKm, minRating: policy.minRating, limit }).contractors)
    .filter((c) => !seen.has(c.id) && seen.add(c.id));
  return { contractors, attribution: ctx.providers.contractors.attribution };
};
