import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { Providers } from './providers';

/** Events other modules react to without the emitting module knowing them (e.g. a signup bonus on registration). */
export interface AppHooks {
  userRegistered: ((userId: number) => Promise<void>)[];
  profileUpdated: ((userId: number) => Promise<void>)[];
}

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
}
