// `npm run test:pg`: the integration suite against PostgreSQL (TEST_DATABASE_URL, default the local server).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const result = spawnSync(process.execPath, ['scripts/test.mjs', 'pg'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
