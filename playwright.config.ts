import { defineConfig } from '@playwright/test';

// Browser tests against the real server (built SPA + API + worker, fresh embedded database) in Debian's Chromium.
// specs that switch maintenance mode or other settings every visitor sees
const SITE_WIDE = [/admin\.spec\.ts$/, /auth\.spec\.ts$/];
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `.tmp/e2e-${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // spec files run two at a time (tests within a file in order); the specs that switch site-wide state
  // (maintenance mode) run afterwards, alone, so they never change the site under another test
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'app', testIgnore: SITE_WIDE },
    { name: 'site-wide', testMatch: SITE_WIDE, dependencies: ['app'], workers: 1 },
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
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      NODE_ENV: 'test',
      DEMO_DATA: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      BOOTSTRAP_ADMIN_USERNAME: 'e2e-admin',
      BOOTSTRAP_ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'e2e-admin-password',
    },
  },
});
