import { eq } from 'drizzle-orm';
import { REPAIR_REQUEST_MESSAGES } from '@/contracts/repair-requests';
import type { Db } from '../../db/client';
import { repairRequests, reports } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { SessionUser } from '../auth/sessions';
import { REPORT_NOT_FOUND, type ReportRow } from '../reports/report-access';

export type RepairRequestRow = typeof repairRequests.$inferSelect;

/**
 * The report a repair request or share link is made from: the viewer's own (someone else's answers 404 like a
 * missing one, admins included, since these are the owner's negotiation papers), unlocked (403 with the unlock
 * message) and analysed (409).
 */
export const checkNegotiableReport = (viewer: SessionUser, report: ReportRow | undefined): ReportRow => {
  if (!report || report.userId !== viewer.id) throw notFound(REPORT_NOT_FOUND);
  if (report.unlockedAt === null) throw new AppError('forbidden', REPAIR_REQUEST_MESSAGES.locked);
  if (report.status !== 'completed') throw new AppError('conflict', REPAIR_REQUEST_MESSAGES.notCompleted);
  return report;
};

export const loadNegotiableReport = async (db: Db, viewer: SessionUser, reportId: number): Promise<ReportRow> => {
  const [report] = await db.select().from(reports).where(eq(reports.id, reportId)).limit(1);
  return checkNegotiableReport(viewer, report);
};

/** A saved request of the viewer's, with its report (checked as above). */
export const loadOwnedRepairRequest = async (
  db: Db,
  viewer: SessionUser,
  requestId: number,
): Promise<{ request: RepairRequestRow; report: ReportRow }> => {
  const [row] = await db
    .select({ request: repairRequests, report: reports })
    .from(repairRequests)
    .innerJoin(reports, eq(reports.id, repairRequests.reportId))
    .where(eq(repairRequests.id, requestId))
    .limit(1);
  if (!row || row.report.userId !== viewer.id) throw notFound(REPAIR_REQUEST_MESSAGES.notFound);
  return { request: row.request, report: checkNegotiableReport(viewer, row.report) };
};
