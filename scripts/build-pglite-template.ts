// Builds the PGlite templates (see src/server/db/pglite-template.ts); part of `npm run build`: the migrated empty
// database (tests, DEMO_DATA off) and the same with the demo contractor directory loaded (a server's first start).
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../src/server/db/client';
import { ensurePgliteTemplate } from '../src/server/db/pglite-template';
import * as schema from '../src/server/db/schema';
import { DEMO_DIRECTORY_TEMPLATE, seedDemoDirectory } from '../src/server/modules/contractors/seed-demo-directory';

for (const variant of [
  undefined,
  {
    ...DEMO_DIRECTORY_TEMPLATE,
    fill: async (client: PGlite) => {
      await seedDemoDirectory({ db: drizzle({ client, schema }) as unknown as Db });
    },
  },
]) {
  const started = Date.now();
  const path = await ensurePgliteTemplate(variant);
  console.log(`build: PGlite template ${path.split('/').slice(-1)[0]} (${Date.now() - started} ms)`);
}
