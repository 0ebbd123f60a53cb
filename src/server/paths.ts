import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The same code runs from src/ (tsx, tests) and from dist/ (built): find the project root by its package.json.
const findRoot = (): string => {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === 'punchlist') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (package.json named punchlist)');
    dir = parent;
  }
};

export const PROJECT_ROOT = findRoot();
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'src/server/db/migrations');
export const WEB_DIST_DIR = join(PROJECT_ROOT, 'dist/web');
