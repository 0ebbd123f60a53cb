import type { Config } from '../config';
import type { AppContext } from '../context';
import { analyzeReportJob } from './analyze-report';
import { deliverWebhookJob } from './deliver-webhook';
import { purgeUploadsJob } from './purge-uploads';
import { reportWatchdogJob } from './report-watchdog';
import { startWorkerLiveness } from './worker-liveness';

export interface JobQueuePolicy {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

export interface JobDefinition {
  name: string;
  /** pg-boss queue options: retries, expiry (a dead worker's job is retried after it), …; or made from the config */
  queue: JobQueuePolicy | ((config: Config) => JobQueuePolicy);
  /** cron schedule (UTC) for periodic jobs */
  cron?: string;
  /** true: runs in every role that works jobs */
  work: (ctx: AppContext, data: unknown) => Promise<unknown>;
  /** jobs fetched per poll (1 for heavy jobs) */
  batchSize?: number;
}

/** Every job, in one registry: adding a job is one line here. */
export const JOBS: JobDefinition[] = [analyzeReportJob, purgeUploadsJob, reportWatchdogJob, deliverWebhookJob];

// pg-boss's create_queue, run by several processes at once on a fresh database, deadlocks (and the losing process
// exited at start-up): one process creates the queues at a time, as with migrations.
const QUEUE_SETUP_LOCK_KEY = 727_274_002;

const oneProcessAtATime = async (ctx: AppContext, work: () => Promise<void>): Promise<void> => {
  const pool = ctx.database.kind === 'pg' ? ctx.database.pool : undefined;
  if (!pool) return work();
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
    await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK_KEY]).catch(() => {});
    client.release();
  }
};

/** Creates every queue (api and worker roles both send). */
export const ensureQueues = async (ctx: AppContext): Promise<void> => {
  const queue = ctx.queue;
  if (!queue) return;
  await oneProcessAtATime(ctx, async () => {
    for (const job of JOBS) {
      const policy = typeof job.queue === 'function' ? job.queue(ctx.config) : job.queue;
      await queue.boss.createQueue(job.name, { name: job.name, ...policy });
      // createQueue leaves an existing queue as it was: a changed policy (or setting) applies from the next start
      await queue.boss.updateQueue(job.name, { name: job.name, ...policy });
    }
  });
};

/** Starts the workers and the periodic schedules (worker roles). */
export const startWorkers = async (ctx: AppContext): Promise<void> => {
  const queue = ctx.queue;
  if (!queue) return;
  // before the orphans: a report a dead worker was analysing says 'restarting' and its job retries at once
  ctx.worker ??= await startWorkerLiveness(ctx);
  await queue.recoverOrphanedJobs();
  for (const job of JOBS) {
    await queue.work(job.name, { batchSize: job.batchSize ?? 1 }, async (jobs) => {
      for (const item of jobs) await job.work(ctx, item.data);
    });
    if (job.cron) await queue.boss.schedule(job.name, job.cron, {});
  }
};
