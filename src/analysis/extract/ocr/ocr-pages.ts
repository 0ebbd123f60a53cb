import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AnalysisError } from '../../types';
import { loadPdfjs } from '../load-pdfjs';
import type { RawPage } from '../pdf-runs';
import { defaultOcrWorkers, type OcrEngine, type RecognizedPage, startOcrEngine } from './ocr-engine';
import { type Checkbox, eraseCheckboxes, findCheckboxes, withCheckboxes } from './checkboxes';
import { type OcrWord, scaleWords, wordsToRuns } from './ocr-runs';
import { insideAny } from './page-image';
import { invertLabels, type Label } from './reverse-labels';
import { type RenderedPage, renderPage } from './render-page';
import { imageCoverage, OUTLINED_TEXT_CURVES, outlinedCurves, SCAN_IMAGE_COVERAGE } from './scanned-pages';
import { readingScore, readsUpright } from './upright-read';

export interface OcrOptions {
  /** image-only pages read per report; a report with more fails with a reason */
  maxPages: number;
  /** rendering resolution for OCR */
  dpi: number;
  /** tesseract workers; defaults to the machine's cores (at most 4) */
  workers?: number;
  /** called before the first page and after each page is read */
  onProgress?: (done: number, total: number) => void | Promise<void>;
  signal?: AbortSignal;
}

export const DEFAULT_OCR_MAX_PAGES = 80;
export const DEFAULT_OCR_DPI = 200;
/**
 * The resolution tesseract is given: its LSTM reads small print best at about 300 DPI (9–10 pt type then has an
 * x-height of ~20 px; at 200 DPI it has ~14 px, and thin grey type loses its points: "2.5.4 E." reads "2.54 E").
 * A page is rendered and looked at (labels, photos, ink) at the configured DPI; below this, the image OCR reads is
 * that render enlarged to it. No detail is added, but the letters are the size tesseract was trained on: on a dev
 * report of small grey headings, recall under OCR went from 88 % to the text layer's 96 %, for ~1.5× tesseract's
 * time (1.7 -> 2.5 s a page, one worker).
 */
const OCR_READ_DPI = 300;

/** `unreadable`: how many of the pages have a text layer that is not their words (read as pictures all the same) */
export const tooManyScannedPagesMessage = (pages: number, max: number, unreadable = 0) =>
  unreadable * 2 > pages
    ? `This PDF has ${pages} pages whose text cannot be decoded (the program that wrote the PDF left no readable text), so they would have to be read as pictures; up to ${max} such pages can be read. Please upload the original PDF from your inspector.`
    : `This PDF has ${pages} scanned pages (pictures of pages, without selectable text); up to ${max} scanned pages can be read. Please upload the original PDF from your inspector, or a shorter scan.`;

const checkAbort = (signal?: AbortSignal) => {
  if (signal?.aborted) throw new AnalysisError('timeout', 'The analysis was cancelled.');
};

// Opened a second time with images (the text pass skips them): only when some page has no text layer; also how a
// page is rendered for the viewer (render-report-page.ts).
export const openWithImages = async (data: Uint8Array): Promise<PDFDocumentProxy> => {
  const { getDocument } = await loadPdfjs();
  return getDocument({
    data: data.slice(),
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  }).promise;
};

/**
 * Dark type on a band, once the band is paper, is a heading like any other, yet tesseract's page layout sometimes
 * leaves a wide one out (a centred heading across a page of two columns); read on its own, it reads. Only bands with
 * no word read inside them are read again.
 */
const skippedBands = async (
  engine: OcrEngine,
  rendered: RenderedPage,
  dpi: number,
  labels: Label[],
  words: OcrWord[],
): Promise<OcrWord[]> => {
  const found: OcrWord[] = [];
  for (const band of labels) {
    if (!band.darkType || words.some((w) => insideAny(w.bbox, [band]))) continue;
    const k = rendered.enlarged;
    const region = { x0: band.x0 * k, y0: band.y0 * k, x1: band.x1 * k, y1: band.y1 * k };
    const read = await engine.recognize(rendered.image, dpi * k, region);
    found.push(...scaleWords(read.words, 1 / k));
  }
  return found;
};

