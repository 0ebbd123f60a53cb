// Builds the migrated PGlite template (see src/server/db/pglite-template.ts); part of `npm run build`.
import { ensurePgliteTemplate } from '../src/server/db/pglite-template';

const started = Date.now();
const path = await ensurePgliteTemplate();
console.log(`build: PGlite template ${path.split('/').slice(-1)[0]} (${Date.now() - started} ms)`);
