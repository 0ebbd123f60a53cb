import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { deficiencies, reports } from '../../db/schema';
import { matchReportContractors } from '../contractors/match-report-contractors';

/**
 * Matches contractors again for every finding of a report, at its current address: after the owner corrected the
 * address or added a finding (whose trade may be new to the report). The analysis job matches the same way.
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
  const address = report.propertyAddress;
  await matchReportContractors({
    ctx,
    userId: report.userId,
    reportId,
    property: address ? { zip: address.zip, state: address.state, full: address.full } : null,
    deficiencies: rows,
  });
};
