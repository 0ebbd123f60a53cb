import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageOnlyPdf } from '@/analysis/extract/ocr/image-only-pdf';
import type { CorpusFile } from './corpus';

const PAGES = 4;
const SCAN_DPI = 200;

export interface OcrTiming {
  name: string;
  pages: number;
  secondsPerPage: number;
  peakRssMb: number;
}

/**
 * OCR cost: the first pages of a dev report made image-only (rendered at 200 DPI, as JPEG pages), read by
 * the engine with its default OCR settings in a fresh process (ocr-probe.ts), whose peak RSS is the figure.
 */
export const benchOcr = async (report: CorpusFile, work: string): Promise<OcrTiming> => {
  const scan = await imageOnlyPdf(new Uint8Array(readFileSync(report.path)), {
    dpi: SCAN_DPI,
    pages: Array.from({ length: PAGES }, (_, i) => i + 1),
  });
  const file = join(work, 'scan.pdf');
  writeFileSync(file, scan);
  const probe = spawnSync(process.execPath, ['--import', 'tsx', 'bench/ocr-probe.ts', file], { encoding: 'utf8' });
  if (probe.status !== 0) throw new Error(`the OCR probe failed: ${probe.stderr.slice(-500)}`);
  const line = probe.stdout.trim().split('\n').at(-1) ?? '{}';
  const result = JSON.parse(line) as { pages: number; seconds: number; peakRssMb: number };
  return {
    name: report.name,
    pages: result.pages,
    secondsPerPage: result.seconds / Math.max(1, result.pages),
    peakRssMb: result.peakRssMb,
  };
};
