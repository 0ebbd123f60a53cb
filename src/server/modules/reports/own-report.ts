import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { SessionUser } from '../auth/sessions';
import { EDIT_LOCKED_MESSAGE, EDIT_NOT_COMPLETED_MESSAGE } from './editable-deficiency';
import { hasFullAccess, loadOwnedReport, REPORT_NOT_FOUND, type ReportRow } from './report-access';

/**
 * A report whose analysis its owner may correct: their own only — an admin answers 404 like anyone else, since the
 * change is the owner's — and completed (409: a running analysis would replace it). `unlocked` also asks for full
 * access (403), as the findings themselves are what a credit buys.
 */
export const loadOwnCompletedReport = async (
  db: Db,
  viewer: SessionUser,
  reportId: number,
  { unlocked }: { unlocked: boolean },
): Promise<ReportRow> => {
  const report = await loadOwnedReport(db, viewer, reportId);
  if (report.userId !== viewer.id) throw notFound(REPORT_NOT_FOUND);
  if (report.status !== 'completed') throw new AppError('conflict', EDIT_NOT_COMPLETED_MESSAGE);
  if (unlocked && !hasFullAccess(report, viewer)) throw new AppError('forbidden', EDIT_LOCKED_MESSAGE);
  return report;
};
