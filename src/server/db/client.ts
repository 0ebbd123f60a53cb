import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { applyListSummaryTriggers } from './list-summary-triggers';
import { extractPgliteTemplate, loadPgliteTemplate, type PgliteTemplateVariant } from './pglite-template';
import * as schema from './schema';

/** One typed handle for both engines (the query API is the same; PGlite is cast to it). */
export type Db = NodePgDatabase<typeof schema>;

/** Runs raw SQL with positional parameters on whichever engine is behind the handle (used by pg-boss). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  executeSql: ExecuteSql;
  /** pg only: the connection string, for pg-boss's own pool */
  url: string | undefined;
  /** pg only */
  pool?: pg.Pool;
  close: () => Promise<void>;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

// PGlite has no server to arbitrate: two processes on one data directory would corrupt it. A pid lock file refuses
// the second one with a clear message.
const lockDataDir = (dataDir: string): (() => void) => {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'punchlist.lock');
  try {
    const pid = Number(readFileSync(lockPath, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by another process (pid ${pid}). Stop it first, or use DATABASE_URL (PostgreSQL) to run several processes.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(lockPath, String(process.pid));
  return () => rmSync(lockPath, { force: true });
};

/** Raw SQL on a PGlite client: parameterised queries, or multi-statement scripts (pg-boss's) without parameters. */
export const pgliteExecuteSql =
  (client: PGlite): ExecuteSql =>
  async (text, values) => {
    if (values && values.length > 0) return client.query(text, values) as Promise<{ rows: Record<string, unknown>[] }>;
    // pg-boss sends multi-statement scripts (BEGIN; …; COMMIT) without parameters
    const results = await client.exec(text);
    return (results[results.length - 1] ?? { rows: [] }) as { rows: Record<string, unknown>[] };
  };

const isNewDataDir = (dataDir: string) => !existsSync(join(dataDir, 'PG_VERSION'));

export const openPglite = async (
  dataDir: string | undefined,
  options: { template?: PgliteTemplateVariant } = {},
): Promise<Database> => {
  let unlock = () => {};
  let fresh = true;
  if (dataDir) {
    fresh = isNewDataDir(dataDir);
    unlock = lockDataDir(dataDir);
  }
  // A new database starts from the migrated template when the build made one (initdb is the slow part): the
  // requested variant when it was built, else the empty one (the seeds fill what is missing). On disk it is
  // extracted before PGlite starts, which then opens it like an existing data directory.
  const extracted =
    fresh &&
    !!dataDir &&
    ((!!options.template && extractPgliteTemplate(dataDir, options.template)) || extractPgliteTemplate(dataDir));
  const template = fresh && !extracted ? loadPgliteTemplate() : undefined;
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    url: undefined,
    executeSql: pgliteExecuteSql(client),
    close: async () => {
      await client.close();
      unlock();
    },
  };
};

export const openPg = async (url: string, options: { max?: number } = {}): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (database restart) must not crash the process; requests get 503s.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'pg',
    url,
    pool,
    executeSql: async (text, values) => pool.query(text, values as unknown[]),
    close: () => pool.end(),
  };
};

/** PGlite persisted in DATA_DIR when no DATABASE_URL is given; node-postgres otherwise. */
export const openDatabase = async (options: {
  databaseUrl?: string;
  dataDir: string;
  /** for a new embedded database: start from this template variant (see pglite-template.ts) */
  template?: PgliteTemplateVariant;
}): Promise<Database> =>
  options.databaseUrl
    ? openPg(options.databaseUrl)
    : openPglite(join(options.dataDir, 'pglite'), { template: options.template });

// Several processes may start at once against one PostgreSQL (ROLE=api + ROLE=worker): one migrates at a time.
const MIGRATION_LOCK_KEY = 727_274_001;

export const migrateDatabase = async (database: Database): Promise<void> => {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
    await applyListSummaryTriggers(database);
    return;
  }
  // a session-level lock belongs to one connection: hold it on a dedicated client
  const lockClient = await (database.pool as pg.Pool).connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(database.db, { migrationsFolder: MIGRATIONS_DIR });
    await applyListSummaryTriggers(database);
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
};
