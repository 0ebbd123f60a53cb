import { and, eq, type SQL } from 'drizzle-orm';
import type { Stage } from '@/contracts/reports';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';

/**
 * One run of the analysis job on one report. `generation` is the report's processingStartedAt (set by upload and
 * by every retry) and `attempt` the run's number within it: every write of the run is conditional on both, so a
 * run that was superseded (a retry, a re-run after an expiry, the watchdog, a delete) can never overwrite newer
 * state.
 */
export interface ReportRun {
  reportId: number;
  generation: Date;
  attempt: number;
}

export class RunSupersededError extends Error {
  constructor() {
    super('the report changed under this analysis run');
    this.name = 'RunSupersededError';
  }
}

export const runIsCurrent = (run: ReportRun): SQL =>
  and(
    eq(reports.id, run.reportId),
    eq(reports.status, 'processing'),
    eq(reports.processingStartedAt, run.generation),
    eq(reports.attempts, run.attempt),
  ) as SQL;

/**
 * Starts a run: counts the attempt, records the worker process running it (jobs/worker-liveness.ts: the run restarts
 * if that worker dies) and moves to 'extracting'. Null when the report is not waiting for analysis.
 */
export const claimRun = async (db: Db, reportId: number, workerId: string | null = null): Promise<ReportRun | null> => {
  const [report] = await db
    .select({
      status: reports.status,
      generation: reports.processingStartedAt,
      attempts: reports.attempts,
    })
    .from(reports)
    .where(eq(reports.id, reportId))
    .limit(1);
  if (!report || report.status !== 'processing' || !report.generation) return null;
  const previous: ReportRun = { reportId, generation: report.generation, attempt: report.attempts };
  const [claimed] = await db
    .update(reports)
    .set({ attempts: report.attempts + 1, stage: 'extracting', stageProgress: null, workerId })
    .where(runIsCurrent(previous))
    .returning({ id: reports.id });
  return claimed ? { ...previous, attempt: report.attempts + 1 } : null;
};

/** Records the stage the UI shows; throws RunSupersededError when the run is no longer current. */
export const setRunStage = async (
  db: Db,
  run: ReportRun,
  stage: Stage,
  progress: { done: number; total: number } | null = null,
): Promise<void> => {
  const [row] = await db
    .update(reports)
    .set({ stage, stageProgress: progress })
    .where(runIsCurrent(run))
    .returning({ id: reports.id });
  if (!row) throw new RunSupersededError();
};

export const isRunCurrent = async (db: Db, run: ReportRun): Promise<boolean> => {
  const [row] = await db.select({ id: reports.id }).from(reports).where(runIsCurrent(run)).limit(1);
  return Boolean(row);
};

export const completeRun = async (
  db: Db,
  run: ReportRun,
  timings: Record<string, number>,
  engineVersion: string,
): Promise<boolean> => {
  const [row] = await db
    .update(reports)
    .set({
      status: 'completed',
      stage: 'done',
      failureReason: null,
      completedAt: new Date(),
      timings,
      engineVersion,
      workerId: null,
    })
    .where(runIsCurrent(run))
    .returning({ id: reports.id });
  return Boolean(row);
};

export const failRun = async (db: Db, run: ReportRun, reason: string): Promise<boolean> => {
  const [row] = await db
    .update(reports)
    .set({ status: 'failed', failureReason: reason, completedAt: new Date(), workerId: null })
    .where(runIsCurrent(run))
    .returning({ id: reports.id });
  return Boolean(row);
};

/** Between attempts of a transient failure: the report waits for pg-boss's retry. */
export const requeueRun = async (db: Db, run: ReportRun): Promise<void> => {
  await db.update(reports).set({ stage: 'queued', workerId: null }).where(runIsCurrent(run));
};
