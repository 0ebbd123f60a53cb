import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// What the build depends on: if any of these changed since the last build, the build is stale.
const INPUTS = ['src', 'content', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];
const SKIP = /(\.test\.tsx?$|\.int\.test\.ts$|\/node_modules\/)/;

const newest = (path) => {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return SKIP.test(path) ? 0 : stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
};

export const sourceFingerprint = () => String(Math.max(...INPUTS.map(newest)));

export const isBuildFresh = () => {
  try {
    return readFileSync('dist/.build-stamp', 'utf8') === sourceFingerprint();
  } catch {
    return false;
  }
};
