// `npm run dev`: the API (tsx watch, port PORT or 3000) and Vite's dev server (port 5173, proxying /api).
import { spawn } from 'node:child_process';

// The browser is on Vite's origin: the API accepts mutations only from APP_URL's origin, and its links (emails, SMS)
// should open the page you are developing.
const appUrl = process.env.APP_URL ?? `http://localhost:${process.env.WEB_DEV_PORT ?? 5173}`;

const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'src/server/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, APP_URL: appUrl },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
