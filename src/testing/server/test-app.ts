import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { AppContext } from '@/server/context';
import { closeContext, createContext } from '@/server/create-context';
import { createTestDatabase } from './test-database';
import { ensureQueues } from '@/server/jobs/workers';
import type { QueueOptions } from '@/server/jobs/queue';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * A real app on a fresh database (PGlite, or PostgreSQL under TEST_DB_DRIVER=pg) for `app.inject` tests.
 * `env` is the environment the config is parsed from (defaults suit tests: silent logs, a temp DATA_DIR).
 */
export const createTestApp = async (
  env: Record<string, string> = {},
  options: {
    queue?: boolean | QueueOptions;
    logDestination?: DestinationStream;
    /** every route Fastify registers, recorded apart from the app's own table (the sweeps) */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TestApp> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'punchlist-test-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    DEMO_DATA: '0',
    ...env,
  });
  const ctx = await createContext(config, {
    database,
    logDestination: options.logDestination,
    queue:
      options.queue === undefined ? false : options.queue === true ? { maintenanceIntervalSeconds: 1 } : options.queue,
  });
  await ensureQueues(ctx);
  const app = await buildApp(ctx, { onRoute: options.onRoute });
  await app.ready();
  return {
    app,
    ctx,
    dataDir,
    close: async () => {
      await app.close();
      await closeContext(ctx);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
