// `npm start`: builds when the build is missing or stale, then serves API + SPA + worker (ROLE=all by default).
import { spawn, execFileSync } from 'node:child_process';
import { isBuildFresh } from './build-fingerprint.mjs';

if (!isBuildFresh()) {
  console.log('start: building (the build is missing or older than the sources)…');
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/server.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
