import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { deficiencies, reports } from '../../db/schema';
import { type MatchReportContractorsInput, matchReportContractors } from '../contractors/match-report-contractors';

/**
 * Matches contractors to a report's findings near `address` (the one the owner corrected, or the engine's): the one
 * way the analysis job, an address correction and an added finding match them. No address, no contractors.
 */
export const matchContractorsAtAddress = ({
  address,
  ...input
}: Omit<MatchReportContractorsInput, 'property'> & {
  address: { zip: string | null; state: string | null; full: string } | null;
}) =>
  matchReportContractors({
    ...input,
    // only what the geocoder reads: the stored address carries more (street, city, edited…)
    property: address ? { zip: address.zip, state: address.state, full: address.full } : null,
  });

/**
 * Matches contractors again for every finding of a report, at its current address: after the owner corrected the
 * address or added a finding (whose trade may be new to the report).
 */
export const rematchReportContractors = async (ctx: AppContext, reportId: number): Promise<void> => {
  const [report] = await ctx.db
    .select({ userId: reports.userId, propertyAddress: reports.propertyAddress })
    .from(reports)
    .where(eq(reports.id, reportId))
    .limit(1);
  if (!report) return;
  const rows = await ctx.db
    .select({ id: deficiencies.id, trade: deficiencies.trade, categoryKey: deficiencies.categoryKey })
    .from(deficiencies)
    .where(eq(deficiencies.reportId, reportId));
  await matchContractorsAtAddress({
    ctx,
    userId: report.userId,
    reportId,
    address: report.propertyAddress,
    deficiencies: rows,
  });
};
