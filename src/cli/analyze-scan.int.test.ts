// The CLI on a scan: a one-page image-only PDF (a few large typed words rendered to a picture, made here, no corpus)
// is read by OCR, with the per-page progress on stderr. A real process (tsx, tesseract.js and its model load in it):
// a few seconds, so it is an integration test, not a unit test.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { imageOnlyPdf } from '../analysis/extract/ocr/image-only-pdf';
import { PROJECT_ROOT } from './corpus/corpus-paths';

const scanOfWords = async (lines: string[]) => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([360, 40 + 36 * lines.length]);
  lines.forEach((text, i) => page.drawText(text, { x: 20, y: page.getHeight() - 44 - 36 * i, size: 24, font }));
  return imageOnlyPdf(await doc.save(), { dpi: 100 });
};

// not a database test: run once, not again in the PostgreSQL pass of the integration project
describe.skipIf(process.env.TEST_DB_DRIVER === 'pg')('npm run analyze on a scan', () => {
  const dir = mkdtempSync(join(tmpdir(), 'punchlist-scan-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the image-only page by OCR and prints per-page progress on stderr', async () => {
    const scan = join(dir, 'scan.pdf');
    writeFileSync(scan, await scanOfWords(['ROOF LEAKS', 'WATER HEATER']));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/analyze.ts', scan, '--json'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, NO_COLOR: '1', OCR_WORKERS: '1' },
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain(`${scan}: reading scanned pages (0 of 1)`);
    expect(run.stderr).toContain(`${scan}: reading scanned pages (1 of 1)`);
    // the page was read, not failed as a scan without text
    const record = JSON.parse(run.stdout.trim()) as { ok: boolean; result: { pages: number } };
    expect(record).toMatchObject({ ok: true, result: { pages: 1 } });
  }, 60_000);
});
