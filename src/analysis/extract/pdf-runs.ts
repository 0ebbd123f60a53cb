import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { AnalysisError, type TextRun } from '../types';
import { isBoldFont, isItalicFont, isSymbolFont } from './font-style';
import { loadPdfjs, pdfWorker } from './load-pdfjs';
import { ocrScannedPages, type OcrOptions } from './ocr/ocr-pages';
import { textlessPages } from './ocr/scanned-pages';
import { readableChars, TEXTLESS_PAGE_CHARS, undecodablePages } from './ocr/undecodable-text';
import { withBackgrounds } from './backgrounds';
import { readingTurn, uprightFrame } from './page-orientation';
import { type FilledBox, type OperatorFont, type OperatorTextItem, operatorListText } from './operator-text';

export interface RawPage {
  number: number;
  width: number;
  height: number;
  runs: TextRun[];
  /** true when the run's font is a symbol font (Wingdings…), index-aligned with runs */
  symbol: boolean[];
}

export interface PdfLoadOptions {
  maxPages: number;
  deadline: number;
  signal?: AbortSignal;
  /** OCR of pages that are pictures of text; false: such pages stay empty (and a scanned report fails) */
  ocr?: OcrOptions | false;
}

const SCANNED_MESSAGE =
  'This PDF contains no selectable text (it looks scanned). Please upload the original PDF from your inspector, or a text export.';

const UNREADABLE_SCAN_MESSAGE =
  'No text could be recognised on the scanned pages of this PDF (the scan may be too faint, blurred or small). Please upload the original PDF from your inspector, or a clearer scan.';

const checkTime = (opts: PdfLoadOptions) => {
  if (opts.signal?.aborted) throw new AnalysisError('timeout', 'The analysis was cancelled.');
  if (performance.now() > opts.deadline) {
    throw new AnalysisError('timeout', 'Reading this PDF took too long. Please try again, or upload a smaller file.');
  }
};

const openPdf = async (data: Uint8Array): Promise<PDFDocumentProxy> => {
  const { getDocument } = await loadPdfjs();
  try {
    // pdf.js detaches the buffer it is given, so hand it a copy; images are skipped (maxImageSize 0): we only
    // need text, fonts and colours, and decoding photos would cost seconds.
    return await getDocument({
      data: data.slice(),
      worker: await pdfWorker(),
      maxImageSize: 0,
      verbosity: 0,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
    }).promise;
  } catch (error) {
    const name = (error as { name?: string } | null)?.name ?? '';
    if (name === 'PasswordException') {
      throw new AnalysisError(
        'encrypted',
        'This PDF is password-protected. Please remove the password (or ask your inspector for an unlocked copy) and upload it again.',
      );
    }
    throw new AnalysisError(
      'corrupt',
      'This file could not be read as a PDF (it may be damaged or incomplete). Please upload the original report.',
    );
  }
};

type PageItem = Pick<OperatorTextItem, 'str' | 'transform' | 'width' | 'height' | 'fontName' | 'color'> & {
  background?: string;
};

const loadedFont = (page: PDFPageProxy, id: string): OperatorFont | null => {
  try {
    return page.commonObjs.has(id) ? (page.commonObjs.get(id) as OperatorFont | null) : null;
  } catch {
    return null;
  }
};

// Fonts reach commonObjs asynchronously (after the font loader's bind): wait for those the page names, so the glyph
// maths uses each font's own matrix and writing direction.
const settleFonts = async (page: PDFPageProxy, ids: Set<string>) => {
  const pending = [...ids].filter((id) => !page.commonObjs.has(id));
  if (pending.length === 0) return;
  await Promise.race([
    Promise.all(pending.map((id) => new Promise<void>((resolve) => page.commonObjs.get(id, () => resolve())))),
    new Promise<void>((resolve) => setTimeout(resolve, 1000).unref?.()),
  ]);
};

// One pass over the content stream: the operator list has the glyphs (text, widths), fill colours and fonts, and
// text items are rebuilt from it exactly as getTextContent builds them (operator-text.ts). Reading the page twice
// (getTextContent + getOperatorList) cost ~1.7× as much.
const readItems = async (page: PDFPageProxy): Promise<PageItem[]> => {
  const { AnnotationMode, OPS } = await loadPdfjs();
  try {
    const list = await page.getOperatorList({ annotationMode: AnnotationMode.ENABLE });
    const fonts = new Set<string>();
    for (let i = 0; i < list.fnArray.length; i++) {
      const name = list.fnArray[i] === OPS.setFont ? (list.argsArray[i] as unknown[] | undefined)?.[0] : undefined;
      if (typeof name === 'string') fonts.add(name);
    }
    await settleFonts(page, fonts);
    const boxes: FilledBox[] = [];
    const items = operatorListText(OPS, list, page.view, (id) => loadedFont(page, id), { codes: OPS, boxes });
    return withBackgrounds(items, boxes, page.view);
  } catch (error) {
    if (error instanceof AnalysisError) throw error;
    // an operator list pdf.js cannot build: the text alone, without colours
    const content = await page.getTextContent({ disableNormalization: true });
    return content.items.filter((it): it is TextItem => 'str' in it).map((it) => ({ ...it, color: null }));
  }
};

