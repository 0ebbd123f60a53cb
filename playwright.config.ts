import { defineConfig } from '@playwright/test';

// Browser tests against the real server (built SPA + API + worker, fresh embedded database) in Debian's Chromium.
// specs that switch maintenance mode or other settings every visitor sees
const SITE_WIDE = [/admin\.spec\.ts$/, /auth\.spec\.ts$/];
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `.tmp/e2e-${PORT}`;
// the site-wide specs get a server of their own, so they run beside the others instead of after them
const SITE_PORT = PORT + 1;
const APP_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

const server = (port: number, dataDir: string) => ({
  command: `node scripts/e2e-server.mjs`,
  url: `http://localhost:${port}/api/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    DEMO_DATA: '1',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    BOOTSTRAP_ADMIN_USERNAME: 'e2e-admin',
    BOOTSTRAP_ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'e2e-admin-password',
  },
});

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // spec files run two at a time (tests within a file in order); the specs that switch site-wide state
  // (maintenance mode) run one at a time on their own server, so they never change the site under another test
  fullyParallel: false,
  workers: APP_WORKERS + 1,
  projects: [
    { name: 'app', testIgnore: SITE_WIDE, workers: APP_WORKERS },
    { name: 'site-wide', testMatch: SITE_WIDE, workers: 1, use: { baseURL: `http://localhost:${SITE_PORT}` } },
  ],
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // started one after the other: the first builds the app when the build is stale, the second finds it fresh
  webServer: [server(PORT, DATA_DIR), server(SITE_PORT, `${DATA_DIR}-site`)],
});
