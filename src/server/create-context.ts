import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { type AppContext, createHooks } from './context';
import { type Database, migrateDatabase, openDatabase } from './db/client';
import { FIRST_START_TEMPLATE } from './first-start-template';
import { createJobQueue, type QueueOptions } from './jobs/queue';
import { createLogger } from './logger';
import { createProviders } from './providers';

export interface CreateContextOptions {
  /** an already open database (tests); otherwise opened from the config */
  database?: Database;
  /** start the job queue (pg-boss) */
  queue?: boolean | QueueOptions;
  /** tests: capture the log */
  logDestination?: DestinationStream;
}

/** Opens the database (migrating it), the job queue and the providers: everything the app and workers share. */
export const createContext = async (config: Config, options: CreateContextOptions = {}): Promise<AppContext> => {
  const log = createLogger(config, options.logDestination);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      // a new embedded database starts with the demo directory and pg-boss's schema already there (built with the app)
      template: config.demoData ? FIRST_START_TEMPLATE : undefined,
    }));
  await migrateDatabase(database);
  const queueOptions = options.queue === undefined || options.queue === true ? {} : options.queue;
  const queue =
    options.queue === false
      ? null
      : await createJobQueue(database, {
          supervise: config.role !== 'api',
          maintenanceIntervalSeconds: config.jobMaintenanceIntervalSeconds,
          ...(queueOptions || {}),
        });
  const providers = await createProviders(config, database);
  return {
    config,
    database,
    db: database.db,
    queue,
    providers,
    log,
    hooks: createHooks(),
  };
};

/** Stops the queue before the database it runs on (and the worker's heartbeat around it). */
export const closeContext = async (ctx: AppContext): Promise<void> => {
  ctx.worker?.stop();
  await ctx.queue?.stop().catch(() => {});
  // after the queue: a job it left unfinished is restarted by the other workers at once
  await ctx.worker?.retire().catch(() => {});
  await ctx.database.close();
};
