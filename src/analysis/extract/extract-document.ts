import { AnalysisError, type ExtractedDocument, type PageText } from '../types';
import { layoutLines } from './layout-lines';
import { removePageFurniture, removeTextFurniture } from './page-furniture';
import { DEFAULT_OCR_DPI, DEFAULT_OCR_MAX_PAGES, type OcrOptions } from './ocr/ocr-pages';
import { readPdfRuns } from './pdf-runs';
import { decodeText, looksLikeText, textToPages } from './plain-text';

export type ExtractOptions = {
  kind?: 'pdf' | 'text';
  signal?: AbortSignal;
  maxPages?: number;
  timeoutMs?: number;
  /** OCR of image-only pages (on by default, with DEFAULT_OCR_MAX_PAGES and DEFAULT_OCR_DPI); false turns it off */
  ocr?: Partial<OcrOptions> | false;
};

export const DEFAULT_MAX_PAGES = 300;
export const DEFAULT_TIMEOUT_MS = 60_000;

const isPdf = (data: Uint8Array) => {
  const head = new TextDecoder('latin1').decode(data.subarray(0, 1024));
  return head.includes('%PDF-');
};

const detectKind = (data: Uint8Array): 'pdf' | 'text' => {
  if (isPdf(data)) return 'pdf';
  if (looksLikeText(data)) return 'text';
  throw new AnalysisError(
    'unsupported',
    'This file is neither a PDF nor a text file. Please upload the report as a PDF.',
  );
};

const extractPdf = async (data: Uint8Array, opts: ExtractOptions): Promise<ExtractedDocument> => {
  const raw = await readPdfRuns(data, {
    maxPages: opts.maxPages ?? DEFAULT_MAX_PAGES,
    deadline: performance.now() + (opts.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    signal: opts.signal,
    ocr:
      opts.ocr === false
        ? false
        : {
            maxPages: DEFAULT_OCR_MAX_PAGES,
            dpi: DEFAULT_OCR_DPI,
            ...Object.fromEntries(Object.entries(opts.ocr ?? {}).filter(([, v]) => v !== undefined)),
          },
  });
  const laid = raw.map((page) => ({
    number: page.number,
    width: page.width,
    height: page.height,
    lines: layoutLines(page),
  }));
  const pages: PageText[] = removePageFurniture(laid).map((p) => ({
    ...p,
    text: p.lines.map((l) => l.text).join('\n'),
  }));
  return { kind: 'pdf', pageCount: pages.length, pages };
};

/** Turns a report's bytes into pages of lines with styling. Throws AnalysisError for unreadable input. */
export const extractDocument = async (data: Uint8Array, opts: ExtractOptions = {}): Promise<ExtractedDocument> => {
  if (data.length === 0) throw new AnalysisError('empty', 'This file is empty: there is no report to analyse.');
  // a PDF sent as 'text' (a mislabelled upload) is still read as a PDF
  const kind = opts.kind === 'text' && isPdf(data) ? 'pdf' : (opts.kind ?? detectKind(data));
  if (kind === 'text' && !looksLikeText(data)) {
    throw new AnalysisError(
      'unsupported',
      'This file is neither a PDF nor a text file. Please upload the report as a PDF.',
    );
  }
  if (kind === 'pdf') {
    if (!isPdf(data)) {
      throw new AnalysisError(
        'corrupt',
        'This file is not a valid PDF (it may be damaged or incomplete). Please upload the original report.',
      );
    }
    return extractPdf(data, opts);
  }
  const raw = textToPages(decodeText(data));
  if (raw.length > (opts.maxPages ?? DEFAULT_MAX_PAGES) * 2) {
    throw new AnalysisError('too_many_pages', 'This text report is too long to analyse.');
  }
  // a text export keeps the running headers and footers a PDF's reading drops (page numbers, the form's footer)
  const pages = removeTextFurniture(raw).map((p) => ({ ...p, text: p.lines.map((l) => l.text).join('\n') }));
  return { kind: 'text', pageCount: pages.length, pages };
};