const fontNameOf = (page: PDFPageProxy, fontId: string | null, cache: Map<string, string>): string => {
  if (!fontId) return 'unknown';
  let name = cache.get(fontId);
  if (name === undefined) {
    const font = loadedFont(page, fontId) as (OperatorFont & { fallbackName?: string }) | null;
    // a font that failed to load has no name; its style family (or its id) is the best there is
    name = (typeof font?.name === 'string' && font.name) || font?.fallbackName || fontId;
    if (font) cache.set(fontId, name);
  }
  return name;
};

const COLOR = /^#[0-9a-f]{6}$/i;

const readPage = async (page: PDFPageProxy, fontNames: Map<string, string>): Promise<RawPage> => {
  const items = await readItems(page);
  const frame = uprightFrame(page.view, readingTurn(items));
  const runs: TextRun[] = [];
  const symbol: boolean[] = [];
  for (const item of items) {
    if (item.str.trim() === '') continue;
    const [a, b, c, d, e = 0, f = 0] = item.transform as number[];
    const [x, y] = frame.point(e, f);
    const size = Math.hypot(c ?? 0, d ?? 0) || Math.hypot(a ?? 0, b ?? 0) || item.height || 10;
    const fontName = fontNameOf(page, item.fontName, fontNames);
    const style = fontStyles(fontName);
    runs.push({
      text: item.str,
      x,
      y,
      width: item.width,
      height: size,
      fontName,
      bold: style.bold,
      italic: style.italic,
      color: item.color && COLOR.test(item.color) ? item.color.toLowerCase() : null,
      ...(item.background ? { background: item.background } : {}),
    });
    symbol.push(style.symbol);
  }
  return { number: page.pageNumber, width: frame.width, height: frame.height, runs, symbol };
};

const styleCache = new Map<string, { bold: boolean; italic: boolean; symbol: boolean }>();
const fontStyles = (fontName: string) => {
  let style = styleCache.get(fontName);
  if (!style) {
    style = { bold: isBoldFont(fontName), italic: isItalicFont(fontName), symbol: isSymbolFont(fontName) };
    if (styleCache.size < 5000) styleCache.set(fontName, style);
  }
  return style;
};

/** Reads every page's text runs with position, font and fill colour. */
export const readPdfRuns = async (data: Uint8Array, opts: PdfLoadOptions): Promise<RawPage[]> => {
  const doc = await openPdf(data);
  try {
    if (doc.numPages > opts.maxPages) {
      throw new AnalysisError(
        'too_many_pages',
        `This PDF has ${doc.numPages} pages; reports of up to ${opts.maxPages} pages can be analysed.`,
      );
    }
    const pages: RawPage[] = [];
    const fontNames = new Map<string, string>();
    // pages pdf.js could not read are never OCR candidates: rendering them would parse the same bad content again
    const unreadable = new Set<number>();
    for (let n = 1; n <= doc.numPages; n++) {
      checkTime(opts);
      let page: PDFPageProxy;
      try {
        page = await doc.getPage(n);
      } catch {
        unreadable.add(n);
        pages.push({ number: n, width: 612, height: 792, runs: [], symbol: [] });
        continue;
      }
      try {
        pages.push(await readPage(page, fontNames));
      } catch (error) {
        if (error instanceof AnalysisError) throw error;
        unreadable.add(n);
        pages.push({ number: n, width: 612, height: 792, runs: [], symbol: [] });
      } finally {
        page.cleanup();
      }
    }
    // pages that are pictures of text are read by OCR (its own time budget: the server's limit grows per page)
    // and so are pages whose text layer gives no words (its characters undecodable), whatever they draw
    const undecodable = new Set(opts.ocr ? undecodablePages(pages) : []);
    const candidates = opts.ocr
      ? [...new Set([...textlessPages(pages), ...undecodable])].filter((n) => !unreadable.has(n)).sort((a, b) => a - b)
      : [];
    let ocrPages = 0;
    if (opts.ocr && candidates.length > 0) {
      const ocr = { ...opts.ocr, signal: opts.ocr.signal ?? opts.signal };
      const read = await ocrScannedPages(data, candidates, ocr, undecodable);
      ocrPages = read.size;
      for (const [number, page] of read) pages[number - 1] = page;
    }
    // a scanned report may carry a typed cover page or a stamp, but most of its pages have no text at all
    const visible = pages.map(readableChars);
    const total = visible.reduce((a, b) => a + b, 0);
    const blank = visible.filter((n) => n < TEXTLESS_PAGE_CHARS).length;
    if (total < 10 || (pages.length >= 2 && blank >= Math.ceil(pages.length * 0.7))) {
      throw new AnalysisError('scanned', ocrPages > 0 ? UNREADABLE_SCAN_MESSAGE : SCANNED_MESSAGE);
    }
    return pages;
  } finally {
    await doc.destroy().catch(() => undefined);
  }
};

/** the messages of a scan the engine could not read: the server tells a scan from other failures by them */
export const SCANNED_PDF_MESSAGES: readonly string[] = [SCANNED_MESSAGE, UNREADABLE_SCAN_MESSAGE];
