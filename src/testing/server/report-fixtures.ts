import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { StoredCostEstimate } from '@/server/db/schema';
import type { TestClient } from './http-client';

// Test helpers for the reports module: multipart bodies, small generated reports, the real dev corpus.

export interface UploadPart {
  field?: string;
  filename: string;
  contentType?: string;
  data: Buffer | Uint8Array | string;
}

const BOUNDARY = '----punchlistTestBoundary7MA4YWxkTrZu0gW';

/** A multipart/form-data body with the given file parts (field `file` by default). */
export const multipart = (parts: UploadPart[]): { payload: Buffer; headers: Record<string, string> } => {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
};

export const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
export const multipartHead = (filename: string, contentType: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
export const multipartTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

export const upload = (client: TestClient, part: UploadPart) => {
  const body = multipart([part]);
  return client.post('/api/reports/upload', body.payload, body.headers);
};

/** Our own short inspection write-up (not corpus text): a few clear defects in several categories. */
export const SAMPLE_REPORT_LINES = [
  'PROPERTY INSPECTION REPORT',
  'Property Address: 4417 Juniper Hollow Lane, Austin, TX 78745',
  'Inspection Date: 02/11/2025',
  '',
  'ELECTRICAL SYSTEMS',
  'Deficient: The main panel has a double-tapped breaker, a safety hazard. Recommend a licensed electrician correct it.',
  'Deficient: Kitchen countertop receptacles lack GFCI protection. Recommend installing GFCI receptacles.',
  '',
  'PLUMBING SYSTEMS',
  'Deficient: Active leak observed at the water heater drain valve. Recommend a licensed plumber repair.',
  '',
  'ROOF COVERING',
  'Deficient: Several shingles are missing on the rear slope. Recommend a qualified roofer replace them.',
];

export const sampleTextReport = (): string => SAMPLE_REPORT_LINES.join('\n');

/** A small real PDF with a text layer. */
export const makeTextPdf = async (lines: string[] = SAMPLE_REPORT_LINES): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([612, 792]);
  let y = 740;
  for (const line of lines) {
    if (y < 60) {
      page = doc.addPage([612, 792]);
      y = 740;
    }
    const isHeading = line.length > 0 && line === line.toUpperCase();
    for (const piece of wrap(line, 95)) {
      page.drawText(piece, { x: 54, y, size: 10, font: isHeading ? bold : font, color: rgb(0, 0, 0) });
      y -= 14;
    }
    if (line === '') y -= 6;
  }
  return Buffer.from(await doc.save());
};

/** A PDF with pages but no text layer, like a scanned report. */
export const makeScannedPdf = async (): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  for (let i = 0; i < 2; i++) {
    const page = doc.addPage([612, 792]);
    page.drawRectangle({ x: 50, y: 50, width: 500, height: 690, color: rgb(0.9, 0.9, 0.85) });
  }
  return Buffer.from(await doc.save());
};

const wrap = (text: string, width: number): string[] => {
  if (text.length <= width) return [text];
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > width) {
      out.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) out.push(line);
  return out;
};

const repoRoot = (): string => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('repository root not found');
    dir = parent;
  }
  return dir;
};

/** The real dev-corpus PDFs (../shared/corpus/dev from the repo root); empty when the corpus is absent. */
export const corpusPdfs = (): string[] => {
  const dir = resolve(repoRoot(), '..', 'shared', 'corpus', 'dev');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.pdf'))
    .sort()
    .map((name) => join(dir, name));
};

export const waitFor = async <T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 45_000, intervalMs = 100 } = {},
): Promise<T> => {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
};

/** Polls GET /status until the report leaves `processing`; returns the final status body. */
export const waitForAnalysis = (client: TestClient, reportId: number, timeoutMs = 45_000) =>
  waitFor(
    async () =>
      (await client.get(`/api/reports/${reportId}/status`)).json() as {
        status: string;
        stage: string;
        failureReason: string | null;
        failureKind?: string | null;
      },
    (body) => body.status !== 'processing',
    { timeoutMs },
  );

/** A cost estimate as an analysis stores it, for finding rows written straight to the database. */
export const storedEstimate = (minCost: number, averageCost: number, maxCost: number): StoredCostEstimate => ({
  minCost,
  averageCost,
  maxCost,
  laborCost: averageCost * 0.6,
  materialCost: averageCost * 0.4,
  currency: 'USD',
  sourceKey: 'test',
  sourceLabel: 'Test catalog',
  region: 'TX',
  urgency: 'high',
  priorityScore: 2,
  matchedKeywords: [],
  totalKeywords: 0,
  bniItemCode: 'T-1',
  bniDescription: 'test item',
  uncertaintyPct: 20,
  materialCitations: [],
  laborCitations: [],
});
