import { type SQL, sql } from 'drizzle-orm';
import { CATEGORY_KEYS, CATEGORY_NAMES } from '@/contracts/common';
import type { Summary } from '@/contracts/reports';
import type { Db } from '../../db/client';
import type { StoredListSummary } from '../../db/schema';
import { computeSummary } from './compute-summary';

type Executor = Pick<Db, 'execute'>;

const PRICED = sql.raw(`d.cost_estimate->>'minCost' is not null and d.cost_estimate->>'maxCost' is not null`);

/**
 * lineTotals in SQL: the per-unit figure × quantity, or the trade's minimum visit plus the material when that is
 * more (estimates stored before the minimum existed have no minimumCharge, so the second term is 0).
 */
const jobTotal = (field: 'minCost' | 'maxCost', floor: 'min' | 'max') =>
  sql.raw(`greatest(
        (d.cost_estimate->>'${field}')::float8 * greatest(1, d.quantity),
        coalesce((d.cost_estimate->'minimumCharge'->>'${floor}')::float8
          + coalesce((d.cost_estimate->>'materialCost')::float8, 0) * greatest(1, d.quantity), 0))`);

/**
 * The StoredListSummary of the report `reportId` (an SQL expression) as one jsonb value: computeSummary's figures
 * over the findings that are not excluded, and distinct contractors per trade.
 */
export const listSummarySql = (reportId: SQL): SQL => sql`(
  (select jsonb_build_object(
      'total', count(*),
      'critical', count(*) filter (where d.severity = 'critical'),
      'major', count(*) filter (where d.severity = 'major'),
      'minor', count(*) filter (where d.severity = 'minor'),
      'minCost', coalesce(sum(${jobTotal('minCost', 'min')}) filter (where ${PRICED}), 0),
      'maxCost', coalesce(sum(${jobTotal('maxCost', 'max')}) filter (where ${PRICED}), 0),
      'categories', coalesce(jsonb_agg(distinct d.category_key), '[]'::jsonb))
    from deficiencies d
    where d.report_id = ${reportId} and not d.excluded)
  || jsonb_build_object('contractors', (
    select coalesce(jsonb_object_agg(t.trade, t.n), '{}'::jsonb)
    from (
      select dc.trade, count(distinct dc.contractor_id) as n
      from deficiency_contractors dc
      where dc.report_id = ${reportId}
      group by dc.trade
    ) t))
)`;

/**
 * Rewrites the report's stored list summary. Call it in the transaction that changed the report's findings or
 * contractor matches (or right after): the report row is locked first, so the figures are read after every
 * concurrent change that locked it before, and the last writer always stores the latest state. The lock is the one
 * an UPDATE takes (FOR NO KEY UPDATE), not FOR UPDATE: that would also wait on foreign-key checks of rows that
 * reference the report (ledger, messages), and upgrading to it after an update could deadlock with them.
 */
export const writeListSummary = async (tx: Executor, reportId: number): Promise<void> => {
  await tx.execute(sql`select id from reports where id = ${reportId} for no key update`);
  await tx.execute(sql`update reports set list_summary = ${listSummarySql(sql`${reportId}`)} where id = ${reportId}`);
};

/** writeListSummary in its own transaction. */
export const refreshListSummary = (db: Db, reportId: number): Promise<void> =>
  db.transaction((tx) => writeListSummary(tx as unknown as Executor, reportId));

/**
 * Runs `change` (a write to the report's findings) in one transaction with the report row locked first, then
 * stores the new figures. Locking the report before the findings keeps the order the analysis job uses (report
 * row, then its findings), so a user's edit and a re-analysis of the same report cannot deadlock.
 */
export const changeReportFindings = <T>(db: Db, reportId: number, change: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select id from reports where id = ${reportId} for no key update`);
    const result = await change(tx as unknown as Db);
    await writeListSummary(tx as unknown as Executor, reportId);
    return result;
  });

/** The API summary from stored figures: the same result computeSummary gives over the rows. */
export const summaryFromStored = (stored: StoredListSummary | null): Summary => {
  if (!stored || !stored.total) return computeSummary([]);
  // computeSummary's order: canonical categories as display names, then any unknown key as stored
  const keys = new Set(stored.categories);
  const categories = CATEGORY_KEYS.filter((key) => keys.has(key)).map((key) => CATEGORY_NAMES[key]);
  for (const key of stored.categories) if (!(CATEGORY_KEYS as readonly string[]).includes(key)) categories.push(key);
  return {
    totalDeficiencies: stored.total,
    severityCount: { critical: stored.critical, major: stored.major, minor: stored.minor },
    totalCostRange: { min: Math.round(stored.minCost), max: Math.round(stored.maxCost) },
    categoriesAffected: stored.categories.length,
    categories,
  };
};
