import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { blogHtmlPlugin } from './scripts/blog-html-plugin.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Four projects: fast unit tests (node), component tests (jsdom), integration tests that talk to a database
// (PGlite per file, or PostgreSQL when TEST_DATABASE_URL is set) and the reliability suites (real processes).
export default defineConfig({
  resolve: { alias },
  test: {
    // vitest's default is one worker fewer than the cores: one worker on CI's two-core machine, where most test time
    // is spent waiting on databases, child processes and timers; two keep both cores busy
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // pure functions: the files of a worker share one module graph instead of a new process and imports each
          // (the project's CPU time halved: 100 s -> 43 s, measured side by side on the shared machine)
          isolate: false,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          // the first test of a worker to read a PDF loads pdf.js (about 2.5 s alone, twice that with both cores busy):
          // a one-time cost that the default 5 s left no room for on a loaded machine
          testTimeout: 15_000,
        },
      },
      {
        plugins: [react(), blogHtmlPlugin()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/testing/web/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          // each file builds its own app on its own database; sharing the module graph of a worker saves the imports
          // (no file mocks a module: the route sweeps record routes through createTestApp's onRoute)
          isolate: false,
          include: ['src/**/*.int.test.ts'],
          exclude: ['src/testing/reliability/**'],
          globalSetup: ['src/testing/server/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // real server processes on PostgreSQL (scripts/test.mjs runs it when TEST_DATABASE_URL is set), one file
        // at a time: they measure time and memory
        resolve: { alias },
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['src/testing/reliability/**/*.int.test.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
