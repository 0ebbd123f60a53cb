import type { KnipConfig } from 'knip';

// Unused files, exports and dependencies (`npm run lint`, so CI and `npm run check`). Entry points beyond what
// knip's plugins find (vite's index.html, vitest and playwright configs and their test files): the two server
// bundles, the CLIs, the scripts and the benchmarks.
const config: KnipConfig = {
  entry: [
    'src/server/server.ts',
    'src/server/jobs/analysis-worker.ts',
    'src/cli/*.ts',
    'scripts/*.{mjs,ts}',
    'bench/*.{ts,mjs}',
  ],
  project: ['src/**/*.{ts,tsx,css}', 'scripts/**/*.{mjs,ts}', 'bench/**/*.{ts,mjs}', 'e2e/**/*.ts'],
  // src/web/styles.css imports tailwindcss and the font: its @import lines read as imports
  compilers: { css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n') },
  // an export the file itself uses is part of its interface, not dead code
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // loaded with createRequire (a CommonJS JSON-heavy package kept out of the bundle): knip cannot see it
    'zipcodes',
    // the types of smtp-server (the test SMTP server), which knip does not pair with their package
    '@types/smtp-server',
  ],
  // system programs: pdftotext (bench baseline), pdftoppm (the OCR eval's scanned copies) and useradd (the throwaway
  // PostgreSQL cluster of the outage test)
  ignoreBinaries: ['pdftotext', 'pdftoppm', 'useradd'],
};

export default config;
