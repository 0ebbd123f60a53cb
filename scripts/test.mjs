// `npm test`: unit + web + integration (PGlite), the integration suite again on PostgreSQL and the reliability
// suites (real processes) when TEST_DATABASE_URL is set, then the browser tests in Debian's Chromium. A suite that
// cannot run here says so and why.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';

// each suite's wall time is printed after it: CI must stay under its limit, and this says where the time goes
const run = (label, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n${label}: FAILED after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`\n=== ${label}: ${seconds} s ===`);
};

const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
const only = process.argv[2];

if (!only || only === 'fast') {
  run('unit, web and integration tests (PGlite)', [
    ...vitest,
    '--project',
    'unit',
    '--project',
    'web',
    '--project',
    'integration',
  ]);
}

if (!only || only === 'pg') {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('\n=== integration tests on PostgreSQL: SKIPPED (set TEST_DATABASE_URL=postgres://… to run them) ===');
  } else {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.end();
    } catch (error) {
      console.error(`TEST_DATABASE_URL is set but PostgreSQL does not answer: ${error.message}`);
      process.exit(1);
    }
    run('integration tests on PostgreSQL', [...vitest, '--project', 'integration'], { TEST_DB_DRIVER: 'pg' });
  }
}

if (!only || only === 'reliability') {
  // real server processes (built app, ROLE=api/worker) against PostgreSQL: crashes, scale-out, outages, hostile input
  if (!process.env.TEST_DATABASE_URL) {
    console.log('\n=== reliability suites: SKIPPED (they need PostgreSQL: set TEST_DATABASE_URL=postgres://…) ===');
  } else {
    run('reliability suites (real processes, PostgreSQL)', [...vitest, '--project', 'reliability']);
  }
}

if (!only || only === 'e2e') {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.log(`\n=== browser tests: SKIPPED (no Chromium at ${chromium}; apt-get install -y chromium) ===`);
  } else {
    run('browser tests (Playwright, Chromium)', ['node_modules/@playwright/test/cli.js', 'test']);
    // the browser tests ran on a fresh build of the sources: its manifest says what a first visit downloads
    run('JS budgets (built SPA)', ['node_modules/tsx/dist/cli.mjs', 'scripts/check-web-budgets.ts']);
  }
}
