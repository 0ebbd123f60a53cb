// The batch CLI on real reports: three dev-corpus reports and one broken file in one warm process, NDJSON on stdout,
// progress and the failures on stderr, a non-zero exit. Without the corpus it is skipped with a notice, except in
// CI (CI=true), where it fails, as the corpus test does.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, SHARED_CORPUS } from './corpus/corpus-paths';

// the three smallest dev reports (three makers' formats)
const REPORTS = ['07-3d-cbhi-denver-co.pdf', '29-checklist-cbhi-co.pdf', '05-homegauge-mdv-pa.pdf'].map((name) =>
  resolve(SHARED_CORPUS, 'dev', name),
);
const available = REPORTS.every((path) => existsSync(path));
if (!available && process.env.CI) throw new Error(`analyze-batch: no corpus at ${SHARED_CORPUS} (required in CI)`);
if (!available) console.warn(`analyze-batch: skipped, no corpus at ${SHARED_CORPUS}`);

// not a database test: run once, not again in the PostgreSQL pass of the integration project
describe.skipIf(!available || process.env.TEST_DB_DRIVER === 'pg')('npm run analyze on many files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'punchlist-batch-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one JSON line per file, names every failure, and exits non-zero', () => {
    const broken = join(dir, 'broken.pdf');
    writeFileSync(broken, '%PDF-1.7\nthis is not really a PDF\n');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/analyze.ts', REPORTS[0]!, REPORTS[1]!, REPORTS[2]!, broken, '--json'],
      { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: 180_000, env: { ...process.env, NO_COLOR: '1' } },
    );
    expect(run.status, run.stderr).toBe(1);

    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    const records = lines.map(
      (line) => JSON.parse(line) as { file: string; ok: boolean; result?: never; error?: never },
    );
    expect(records.map((r) => [r.file, r.ok])).toEqual([
      [REPORTS[0], true],
      [REPORTS[1], true],
      [REPORTS[2], true],
      [broken, false],
    ]);
    for (const record of records.slice(0, 3)) {
      const result = record.result as unknown as { deficiencies: { page: number; quote: string }[]; pages: number };
      expect(result.deficiencies.length).toBeGreaterThan(5);
      expect(result.deficiencies.every((d) => d.page >= 1 && d.page <= result.pages && d.quote.length > 0)).toBe(true);
    }
    expect(records[3]!.error).toEqual({ code: 'corrupt', message: expect.stringContaining('PDF') });

    // progress per file on stderr, then every failure named
    for (const [i, file] of [...REPORTS, broken].entries()) expect(run.stderr).toContain(`[${i + 1}/4] ${file}`);
    expect(run.stderr).toMatch(
      new RegExp(`1 of 4 files failed:\\n  ${broken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `),
    );
  }, 180_000);
});
