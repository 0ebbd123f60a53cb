// The JS budgets, checked from the built SPA's Vite manifest (npm test runs it after the browser tests, which build
// the app): the landing page ≤ 150 kB and the signed-in app at / ≤ 200 kB, gzipped. Exit 1 over a budget.
import { existsSync } from 'node:fs';
import { measureWebBundles, WEB_BUDGETS } from '../bench/web-bundle';

const WEB_DIR = 'dist/web';
if (!existsSync(`${WEB_DIR}/.vite/manifest.json`)) {
  console.error(`${WEB_DIR} has no build: run npm run build first`);
  process.exit(1);
}

const { landing, signedIn } = measureWebBundles(WEB_DIR);
const checks = [
  { name: 'landing page', gzipBytes: landing.gzipBytes, budget: WEB_BUDGETS.landingGzipBytes },
  { name: 'signed-in app at /', gzipBytes: signedIn.gzipBytes, budget: WEB_BUDGETS.signedInGzipBytes },
];
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
let over = 0;
for (const check of checks) {
  const ok = check.gzipBytes <= check.budget;
  if (!ok) over++;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${check.name}: ${kB(check.gzipBytes)} gzipped (budget ${kB(check.budget)})`);
}
process.exit(over > 0 ? 1 : 0);
