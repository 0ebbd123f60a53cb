import { ensurePgliteTemplate } from '@/server/db/pglite-template';

// Integration tests: build the migrated PGlite template once, so every test file's fresh database loads it.
export default async function setup(): Promise<void> {
  await ensurePgliteTemplate();
}
