// Builds the SPA (Vite → dist/web) and the server (esbuild → dist/server), then stamps the build.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { sourceFingerprint } from './build-fingerprint.mjs';

const started = Date.now();
// NODE_ENV=production whatever the caller's (the e2e server runs with NODE_ENV=test): otherwise Vite bundles
// React's development build, ~1.6x larger and slower.
execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});

const serverBuild = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
};
await build({ ...serverBuild, entryPoints: ['src/server/server.ts'], outfile: 'dist/server/server.js' });
// the analysis engine's child process (src/server/jobs/analysis-process.ts forks it from beside server.js)
await build({
  ...serverBuild,
  entryPoints: ['src/server/jobs/analysis-worker.ts'],
  outfile: 'dist/server/analysis-worker.js',
});

// a migrated embedded database to copy for a fresh DATA_DIR (first start in ~1 s instead of ~5 s)
execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build-pglite-template.ts'], {
  stdio: 'inherit',
});

mkdirSync('dist', { recursive: true });
writeFileSync('dist/.build-stamp', sourceFingerprint());
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
