import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { reports } from '../../db/schema';
import { notFound } from '../../errors';
import { canAccessOwnedBy } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';

export type ReportRow = typeof reports.$inferSelect;
export type Viewer = Pick<SessionUser, 'id' | 'role'>;

export const REPORT_NOT_FOUND = 'Report not found.';

/** The report if the viewer owns it (or is an admin); someone else's report answers 404, like a missing one. */
export const loadOwnedReport = async (db: Db, viewer: SessionUser, reportId: number): Promise<ReportRow> => {
  const [row] = await db.select().from(reports).where(eq(reports.id, reportId)).limit(1);
  if (!row || !canAccessOwnedBy(viewer, row.userId)) throw notFound(REPORT_NOT_FOUND);
  return row;
};

// run by every GET of an analysis: prepared (db/prepared.ts)
const reportWithVersion = preparedPerDatabase((db) =>
  db
    .select({ report: reports, version: sql<string>`xmin::text` })
    .from(reports)
    .where(eq(reports.id, sql.placeholder('reportId')))
    .limit(1)
    .prepare('report_with_version'),
);

/** loadOwnedReport with the row's version (xmin), for the response cache (response-cache.ts). */
export const loadOwnedReportWithVersion = async (
  db: Db,
  viewer: SessionUser,
  reportId: number,
): Promise<{ report: ReportRow; version: string }> => {
  const [row] = await reportWithVersion(db).execute({ reportId });
  if (!row || !canAccessOwnedBy(viewer, row.report.userId)) throw notFound(REPORT_NOT_FOUND);
  return row;
};

/** Full access: the report was unlocked with a credit, or an admin is looking at someone else's report. */
export const hasFullAccess = (report: Pick<ReportRow, 'unlockedAt' | 'userId'>, viewer: Viewer): boolean =>
  report.unlockedAt !== null || (viewer.role === 'admin' && viewer.id !== report.userId);
