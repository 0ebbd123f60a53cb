import { count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AdminReportList } from '@/contracts/admin';
import type { Db } from '../../db/client';
import { deficiencies, reports, users } from '../../db/schema';
import { type AdminListInput, containsPattern, pageOffset } from './admin-paging';

/**
 * Per report, over the findings that are not excluded (as the Summary counts them): how many, and the estimated
 * total — each one's per-unit average cost × its quantity, in whole dollars. A finding without an estimate adds 0.
 */
type Totals = { count: number; cost: number; min: number; max: number };
const loadReportTotals = async (db: Db, reportIds: number[]): Promise<Map<number, Totals>> => {
  const totals = new Map<number, Totals>();
  if (reportIds.length === 0) return totals;
  const rows = await db
    .select({
      reportId: deficiencies.reportId,
      count: sql<number>`count(*) filter (where not ${deficiencies.excluded})::int`,
      cost: sql<number>`coalesce(sum((${deficiencies.costEstimate}->>'averageCost')::float8 * greatest(${deficiencies.quantity}, 1)) filter (where not ${deficiencies.excluded}), 0)::float8`,
      min: sql<number>`coalesce(sum((${deficiencies.costEstimate}->>'minCost')::float8 * greatest(${deficiencies.quantity}, 1)) filter (where not ${deficiencies.excluded}), 0)::float8`,
      max: sql<number>`coalesce(sum((${deficiencies.costEstimate}->>'maxCost')::float8 * greatest(${deficiencies.quantity}, 1)) filter (where not ${deficiencies.excluded}), 0)::float8`,
    })
    .from(deficiencies)
    .where(inArray(deficiencies.reportId, reportIds))
    .groupBy(deficiencies.reportId);
  for (const row of rows)
    totals.set(row.reportId, {
      count: Number(row.count),
      cost: Math.round(Number(row.cost)),
      min: Math.round(Number(row.min)),
      max: Math.round(Number(row.max)),
    });
  return totals;
};

/** GET /api/admin/reports: every user's reports, newest first, searched by filename, username or email. */
export const listAdminReports = async ({ db, query }: { db: Db; query: AdminListInput }): Promise<AdminReportList> => {
  const pattern = containsPattern(query.search);
  const where = query.search
    ? or(ilike(reports.filename, pattern), ilike(users.username, pattern), ilike(users.email, pattern))
    : undefined;
  const [totalRow] = await db
    .select({ n: count() })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .where(where);
  const page = await db
    .select({
      id: reports.id,
      username: users.username,
      email: users.email,
      filename: reports.filename,
      status: reports.status,
      uploadedAt: reports.uploadedAt,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .where(where)
    .orderBy(desc(reports.uploadedAt), desc(reports.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const totals = await loadReportTotals(
    db,
    page.map((row) => row.id),
  );
  return {
    total: Number(totalRow?.n ?? 0),
    rows: page.map((row) => ({
      id: row.id,
      username: row.username,
      email: row.email,
      filename: row.filename,
      status: row.status,
      deficiency_count: totals.get(row.id)?.count ?? 0,
      total_cost: totals.get(row.id)?.cost ?? 0,
      cost_min: totals.get(row.id)?.min ?? 0,
      cost_max: totals.get(row.id)?.max ?? 0,
      uploaded_at: row.uploadedAt.toISOString(),
    })),
  };
};
