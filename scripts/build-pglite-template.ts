// Builds the PGlite templates (see src/server/db/pglite-template.ts); part of `npm run build`: the migrated empty
// database (tests, DEMO_DATA off) and the server's first-start database (src/server/first-start-template.ts).
import { ensurePgliteTemplate } from '../src/server/db/pglite-template';
import { FIRST_START_TEMPLATE, fillFirstStartTemplate } from '../src/server/first-start-template';

for (const variant of [undefined, { ...FIRST_START_TEMPLATE, fill: fillFirstStartTemplate }]) {
  const started = Date.now();
  const path = await ensurePgliteTemplate(variant);
  console.log(`build: PGlite template ${path.split('/').slice(-1)[0]} (${Date.now() - started} ms)`);
}
