import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { type AppContext, emit } from '../context';
import { reports, workerHeartbeats } from '../db/schema';
import { ANALYZE_REPORT_JOB } from '../modules/reports/enqueue-analysis';
import { ANALYSIS_FAILED_MESSAGE } from '../modules/reports/report-messages';
import { failRun } from '../modules/reports/report-run';

// A worker that dies mid-analysis (SIGKILL, out of memory, a lost machine) leaves its pg-boss job active, and
// pg-boss retries it only once it expires (ANALYSIS_JOB_EXPIRE_SECONDS, 5 minutes by default: it must outlast the
// slowest real analysis). Liveness says sooner: every worker process writes a heartbeat row, every
// WORKER_HEARTBEAT_SECONDS, by the database's clock; the report records the worker that claimed its current attempt
// (report-run.ts claimRun). A report whose worker has been silent for three intervals (or whose row is gone) is
// restarted: its stage says 'restarting' and its active job is failed over to pg-boss's retry, which any live worker
// takes. Every step is a conditional write, so any number of workers can look at once and each report restarts once.

/** Heartbeats missed before a worker is presumed dead. */
export const MISSED_HEARTBEATS = 3;

export interface WorkerLiveness {
  /** this process's worker id (recorded on the reports it claims) */
  id: string;
  /** stops beating (before the queue stops) */
  stop: () => void;
  /** after the queue stopped: the row goes, so a job left unfinished is restarted at once, not in 3 intervals */
  retire: () => Promise<void>;
}

type LivenessContext = Pick<AppContext, 'db' | 'database' | 'queue' | 'config' | 'hooks' | 'log'>;

const beat = async (ctx: LivenessContext, workerId: string) => {
  await ctx.db
    .insert(workerHeartbeats)
    .values({ workerId })
    .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { lastSeenAt: sql`now()` } });
};

/** The pg-boss analysis jobs of a report in a state (pg-boss keeps the job's data: {reportId}). */
const jobsOf = async (ctx: LivenessContext, reportId: number, states: 'active' | 'pending'): Promise<string[]> => {
  const { rows } = await ctx.database.executeSql(
    `select id::text as id from pgboss.job
      where name = $1 and data->>'reportId' = $2
        and state in (${states === 'active' ? "'active'" : "'created', 'retry', 'active'"})`,
    [ANALYZE_REPORT_JOB, String(reportId)],
  );
  return rows.map((row) => String(row.id));
};

/**
 * Restarts every report whose analysis was claimed by a worker that is no longer alive. `alsoDead`: worker ids known
 * dead whatever their heartbeat says (on the embedded database, every other worker at start: one process per data
 * directory). Returns the reports restarted (or failed, when their job had no retry left).
 */
