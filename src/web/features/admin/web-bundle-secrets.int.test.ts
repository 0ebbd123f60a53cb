import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The spec's client embedded a fixed admin secret in the browser bundle. Ours must not: build the SPA with
// distinctive secret values in the environment, as a careless `define` or VITE_ variable would pick them up, and
// look for them in every file of the output.

const SECRETS = {
  ADMIN_API_TOKEN: 'adm1n-t0ken-9f3c2b7e5d1a4c8b-should-never-ship',
  ADMIN_PASSWORD: 'adm1n-passw0rd-7d2e-should-never-ship',
  STRIPE_SECRET_KEY: 'sk_test_51Zz9StripeSecretShouldNeverShip',
  STRIPE_WEBHOOK_SECRET: 'whsec_StripeWebhookSecretShouldNeverShip',
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'tw1l10-auth-token-should-never-ship',
  AI_API_KEY: 'sk-ai-key-should-never-ship-4b1d',
  S3_SECRET_ACCESS_KEY: 's3-secret-should-never-ship-77aa',
  GOOGLE_PLACES_API_KEY: 'AIzaPlacesKeyShouldNeverShip0000',
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

// a build, not a database test: it runs once, in the PGlite pass, not again as a second Vite build in the PostgreSQL
// pass of the integration project
describe.skipIf(process.env.TEST_DB_DRIVER === 'pg')('the web bundle', () => {
  let outDir = '';
  afterAll(() => outDir && rmSync(outDir, { recursive: true, force: true }));

  it('carries no secret from the build environment, the admin pages included', { timeout: 300_000 }, async () => {
    outDir = mkdtempSync(join(tmpdir(), 'punchlist-web-bundle-'));
    await promisify(execFile)(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        env: {
          ...process.env,
          ...SECRETS,
          // the same values under the prefix Vite does expose, in case someone reads them that way
          ...Object.fromEntries(Object.entries(SECRETS).map(([key, value]) => [`VITE_${key}`, value])),
          NODE_ENV: 'production',
        },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const files = filesUnder(outDir);
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    const contents = files.map((file) => ({ file, text: readFileSync(file, 'latin1') }));
    // the scan covers the admin pages: their chunk calls the admin API
    expect(contents.some(({ text }) => text.includes('/api/admin/reports'))).toBe(true);
    for (const [name, value] of Object.entries(SECRETS)) {
      const leaks = contents.filter(({ text }) => text.includes(value)).map(({ file }) => file);
      expect(leaks, `${name} found in the bundle`).toEqual([]);
    }
    // and the browser never sends a bearer token of its own: admin access is the session's role
    const bearer = contents.filter(({ text }) => /Bearer\s/.test(text) && text.includes('/api/admin'));
    expect(bearer.map(({ file }) => file)).toEqual([]);
  });
});
