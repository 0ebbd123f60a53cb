// Builds scanned (image-only) versions of corpus reports for the OCR measurement: each page rendered by poppler's
// pdftoppm (a different renderer from the engine's pdf.js, as a real scanner is) to a JPEG, wrapped as the only
// content of a PDF page. The files go to a git-ignored cache (.cache/ocr-scans), never into the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { PROJECT_ROOT } from '../corpus/corpus-paths';

export const SCAN_CACHE = resolve(PROJECT_ROOT, '.cache/ocr-scans');

/** JPEGs of a PDF's pages (all, or `pages`) at `dpi`, in page order. */
export const rasterize = (pdf: string, dpi: number, pages?: { first: number; last: number }): Buffer[] => {
  const dir = mkdtempSync(join(tmpdir(), 'punchlist-scan-'));
  try {
    const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
    execFileSync('pdftoppm', ['-r', String(dpi), '-jpeg', '-jpegopt', 'quality=85', ...range, pdf, join(dir, 'p')]);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.jpg'))
      .sort()
      .map((f) => readFileSync(join(dir, f)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** The image turned by `degrees` about its centre on white paper (a skewed or sideways scan); 90° swaps the sides. */
export const turnImage = async (jpeg: Buffer, degrees: number): Promise<Buffer> => {
  const image = await loadImage(jpeg);
  const rad = (degrees * Math.PI) / 180;
  const w = Math.round(Math.abs(image.width * Math.cos(rad)) + Math.abs(image.height * Math.sin(rad)));
  const h = Math.round(Math.abs(image.width * Math.sin(rad)) + Math.abs(image.height * Math.cos(rad)));
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, h);
  ctx.translate(w / 2, h / 2);
  ctx.rotate(rad);
  ctx.drawImage(image, -image.width / 2, -image.height / 2);
  return canvas.encode('jpeg', 85);
};

/** A PDF whose pages are the given JPEGs, each page sized so the image is `dpi` dots per inch. */
export const imagesToPdf = async (jpegs: Buffer[], dpi: number): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  for (const jpeg of jpegs) {
    const image = await pdf.embedJpg(jpeg);
    const width = (image.width * 72) / dpi;
    const height = (image.height * 72) / dpi;
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  }
  return pdf.save();
};

/** The cached scan named `name`, built by `make` the first time. */
export const cachedScan = async (name: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> => {
  const file = join(SCAN_CACHE, `${name}.pdf`);
  if (existsSync(file)) return new Uint8Array(readFileSync(file));
  mkdirSync(SCAN_CACHE, { recursive: true });
  const data = await make();
  writeFileSync(file, data);
  return data;
};