/** Reads one page: upright first; a page that reads poorly is tried a quarter turn either way (a sideways scan). */
const readScannedPage = async (
  doc: PDFDocumentProxy,
  number: number,
  engine: OcrEngine,
  dpi: number,
): Promise<RawPage> => {
  const page = await doc.getPage(number);
  try {
    let best: { rendered: RenderedPage; labels: Label[]; boxes: Checkbox[]; page: RecognizedPage } | null = null;
    for (const turns of [0, 1, 3]) {
      let labels: Label[] = [];
      let boxes: Checkbox[] = [];
      const rendered = await renderPage(
        page,
        dpi,
        turns,
        'png',
        (pixels) => {
          boxes = findCheckboxes(pixels, dpi / 72);
          labels = invertLabels(pixels);
          eraseCheckboxes(pixels, boxes);
        },
        Math.max(1, OCR_READ_DPI / dpi),
      );
      const big = await engine.recognize(rendered.image, dpi * rendered.enlarged);
      const read = { ...big, words: scaleWords(big.words, 1 / rendered.enlarged) };
      read.words.push(...(await skippedBands(engine, rendered, dpi, labels, read.words)));
      if (!best || readingScore(read) > readingScore(best.page)) best = { rendered, labels, boxes, page: read };
      if (turns === 0 && readsUpright(read)) break;
    }
    const { rendered, labels, boxes, page: read } = best!;
    const runs = wordsToRuns(withCheckboxes(read.words, boxes), rendered.scale, rendered.pixels, labels);
    return {
      number,
      width: best!.rendered.width,
      height: best!.rendered.height,
      runs,
      symbol: runs.map(() => false),
    };
  } finally {
    page.cleanup();
  }
};

/**
 * OCR of the text-less pages that hold a scan (one image over most of the page) or text drawn as shapes, and of the
 * pages whose text cannot be decoded (`undecodable`, read whatever they draw): each becomes a page of runs built from
 * the recognised words. Other candidates (blank pages, vector drawings) are left out, so a report of blank pages
 * still fails as having no text. Past `maxPages` such pages the report fails before any OCR.
 */
export const ocrScannedPages = async (
  data: Uint8Array,
  candidates: number[],
  opts: OcrOptions,
  undecodable: ReadonlySet<number> = new Set(),
): Promise<Map<number, RawPage>> => {
  const read = new Map<number, RawPage>();
  if (candidates.length === 0) return read;
  const { OPS } = await loadPdfjs();
  const doc = await openWithImages(data);
  try {
    const scans: number[] = [];
    for (const number of candidates) {
      checkAbort(opts.signal);
      if (undecodable.has(number)) {
        scans.push(number);
        continue;
      }
      const page = await doc.getPage(number);
      const list = await page.getOperatorList();
      // a picture of text, or text drawn as shapes: either way only its rendering can be read
      if (
        imageCoverage(OPS, list, page.view) >= SCAN_IMAGE_COVERAGE ||
        outlinedCurves(OPS, list) >= OUTLINED_TEXT_CURVES
      )
        scans.push(number);
    }
    if (scans.length === 0) return read;
    if (scans.length > opts.maxPages) {
      const unreadable = scans.filter((n) => undecodable.has(n)).length;
      throw new AnalysisError('too_many_pages', tooManyScannedPagesMessage(scans.length, opts.maxPages, unreadable));
    }
    const workers = Math.min(scans.length, opts.workers ?? defaultOcrWorkers());
    let done = 0;
    await opts.onProgress?.(0, scans.length);
    const engine = await startOcrEngine(workers);
    try {
      const queue = [...scans];
      // as many pages in flight as workers: each renders on this thread while the others recognise
      await Promise.all(
        Array.from({ length: workers }, async () => {
          for (let number = queue.shift(); number !== undefined; number = queue.shift()) {
            checkAbort(opts.signal);
            read.set(number, await readScannedPage(doc, number, engine, opts.dpi));
            await opts.onProgress?.(++done, scans.length);
          }
        }),
      );
    } finally {
      await engine.terminate();
    }
    return read;
  } finally {
    await doc.destroy().catch(() => undefined);
  }
};
