import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

export interface QueueOptions {
  /** how often expired jobs (a dead worker's) are failed over to a retry */
  maintenanceIntervalSeconds?: number;
  /** workers poll this often; a send in the same process wakes them at once */
  pollingIntervalSeconds?: number;
  /** run maintenance and cron schedules in this process (worker roles) */
  supervise?: boolean;
}

export interface JobQueue {
  boss: PgBoss;
  send: (name: string, data: object, options?: PgBoss.SendOptions) => Promise<string | null>;
  work: <T>(name: string, options: PgBoss.WorkOptions, handler: PgBoss.WorkHandler<T>) => Promise<string>;
  stop: () => Promise<void>;
  /** PGlite is single-process: jobs left active by a previous run are orphans; put them back to retry now */
  recoverOrphanedJobs: () => Promise<number>;
}

export const createJobQueue = async (database: Database, options: QueueOptions = {}): Promise<JobQueue> => {
  const supervise = options.supervise ?? true;
  const boss =
    database.kind === 'pg' && database.url
      ? new PgBoss({
          connectionString: database.url,
          max: 4,
          supervise,
          schedule: supervise,
          maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
        })
      : new PgBoss({
          db: { executeSql: (text, values) => database.executeSql(text, values) },
          supervise,
          schedule: supervise,
          maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
        });
  // pg-boss reports connection trouble as events; an unhandled 'error' event would crash the process.
  boss.on('error', (error) => {
    if (process.env.NODE_ENV !== 'test') console.error('[jobs]', error.message);
  });
  await boss.start();

  const workers = new Set<string>();
  const polling = options.pollingIntervalSeconds ?? 0.5;

  return {
    boss,
    send: async (name, data, sendOptions) => {
      const id = await boss.send(name, data, sendOptions ?? {});
      for (const workerId of workers) boss.notifyWorker(workerId);
      return id;
    },
    work: async <T>(name: string, workOptions: PgBoss.WorkOptions, handler: PgBoss.WorkHandler<T>) => {
      let id = '';
      // pg-boss waits out the polling interval after every fetch, even one that found work: a backlog of quick jobs
      // drained at two a second per worker. A worker that just finished a job looks for the next one at once.
      const workerId = await boss.work<T>(name, { pollingIntervalSeconds: polling, ...workOptions }, async (jobs) => {
        try {
          return await handler(jobs);
        } finally {
          if (jobs.length > 0 && id) boss.notifyWorker(id);
        }
      });
      id = workerId;
      workers.add(id);
      return id;
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
    recoverOrphanedJobs: async () => {
      if (database.kind !== 'pglite') return 0;
      const { rows } = await database.executeSql(
        "select name, id::text as id from pgboss.job where state = 'active'",
        [],
      );
      for (const row of rows) await boss.fail(String(row.name), String(row.id), { message: 'worker restarted' });
      return rows.length;
    },
  };
};
