import { sql } from 'drizzle-orm';
import type { ReportListItem } from '@/contracts/reports';
import type { Db } from '../../db/client';
import type { StoredListSummary } from '../../db/schema';
import { lockSummary } from './compute-summary';
import { listSummarySql, summaryFromStored } from './list-summary';
import { hasFullAccess, type ReportRow, type Viewer } from './report-access';
import { asStage } from './report-status';

interface ListRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  filename: string;
  uploaded_at: Date | string;
  status: ReportRow['status'];
  stage: string;
  failure_reason: string | null;
  unlocked_at: Date | string | null;
  property_address: string | null;
  summary: StoredListSummary | null;
}

// One round trip, one indexed scan: each completed report's figures come stored with it (list-summary.ts); a
// report whose figures were never stored (null) has them aggregated here instead (COALESCE evaluates it only then).
const listQuery = (userId: number) => sql`
  select r.id, r.user_id, r.filename, r.uploaded_at, r.status, r.stage, r.failure_reason, r.unlocked_at,
    r.property_address->>'full' as property_address,
    case when r.status = 'completed' then coalesce(r.list_summary, ${listSummarySql(sql`r.id`)}) end as summary
  from reports r
  where r.user_id = ${userId}
  order by r.uploaded_at desc, r.id desc`;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** GET /api/reports: the viewer's own reports, newest first (the list paginates on the client, as the spec does). */
export const listReports = async ({ db, viewer }: { db: Db; viewer: Viewer }): Promise<ReportListItem[]> => {
  const { rows } = (await db.execute(listQuery(viewer.id))) as unknown as { rows: ListRow[] };
  return rows.map((row) => {
    const unlockedAt = row.unlocked_at === null ? null : toDate(row.unlocked_at);
    const full = hasFullAccess({ unlockedAt, userId: row.user_id }, viewer);
    const summary = summaryFromStored(row.summary);
    return {
      id: row.id,
      filename: row.filename,
      uploadedAt: toDate(row.uploaded_at).toISOString(),
      status: row.status,
      stage: asStage(row.stage),
      failureReason: row.status === 'failed' ? row.failure_reason : null,
      hasFullAccess: full,
      summary: full ? summary : lockSummary(summary),
      enhancedData: {
        propertyAddress: row.property_address ?? null,
        contractors: row.summary?.contractors ?? {},
      },
    };
  });
};
