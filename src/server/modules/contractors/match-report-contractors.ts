import { eq } from 'drizzle-orm';
import { tradeForCategory } from '@/analysis/trades/category-trade';
import { matchTrade, type MatchPolicy, radiusStepsKm, type TradeMatch } from '@/analysis/trades/contractor-ranking';
import type { LatLon } from '@/analysis/trades/geo-distance';
import { type CategoryKey, CategoryKeySchema, type Trade, TradeSchema } from '@/contracts/common';
import type { Contractor } from '@/contracts/contractors';
import type { AppContext } from '../../context';
import { deficiencyContractors } from '../../db/schema';
import { getUserSettings } from '../settings/get-user-settings';
import { writeListSummary } from '../reports/list-summary';

export interface MatchReportContractorsInput {
  ctx: AppContext;
  userId: number;
  reportId: number;
  property: { zip: string | null; state: string | null; full: string } | null;
  deficiencies: { id: number; trade: Trade | string; categoryKey: CategoryKey | string }[];
}

export const policyFromSettings = (settings: Awaited<ReturnType<typeof getUserSettings>>): MatchPolicy => ({
  radiusMiles: settings.preferences.defaultRadius,
  minRating: settings.preferences.minContractorRating,
  maxPerTrade: settings.preferences.maxContractorsPerCategory,
});

const tradeOf = (d: MatchReportContractorsInput['deficiencies'][number]): Trade => {
  const trade = TradeSchema.safeParse(d.trade);
  if (trade.success) return trade.data;
  const category = CategoryKeySchema.safeParse(d.categoryKey);
  return category.success ? tradeForCategory(category.data) : 'general contractor';
};

/** Searches each trade once per report (several findings share a trade), at the largest radius step. */
export const tradeCandidates = (ctx: AppContext, center: LatLon, policy: MatchPolicy) => {
  const radiusKm = Math.max(...radiusStepsKm(policy.radiusMiles));
  const pools = new Map<Trade, Promise<Contractor[]>>();
  return (trade: Trade): Promise<Contractor[]> => {
    let pool = pools.get(trade);
    if (!pool) {
      pool = ctx.providers.contractors.search({ trade, center, radiusKm }).catch((error: unknown) => {
        // a provider outage leaves this trade without contractors; it never fails the analysis
        ctx.log.warn({ err: error, trade, provider: ctx.providers.contractors.name }, 'contractor search failed');
        return [];
      });
      pools.set(trade, pool);
    }
    return pool;
  };
};

/**
 * Matches contractors to every finding of a report under the owner's settings (radius, minimum rating, contractors
 * per category) and PERSISTS them: the report's rows in deficiency_contractors are replaced by a snapshot of each
 * contractor (`trade` = the contractor's own trade, which is a fallback trade when the finding's found nobody).
 * The analysis job only calls this; it does not write deficiency_contractors itself.
 */
export const matchReportContractors = async ({
  ctx,
  userId,
  reportId,
  property,
  deficiencies,
}: MatchReportContractorsInput): Promise<{ deficiencyId: number; contractors: Contractor[] }[]> => {
  const policy = policyFromSettings(await getUserSettings(ctx.db, userId));
  const location = property?.full.trim() ? await ctx.providers.geocoder.locate(property) : null;

  const byTrade = new Map<Trade, TradeMatch<Contractor>>();
  if (location) {
    const candidatesFor = tradeCandidates(ctx, { lat: location.lat, lon: location.lon }, policy);
    for (const trade of new Set(deficiencies.map(tradeOf))) {
      byTrade.set(trade, await matchTrade(trade, policy, candidatesFor));
    }
  }

  const matches = deficiencies.map((d) => ({
    deficiencyId: d.id,
    contractors: byTrade.get(tradeOf(d))?.contractors ?? [],
  }));
  const rows = matches.flatMap((m) =>
    m.contractors.map((contractor, rank) => ({
      reportId,
      deficiencyId: m.deficiencyId,
      contractorId: contractor.id,
      trade: contractor.category,
      rank,
      contractor,
    })),
  );
  await ctx.db.transaction(async (tx) => {
    await tx.delete(deficiencyContractors).where(eq(deficiencyContractors.reportId, reportId));
    if (rows.length > 0) await tx.insert(deficiencyContractors).values(rows);
    await writeListSummary(tx, reportId);
  });
  return matches;
};
