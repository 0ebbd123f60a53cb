// Generates the SQL migration from the drizzle schema (src/server/db/schema).
// Until the first release the project keeps one initial migration, regenerated from the schema, so parallel
// work never produces conflicting migration numbers. After a release, switch to incremental `drizzle-kit generate`.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('src/server/db/migrations', { recursive: true, force: true });
execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'init'], { stdio: 'inherit' });
