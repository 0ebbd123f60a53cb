import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { LIMITS } from '@/contracts/common';
import type { ApiClient } from './api-client';
import { rssOf } from './server-process';

/** A valid PDF just under the upload limit: one page of text and an embedded binary stream (like a photo). */
export const writeBigPdf = async (path: string): Promise<number> => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf
    .addPage([612, 792])
    .drawText('Roof: several shingles are missing at the ridge.', { x: 50, y: 700, size: 11, font });
  const target = LIMITS.maxUploadBytes - 64 * 1024;
  const small = (await pdf.save()).length;
  pdf.context.register(pdf.context.stream(randomBytes(target - small - 1024), { Subtype: 'Image' }));
  const bytes = await pdf.save();
  writeFileSync(path, bytes);
  return bytes.length;
};

export interface MemorySample {
  baselineBytes: number;
  peakBytes: number;
  status: number;
  seconds: number;
}

const SAMPLE_EVERY_MS = 5;

/**
 * The server's RSS (sampled every 5 ms from /proc) before and during one streamed upload, until the server
 * answers it. Baseline: the median over the 300 ms before the upload starts.
 */
export const measureUploadMemory = async (pid: number, client: ApiClient, path: string): Promise<MemorySample> => {
  const before: number[] = [];
  const until = Date.now() + 300;
  while (Date.now() < until) {
    const rss = rssOf(pid);
    if (rss) before.push(rss);
    await new Promise((r) => setTimeout(r, SAMPLE_EVERY_MS));
  }
  before.sort((a, b) => a - b);
  const baselineBytes = before[Math.floor(before.length / 2)] ?? 0;
  let peakBytes = baselineBytes;
  const timer = setInterval(() => {
    peakBytes = Math.max(peakBytes, rssOf(pid) ?? 0);
  }, SAMPLE_EVERY_MS);
  const started = performance.now();
  try {
    const answer = await client.streamUpload(path);
    peakBytes = Math.max(peakBytes, rssOf(pid) ?? 0);
    return { baselineBytes, peakBytes, status: answer.status, seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(timer);
  }
};
