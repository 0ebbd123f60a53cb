import { and, eq, sql } from 'drizzle-orm';
import { estimateFinding } from '@/analysis/costs/estimate';
import { resolveRegion } from '@/analysis/costs/region';
import { tradeForFinding } from '@/analysis/trades/category-trade';
import type { NewFindingSchema } from '@/contracts/report-edits';
import type { DeficiencyUpdateResponse } from '@/contracts/reports';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { deficiencies, deficiencyContractors } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { USER_FINDING_SOURCE } from './deficiency-dto';
import { deficiencyUpdateResponse } from './editable-deficiency';
import { changeReportFindings } from './list-summary';
import { loadOwnCompletedReport } from './own-report';
import { rematchReportContractors } from './rematch-report-contractors';

/**
 * POST /api/reports/:id/deficiencies: a finding the engine missed, added by the owner of an unlocked report. It is
 * priced by the same estimate the engine uses (catalog match on the title and the inspector's words, in the
 * report's region), matched to contractors of its trade (searched when the trade is new to the report), and counts
 * in the totals like any other.
 */
export const addUserFinding = async ({
  ctx,
  viewer,
  reportId,
  input,
}: {
  ctx: AppContext;
  viewer: SessionUser;
  reportId: number;
  input: z.output<typeof NewFindingSchema>;
}): Promise<DeficiencyUpdateResponse> => {
  const report = await loadOwnCompletedReport(ctx.db, viewer, reportId, { unlocked: true });
  const finding = {
    category: input.categoryKey,
    severity: input.severity,
    description: input.title,
    quote: input.quote ?? '',
    location: null,
    recommendation: null,
  };
  const region = resolveRegion({ zip: report.pricingRegion?.zip ?? null, state: report.pricingRegion?.state ?? null });
  const priced = estimateFinding(finding, region);
  // a trade the inspector's words name ("have a licensed electrician…") wins over the category's default
  const trade = tradeForFinding({ category: input.categoryKey, recommendation: input.quote, repairMethod: null });
  const { row, sharesTrade } = await changeReportFindings(ctx.db, reportId, async (tx) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${deficiencies.position}), -1)::int` })
      .from(deficiencies)
      .where(eq(deficiencies.reportId, reportId));
    const [sibling] = await tx
      .select({ id: deficiencies.id })
      .from(deficiencies)
      .where(and(eq(deficiencies.reportId, reportId), eq(deficiencies.trade, trade)))
      .limit(1);
    const [inserted] = await tx
      .insert(deficiencies)
      .values({
        reportId,
        position: (last?.position ?? -1) + 1,
        categoryKey: input.categoryKey,
        severity: input.severity,
        location: null,
        description: input.title,
        recommendation: null,
        repairMethod: null,
        page: input.page,
        quote: input.quote,
        inspectorLabel: null,
        confidence: null,
        source: USER_FINDING_SOURCE,
        trade,
        quantity: priced.quantity,
        unitType: priced.unitType,
        excluded: false,
        costItemCode: priced.costEstimate?.bniItemCode ?? null,
        costEstimate: priced.costEstimate,
      })
      .returning();
    if (!inserted) throw new Error('the new finding was not stored');
    // contractors are matched per trade: a trade the report already has brings the same contractors (a copy of
    // its matches, consistent with the rest of the report, without searching again)
    if (sibling) {
      const matches = await tx
        .select()
        .from(deficiencyContractors)
        .where(eq(deficiencyContractors.deficiencyId, sibling.id));
      if (matches.length > 0)
        await tx
          .insert(deficiencyContractors)
          .values(matches.map(({ id: _id, ...match }) => ({ ...match, deficiencyId: inserted.id })));
    }
    return { row: inserted, sharesTrade: Boolean(sibling) };
  });
  if (!sharesTrade) await rematchReportContractors(ctx, reportId);
  return deficiencyUpdateResponse(ctx.db, row);
};
