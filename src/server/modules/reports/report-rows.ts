import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deficiencies, deficiencyContractors } from '../../db/schema';
import type { SummaryRow } from './compute-summary';
import type { DeficiencyRow } from './deficiency-dto';

/** The summary inputs of many reports at once. */
export const loadSummaryRows = async (db: Db, reportIds: number[]): Promise<Map<number, SummaryRow[]>> => {
  const byReport = new Map<number, SummaryRow[]>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .select({
      reportId: deficiencies.reportId,
      severity: deficiencies.severity,
      categoryKey: deficiencies.categoryKey,
      excluded: deficiencies.excluded,
      quantity: deficiencies.quantity,
      costEstimate: deficiencies.costEstimate,
    })
    .from(deficiencies)
    .where(inArray(deficiencies.reportId, reportIds));
  for (const row of rows) {
    const list = byReport.get(row.reportId) ?? [];
    list.push({
      severity: row.severity,
      categoryKey: row.categoryKey,
      excluded: row.excluded,
      quantity: row.quantity,
      costEstimate: row.costEstimate,
    });
    byReport.set(row.reportId, list);
  }
  return byReport;
};

/** How many distinct contractors each report was matched with, per trade. */
export const loadContractorCounts = async (
  db: Db,
  reportIds: number[],
): Promise<Map<number, Record<string, number>>> => {
  const byReport = new Map<number, Record<string, number>>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .select({
      reportId: deficiencyContractors.reportId,
      trade: deficiencyContractors.trade,
      count: sql<number>`count(distinct ${deficiencyContractors.contractorId})::int`,
    })
    .from(deficiencyContractors)
    .where(inArray(deficiencyContractors.reportId, reportIds))
    .groupBy(deficiencyContractors.reportId, deficiencyContractors.trade);
  for (const row of rows) {
    const counts = byReport.get(row.reportId) ?? {};
    counts[row.trade] = Number(row.count);
    byReport.set(row.reportId, counts);
  }
  return byReport;
};

export const loadDeficiencyRows = (db: Db, reportId: number): Promise<DeficiencyRow[]> =>
  db.select().from(deficiencies).where(eq(deficiencies.reportId, reportId)).orderBy(asc(deficiencies.position));

export type MatchRow = typeof deficiencyContractors.$inferSelect;

export const loadMatchRows = (db: Db, reportId: number): Promise<MatchRow[]> =>
  db
    .select()
    .from(deficiencyContractors)
    .where(eq(deficiencyContractors.reportId, reportId))
    .orderBy(asc(deficiencyContractors.deficiencyId), asc(deficiencyContractors.rank), desc(deficiencyContractors.id));

export const toSummaryRow = (row: DeficiencyRow): SummaryRow => ({
  severity: row.severity,
  categoryKey: row.categoryKey,
  excluded: row.excluded,
  quantity: row.quantity,
  costEstimate: row.costEstimate,
});
