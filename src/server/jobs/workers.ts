import type { AppContext } from '../context';
import { analyzeReportJob } from './analyze-report';
import { purgeUploadsJob } from './purge-uploads';
import { reportWatchdogJob } from './report-watchdog';

export interface JobDefinition {
  name: string;
  /** pg-boss queue options: retries, expiry (a dead worker's job is retried after it), … */
  queue: { retryLimit?: number; retryDelay?: number; retryBackoff?: boolean; expireInSeconds?: number };
  /** cron schedule (UTC) for periodic jobs */
  cron?: string;
  /** true: runs in every role that works jobs */
  work: (ctx: AppContext, data: unknown) => Promise<unknown>;
  /** jobs fetched per poll (1 for heavy jobs) */
  batchSize?: number;
}

/** Every job, in one registry: adding a job is one line here. */
export const JOBS: JobDefinition[] = [analyzeReportJob, purgeUploadsJob, reportWatchdogJob];

/** Creates every queue (api and worker roles both send). */
export const ensureQueues = async (ctx: AppContext): Promise<void> => {
  if (!ctx.queue) return;
  for (const job of JOBS) await ctx.queue.boss.createQueue(job.name, { name: job.name, ...job.queue });
};

/** Starts the workers and the periodic schedules (worker roles). */
export const startWorkers = async (ctx: AppContext): Promise<void> => {
  const queue = ctx.queue;
  if (!queue) return;
  await queue.recoverOrphanedJobs();
  for (const job of JOBS) {
    await queue.work(job.name, { batchSize: job.batchSize ?? 1 }, async (jobs) => {
      for (const item of jobs) await job.work(ctx, item.data);
    });
    if (job.cron) await queue.boss.schedule(job.name, job.cron, {});
  }
};
