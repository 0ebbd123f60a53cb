import { and, eq, ne } from 'drizzle-orm';
import { LIMITS } from '@/contracts/common';
import { type RetryResponse, UPLOAD_MESSAGES } from '@/contracts/reports';
import type { AppContext } from '../../context';
import { reports } from '../../db/schema';
import { AppError } from '../../errors';
import { engineVersion } from '../../jobs/engine-version';
import type { SessionUser } from '../auth/sessions';
import { enqueueAnalysis } from './enqueue-analysis';
import { loadOwnedReport, type ReportRow } from './report-access';
import { ALREADY_PROCESSING_MESSAGE, ENQUEUE_FAILED_MESSAGE, FILE_NOT_KEPT_MESSAGE } from './report-messages';

const RETENTION_MS = LIMITS.uploadRetentionHours * 60 * 60 * 1000;

/** Why a report's file is gone: the 72-hour purge, or the user's "don't save uploaded reports" setting. */
export const fileGoneMessage = (report: Pick<ReportRow, 'uploadedAt' | 'fileDeletedAt'>): string =>
  report.fileDeletedAt && report.fileDeletedAt.getTime() - report.uploadedAt.getTime() < RETENTION_MS
    ? FILE_NOT_KEPT_MESSAGE
    : UPLOAD_MESSAGES.purged;

/**
 * POST /api/reports/:id/retry (also Refresh): back to `processing` and re-run from the stored file. 409 while it
 * is processing or when the file is gone; 503 when the job cannot be queued (the report is then failed again).
 * A completed analysis that the current engine made is answered `completed` at once: a re-run could only
 * reproduce it. A real re-analysis keeps the user's edits (save-analysis-result.ts).
 * Admins may retry anyone's report (POST /api/admin/reports/:id/retry can call this with the admin as viewer).
 */
export const retryReport = async ({
  ctx,
  viewer,
  reportId,
}: {
  ctx: Pick<AppContext, 'db' | 'queue' | 'log' | 'config'>;
  viewer: SessionUser;
  reportId: number;
}): Promise<RetryResponse> => {
  const report = await loadOwnedReport(ctx.db, viewer, reportId);
  if (report.status === 'processing') throw new AppError('conflict', ALREADY_PROCESSING_MESSAGE);
  // the file first: a report that can never be re-analysed says so, whatever made its analysis
  if (!report.storageKey) throw new AppError('conflict', fileGoneMessage(report));
  if (report.status === 'completed' && report.engineVersion === (await engineVersion(ctx.config)))
    return { status: 'completed' };
  const processingStartedAt = new Date();
  const [updated] = await ctx.db
    .update(reports)
    .set({
      status: 'processing',
      stage: 'queued',
      failureReason: null,
      attempts: 0,
      workerId: null,
      processingStartedAt,
      completedAt: null,
    })
    .where(and(eq(reports.id, report.id), ne(reports.status, 'processing')))
    .returning({ id: reports.id });
  if (!updated) throw new AppError('conflict', ALREADY_PROCESSING_MESSAGE);
  if (!(await enqueueAnalysis(ctx, { id: report.id, processingStartedAt })))
    throw new AppError('unavailable', ENQUEUE_FAILED_MESSAGE);
  return { status: 'processing' };
};
