import { and, eq, lt, sql } from 'drizzle-orm';
import { type AppContext, emit } from '../context';
import { reports } from '../db/schema';
import { ANALYSIS_TIMED_OUT_MESSAGE } from '../modules/reports/report-messages';
import { restartDeadWorkerRuns } from './worker-liveness';
import type { JobDefinition } from './workers';

/**
 * Fails every report that has been `processing` longer than ANALYSIS_TIMEOUT_MINUTES since it was queued (a job
 * lost with its worker on the last attempt, a queue that never ran it…), so none stays processing forever.
 */
export const failStuckReports = async (
  ctx: Pick<AppContext, 'db' | 'config' | 'hooks' | 'log'>,
  now: Date = new Date(),
): Promise<number> => {
  const cutoff = new Date(now.getTime() - ctx.config.analysisTimeoutMs);
  const failed = await ctx.db
    .update(reports)
    .set({ status: 'failed', failureReason: ANALYSIS_TIMED_OUT_MESSAGE, completedAt: now })
    .where(
      and(
        eq(reports.status, 'processing'),
        lt(sql`coalesce(${reports.processingStartedAt}, ${reports.uploadedAt})`, cutoff),
      ),
    )
    .returning({ id: reports.id, userId: reports.userId, filename: reports.filename });
  for (const report of failed) {
    ctx.log.warn({ reportId: report.id }, 'analysis timed out; report failed by the watchdog');
    await emit(ctx, 'analysisFinished', {
      userId: report.userId,
      reportId: report.id,
      filename: report.filename,
      status: 'failed',
      deficiencyCount: 0,
      hasFullAccess: false,
      failureReason: ANALYSIS_TIMED_OUT_MESSAGE,
    });
  }
  return failed.length;
};

export const reportWatchdogJob: JobDefinition = {
  name: 'report-watchdog',
  queue: { retryLimit: 0, expireInSeconds: 120 },
  cron: '* * * * *',
  // every worker also looks at each heartbeat (worker-liveness.ts); this covers a moment with no worker beating
  work: async (ctx) => ({ restarted: await restartDeadWorkerRuns(ctx), failed: await failStuckReports(ctx) }),
};
