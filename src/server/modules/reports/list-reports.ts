import { type SQL, sql } from 'drizzle-orm';
import { INVALID_CURSOR, type ReportListItem, type ReportPage } from '@/contracts/reports';
import type { Db } from '../../db/client';
import type { StoredListSummary } from '../../db/schema';
import { AppError } from '../../errors';
import { containsPattern } from '../admin/admin-paging';
import { lockSummary } from './compute-summary';
import { listSummarySql, summaryFromStored } from './list-summary';
import { hasFullAccess, type ReportRow, type Viewer } from './report-access';
import { asStage, asStageProgress, failureKindOf } from './report-status';

interface ListRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  filename: string;
  uploaded_at: Date | string;
  status: ReportRow['status'];
  stage: string;
  stage_progress: unknown;
  failure_reason: string | null;
  unlocked_at: Date | string | null;
  property_address: string | null;
  summary: StoredListSummary | null;
}

// One round trip, one indexed scan: each completed report's figures come stored with it (list-summary.ts); a
// report whose figures were never stored (null) has them aggregated here instead (COALESCE evaluates it only then).
const listQuery = (userId: number, filter: SQL = sql``, limit: SQL = sql``) => sql`
  select r.id, r.user_id, r.filename, r.uploaded_at, r.status, r.stage, r.stage_progress, r.failure_reason, r.unlocked_at,
    r.property_address->>'full' as property_address,
    case when r.status = 'completed' then coalesce(r.list_summary, ${listSummarySql(sql`r.id`)}) end as summary
  from reports r
  where r.user_id = ${userId} ${filter}
  order by r.uploaded_at desc, r.id desc ${limit}`;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const toItem = (row: ListRow, viewer: Viewer): ReportListItem => {
  const unlockedAt = row.unlocked_at === null ? null : toDate(row.unlocked_at);
  const full = hasFullAccess({ unlockedAt, userId: row.user_id }, viewer);
  const summary = summaryFromStored(row.summary);
  return {
    id: row.id,
    filename: row.filename,
    uploadedAt: toDate(row.uploaded_at).toISOString(),
    status: row.status,
    stage: asStage(row.stage),
    ...asStageProgress(row.status, row.stage_progress),
    failureReason: row.status === 'failed' ? row.failure_reason : null,
    failureKind: failureKindOf(row.status, row.failure_reason),
    hasFullAccess: full,
    summary: full ? summary : lockSummary(summary),
    enhancedData: {
      propertyAddress: row.property_address ?? null,
      contractors: row.summary?.contractors ?? {},
    },
  };
};

/** GET /api/reports: the viewer's own reports, newest first (the whole list: the form older clients read). */
export const listReports = async ({ db, viewer }: { db: Db; viewer: Viewer }): Promise<ReportListItem[]> => {
  const { rows } = (await db.execute(listQuery(viewer.id))) as unknown as { rows: ListRow[] };
  return rows.map((row) => toItem(row, viewer));
};

// The cursor is the last item's place in the order (upload time to the microsecond, then id): stable while reports
// are added or deleted, unlike an offset. Opaque to clients (base64url), checked when read back.
const encodeCursor = (uploadedAt: string, id: number) => Buffer.from(`${uploadedAt}|${id}`).toString('base64url');
const decodeCursor = (cursor: string): { uploadedAt: string; id: number } => {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || !/^\d{1,10}$/.test(id) || Number.isNaN(Date.parse(at)))
    throw new AppError('bad_request', INVALID_CURSOR);
  return { uploadedAt: at, id: Number(id) };
};

const searchFilter = (q: string | undefined): SQL => {
  if (!q) return sql``;
  const pattern = containsPattern(q);
  return sql`and (r.filename ilike ${pattern} or coalesce(r.property_address->>'full', '') ilike ${pattern})`;
};

/**
 * GET /api/reports?limit=&cursor=&q=: one page of the viewer's reports, newest first, searched by file name or
 * address; `total` counts every match, so the page can say how many there are without loading them.
 */
export const listReportsPage = async ({
  db,
  viewer,
  limit,
  cursor,
  q,
}: {
  db: Db;
  viewer: Viewer;
  limit: number;
  cursor?: string | undefined;
  q?: string | undefined;
}): Promise<ReportPage> => {
  const search = searchFilter(q);
  const after = cursor ? decodeCursor(cursor) : null;
  const position = after ? sql`and (r.uploaded_at, r.id) < (${after.uploadedAt}::timestamptz, ${after.id})` : sql``;
  // uploaded_at as text keeps its microseconds (a JS Date would drop them and skip or repeat rows at the boundary)
  const [{ rows }, { rows: counted }] = (await Promise.all([
    db.execute(
      sql`select page.*, page.uploaded_at::text as cursor_at from (${listQuery(
        viewer.id,
        sql`${search} ${position}`,
        sql`limit ${limit + 1}`,
      )}) page order by page.uploaded_at desc, page.id desc`,
    ),
    db.execute(sql`select count(*)::int as n from reports r where r.user_id = ${viewer.id} ${search}`),
  ])) as unknown as [{ rows: (ListRow & { cursor_at: string })[] }, { rows: { n: number }[] }];
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => toItem(row, viewer)),
    nextCursor: rows.length > limit && last ? encodeCursor(last.cursor_at, last.id) : null,
    total: Number(counted[0]?.n ?? 0),
  };
};
