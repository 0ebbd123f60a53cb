import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { reports } from '../../db/schema';
import { ENQUEUE_FAILED_MESSAGE } from './report-messages';

export const ANALYZE_REPORT_JOB = 'analyze-report';

export interface AnalyzeReportJobData {
  reportId: number;
}

/**
 * Queues the analysis of a report that was just put in `processing` (never call inside a transaction). If the
 * queue refuses, the report is marked failed with a reason, so it never waits for a job that does not exist.
 */
export const enqueueAnalysis = async (
  ctx: Pick<AppContext, 'db' | 'queue' | 'log'>,
  report: { id: number; processingStartedAt: Date },
): Promise<boolean> => {
  try {
    if (!ctx.queue) throw new Error('this process has no job queue');
    const data: AnalyzeReportJobData = { reportId: report.id };
    const jobId = await ctx.queue.send(ANALYZE_REPORT_JOB, data);
    if (!jobId) throw new Error('the queue did not accept the job');
    return true;
  } catch (error) {
    ctx.log.error({ err: error, reportId: report.id }, 'could not enqueue the analysis');
    await ctx.db
      .update(reports)
      .set({ status: 'failed', failureReason: ENQUEUE_FAILED_MESSAGE })
      .where(
        and(
          eq(reports.id, report.id),
          eq(reports.status, 'processing'),
          eq(reports.processingStartedAt, report.processingStartedAt),
        ),
      );
    return false;
  }
};