export const restartDeadWorkerRuns = async (
  ctx: LivenessContext,
  options: { alsoDead?: 'every-other-worker'; self?: string } = {},
): Promise<number> => {
  const queue = ctx.queue;
  if (!queue) return 0;
  const staleSeconds = ctx.config.workerHeartbeatSeconds * MISSED_HEARTBEATS;
  const everyOther = options.alsoDead === 'every-other-worker' && options.self !== undefined;
  const dead = await ctx.db
    .select({
      id: reports.id,
      workerId: reports.workerId,
      generation: reports.processingStartedAt,
      attempt: reports.attempts,
      userId: reports.userId,
      filename: reports.filename,
      unlockedAt: reports.unlockedAt,
    })
    .from(reports)
    .leftJoin(workerHeartbeats, eq(workerHeartbeats.workerId, reports.workerId))
    .where(
      and(
        eq(reports.status, 'processing'),
        sql`${reports.workerId} is not null`,
        everyOther
          ? sql`${reports.workerId} <> ${options.self}`
          : sql`(${workerHeartbeats.workerId} is null
                 or ${workerHeartbeats.lastSeenAt} < now() - make_interval(secs => ${staleSeconds}::int))`,
      ),
    );

  let restarted = 0;
  for (const report of dead) {
    if (!report.generation || !report.workerId) continue;
    const run = { reportId: report.id, generation: report.generation, attempt: report.attempt };
    // one process wins each report: the write is conditional on the run and the dead worker still holding it
    const [claimed] = await ctx.db
      .update(reports)
      .set({ stage: 'restarting', workerId: null })
      .where(
        and(
          eq(reports.id, run.reportId),
          eq(reports.status, 'processing'),
          eq(reports.processingStartedAt, run.generation),
          eq(reports.attempts, run.attempt),
          eq(reports.workerId, report.workerId),
        ),
      )
      .returning({ id: reports.id });
    if (!claimed) continue;
    restarted++;
    const log = ctx.log.child({ reportId: report.id, deadWorker: report.workerId, attempt: run.attempt });
    for (const jobId of await jobsOf(ctx, report.id, 'active')) {
      await queue.boss.fail(ANALYZE_REPORT_JOB, jobId, { message: `worker ${report.workerId} died` });
      // pg-boss waits out its retry backoff (10–20 s by the second attempt): the worker's death is no error of the
      // report's, so it runs again now
      await ctx.database.executeSql(
        `update pgboss.job set start_after = now() where name = $1 and id = $2::uuid and state = 'retry'`,
        [ANALYZE_REPORT_JOB, jobId],
      );
    }
    if ((await jobsOf(ctx, report.id, 'pending')).length > 0) {
      log.warn('the worker analysing this report died; the analysis restarts');
      continue;
    }
    // no retry left (the report took its worker down every time), or no job at all: the report fails, it does not
    // wait for the watchdog's timeout
    log.error('the worker analysing this report died on its last attempt; the report fails');
    if (await failRun(ctx.db, run, ANALYSIS_FAILED_MESSAGE)) {
      await emit(ctx, 'analysisFinished', {
        userId: report.userId,
        reportId: report.id,
        filename: report.filename,
        status: 'failed',
        deficiencyCount: 0,
        hasFullAccess: report.unlockedAt !== null,
        failureReason: ANALYSIS_FAILED_MESSAGE,
      });
    }
  }
  return restarted;
};

/** Heartbeat rows of workers gone for a day: nobody will ask about them again. */
const pruneHeartbeats = async (ctx: LivenessContext) => {
  await ctx.db.delete(workerHeartbeats).where(sql`${workerHeartbeats.lastSeenAt} < now() - interval '1 day'`);
};

/**
 * Starts this process's heartbeat (worker roles) and, at each beat, restarts the runs of dead workers. At start it
 * looks at once: a worker started to replace a dead one picks up its reports without waiting for the next beat.
 */
export const startWorkerLiveness = async (ctx: LivenessContext): Promise<WorkerLiveness> => {
  const id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  await beat(ctx, id);
  if (ctx.database.kind === 'pglite') {
    // one process per data directory: every other worker's analysis died with it
    await ctx.db.delete(workerHeartbeats).where(sql`${workerHeartbeats.workerId} <> ${id}`);
    await restartDeadWorkerRuns(ctx, { alsoDead: 'every-other-worker', self: id });
  } else {
    await restartDeadWorkerRuns(ctx);
  }
  let stopped = false;
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      await beat(ctx, id);
      await restartDeadWorkerRuns(ctx);
      await pruneHeartbeats(ctx);
    } catch (error) {
      // a database outage: the next beat tries again (warn: an outage is reported where it is noticed first)
      ctx.log.warn({ err: error }, 'worker heartbeat failed');
    }
  };
  const timer = setInterval(() => {
    if (stopped || running) return;
    running = tick().finally(() => {
      running = null;
    });
  }, ctx.config.workerHeartbeatSeconds * 1000);
  timer.unref();
  return {
    id,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
    retire: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      await ctx.db.delete(workerHeartbeats).where(eq(workerHeartbeats.workerId, id));
    },
  };
};
