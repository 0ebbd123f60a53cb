import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { WorkerLiveness } from './jobs/worker-liveness';
import type { Providers } from './providers';

/** Events other modules react to without the emitting module knowing them (e.g. a signup bonus on registration). */
export interface AppHooks {
  userRegistered: ((userId: number) => Promise<void>)[];
  profileUpdated: ((userId: number) => Promise<void>)[];
  /** the analysis job finished a report (completed or failed) */
  analysisFinished: ((event: {
    userId: number;
    reportId: number;
    filename: string;
    status: 'completed' | 'failed';
    deficiencyCount: number;
    /** whether the owner may see the findings: a locked report's notification must not count them */
    hasFullAccess: boolean;
    failureReason: string | null;
  }) => Promise<void>)[];
  creditsPurchased: ((event: { userId: number; credits: number; sessionId: string }) => Promise<void>)[];
  reportUnlocked: ((event: { userId: number; reportId: number; filename: string }) => Promise<void>)[];
  messagesSent: ((event: { userId: number; reportId: number; sent: number; total: number }) => Promise<void>)[];
  /** a stored upload was deleted by the 72-hour retention job (the analysis stays) */
  uploadPurged: ((event: { userId: number; reportId: number; filename: string }) => Promise<void>)[];
}

export const createHooks = (): AppHooks => ({
  userRegistered: [],
  profileUpdated: [],
  analysisFinished: [],
  creditsPurchased: [],
  reportUnlocked: [],
  messagesSent: [],
  uploadPurged: [],
});

/** Runs every listener of an event; a failing listener is logged, never fails the emitter. */
export const emit = async <K extends keyof AppHooks>(
  ctx: { hooks: AppHooks; log: FastifyBaseLogger },
  event: K,
  payload: Parameters<AppHooks[K][number]>[0],
): Promise<void> => {
  for (const listener of ctx.hooks[event] as ((p: typeof payload) => Promise<void>)[]) {
    try {
      await listener(payload);
    } catch (error) {
      ctx.log.warn({ err: error, event }, 'hook listener failed');
    }
  }
};

/** Everything a module needs, built once at start-up (or per test) and passed down explicitly. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** null when this process neither sends nor works jobs (never in practice: api sends, worker works) */
  queue: JobQueue | null;
  providers: Providers;
  hooks: AppHooks;
  log: FastifyBaseLogger;
  /** set by startWorkers in processes that work jobs: this worker's id and heartbeat (jobs/worker-liveness.ts) */
  worker?: WorkerLiveness;
}
