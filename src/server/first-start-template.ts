import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import PgBoss from 'pg-boss';
import { type Db, pgliteExecuteSql } from './db/client';
import type { PgliteTemplateVariant } from './db/pglite-template';
import * as schema from './db/schema';
import { JOBS } from './jobs/workers';
import { DEMO_VERSION } from './modules/contractors/demo-directory';
import { seedDemoDirectory } from './modules/contractors/seed-demo-directory';
import { PROJECT_ROOT } from './paths';

// What a server's first start with the demo directory (DEMO_DATA on, the default outside production) would do to a
// new embedded database, done once at build time instead: the ~30,000 demo contractors loaded (2–3 s), pg-boss's
// schema (~1 s) and the job queues (~1 s: a partition table each) created; ensureQueues still applies each queue's
// configured policy at start. A new DATA_DIR starts from this template (pglite-template.ts), so the first start
// costs about what a restart does. The version names what is inside, so a new demo directory, pg-boss or job is
// rebuilt.

// bump when fillFirstStartTemplate changes what it does
const FILL_REVISION = 2;

const pgBossVersion = (): string =>
  String(JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules/pg-boss/package.json'), 'utf8')).version);

export const FIRST_START_TEMPLATE: PgliteTemplateVariant = {
  name: 'first-start',
  version: `${FILL_REVISION} ${DEMO_VERSION} pg-boss ${pgBossVersion()} queues ${JOBS.map((job) => job.name).join(',')}`,
};

/** Fills a migrated template database (see scripts/build-pglite-template.ts). */
export const fillFirstStartTemplate = async (client: PGlite): Promise<void> => {
  await seedDemoDirectory({ db: drizzle({ client, schema }) as unknown as Db });
  const boss = new PgBoss({ db: { executeSql: pgliteExecuteSql(client) }, supervise: false, schedule: false });
  await boss.start();
  for (const job of JOBS) await boss.createQueue(job.name, { name: job.name });
  await boss.stop({ graceful: false, wait: true });
  // rows fresh from one big transaction carry no commit hints: the first start's first scan of the directory would
  // set them all (measured: ~0.8 s); a frozen, checkpointed dump opens like a database that has been running
  await client.exec('VACUUM (FREEZE, ANALYZE)');
  await client.exec('CHECKPOINT');
};
