import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpSession } from './http-session';
import {
  adminDatabaseUrl,
  createScratchDatabase,
  ensureBuilt,
  type ScratchDatabase,
  type ServerProcess,
  startServer,
} from './server-process';

/** Printed once per suite that cannot run here, so a skipped suite is never silent. */
export const skipNotice = (suite: string, why: string): void => {
  console.warn(`\n[reliability] ${suite}: SKIPPED (${why})\n`);
};

export const needsPostgres = (suite: string): boolean => {
  if (adminDatabaseUrl()) return true;
  skipNotice(suite, 'set TEST_DATABASE_URL=postgres://… to run it');
  return false;
};

export interface Cluster {
  db: ScratchDatabase;
  dataDir: string;
  apis: ServerProcess[];
  workers: ServerProcess[];
  /** environment every process of the cluster gets */
  env: Record<string, string>;
  startWorker: () => Promise<ServerProcess>;
  /** what the processes logged at level error or above, unhandled errors included (a silent exit: check alive()) */
  problems: () => string[];
  close: () => Promise<void>;
}

/**
 * API and worker processes sharing one scratch database and one DATA_DIR (local storage is shared between the API
 * that stores an upload and the worker that reads it), like a scaled-out deployment on one machine.
 */
export const startCluster = async (options: {
  apis: number;
  workers: number;
  env?: Record<string, string>;
  databaseAdminUrl?: string;
}): Promise<Cluster> => {
  ensureBuilt();
  const adminUrl = options.databaseAdminUrl ?? adminDatabaseUrl();
  if (!adminUrl) throw new Error('startCluster needs TEST_DATABASE_URL');
  const db = await createScratchDatabase(adminUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'punchlist-reliability-'));
  const env = options.env ?? {};
  const all: ServerProcess[] = [];
  const start = async (role: 'api' | 'worker') => {
    const server = await startServer({ role, databaseUrl: db.url, dataDir, env });
    all.push(server);
    return server;
  };
  try {
    const apis = await Promise.all(Array.from({ length: options.apis }, () => start('api')));
    const workers = await Promise.all(Array.from({ length: options.workers }, () => start('worker')));
    return {
      db,
      dataDir,
      apis,
      workers,
      env,
      startWorker: async () => {
        const worker = await start('worker');
        workers.push(worker);
        return worker;
      },
      problems: () =>
        all.flatMap((server) => [
          ...server.logs
            .filter((line) => (line.level ?? 0) >= 50)
            .map((line) => `${server.role}: ${line.msg} ${JSON.stringify(line.err ?? '')}`),
          ...server.rawOutput
            .filter((line) => /unhandled|uncaught|FATAL|out of memory/i.test(line))
            .map((line) => `${server.role}: ${line}`),
        ]),
      close: async () => {
        await Promise.all(all.map((server) => server.stop()));
        await db.drop().catch(() => {});
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all(all.map((server) => server.stop('SIGKILL')));
    await db.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
};

let counter = 0;
export const uniqueUser = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export const signedIn = async (baseUrl: string, prefix: string) => {
  const session = new HttpSession(baseUrl);
  const user = await session.register(uniqueUser(prefix));
  return { session, user };
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` says so; throws with the last value after `timeoutMs`. */
export const pollUntil = async <T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 60_000, intervalMs = 200 } = {},
): Promise<T> => {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out after ${timeoutMs} ms; last value ${JSON.stringify(value).slice(0, 2000)}`);
    await sleep(intervalMs);
  }
};
