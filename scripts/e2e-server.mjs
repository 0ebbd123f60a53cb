// The server the browser tests run against: a fresh data directory every run, then `npm start`'s path.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? '.tmp/e2e', { recursive: true, force: true });
const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
