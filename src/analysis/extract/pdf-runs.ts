import {
  AnnotationMode,
  getDocument,
  OPS,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { AnalysisError, type TextRun } from '../types';
import { isBoldFont, isItalicFont, isSymbolFont } from './font-style';

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
}

const SCANNED_MESSAGE =
  'This PDF contains no selectable text (it looks scanned). Please upload the original PDF from your inspector, or a text export.';

const checkTime = (opts: PdfLoadOptions) => {
  if (opts.signal?.aborted) throw new AnalysisError('timeout', 'The analysis was cancelled.');
  if (performance.now() > opts.deadline) {
    throw new AnalysisError('timeout', 'Reading this PDF took too long. Please try again, or upload a smaller file.');
  }
};

const openPdf = async (data: Uint8Array): Promise<PDFDocumentProxy> => {
  try {
    // pdf.js detaches the buffer it is given, so hand it a copy; images are skipped (maxImageSize 0): we only
    // need text, fonts and colours, and decoding photos would cost seconds.
    return await getDocument({
      data: data.slice(),
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

interface ColorSegment {
  chars: number;
  color: string | null;
  fontId: string | null;
}

const countChars = (s: string) => {
  let n = 0;
  for (const ch of s) if (ch.trim() !== '') n++;
  return n;
};

// Walks the operator list and records, in drawing order, how many visible characters were shown in which fill
// colour. Text content items come in the same content-stream order, so the two can be aligned by character count.
const colorSegments = (fnArray: number[], argsArray: unknown[][]): ColorSegment[] => {
  const segments: ColorSegment[] = [];
  const stack: (string | null)[] = [];
  let color: string | null = '#000000';
  let fontId: string | null = null;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i];
    switch (fn) {
      case OPS.save:
      case OPS.paintFormXObjectBegin:
        stack.push(color);
        break;
      case OPS.restore:
      case OPS.paintFormXObjectEnd:
        color = stack.length ? (stack.pop() ?? null) : color;
        break;
      case OPS.setFillRGBColor:
        color = typeof args?.[0] === 'string' ? (args[0] as string) : null;
        break;
      case OPS.setFillTransparent:
      case OPS.setFillColorN:
        color = null;
        break;
      case OPS.setFont:
        fontId = typeof args?.[0] === 'string' ? (args[0] as string) : null;
        break;
      case OPS.showText:
      case OPS.showSpacedText:
      case OPS.nextLineShowText:
      case OPS.nextLineSetSpacingShowText: {
        const glyphs = args?.[args.length - 1];
        if (!Array.isArray(glyphs)) break;
        let chars = 0;
        for (const g of glyphs) {
          const u = (g as { unicode?: string } | null)?.unicode;
          if (typeof u === 'string') chars += countChars(u);
        }
        if (chars > 0) segments.push({ chars, color, fontId });
        break;
      }
      default:
        break;
    }
  }
  return segments;
};

const fontNameOf = (page: PDFPageProxy, fontId: string | null, fallback: string): string => {
  if (!fontId) return fallback;
  try {
    if (page.commonObjs.has(fontId)) {
      const font = page.commonObjs.get(fontId) as { name?: string } | null;
      if (font?.name) return font.name;
    }
  } catch {
    // a font that failed to load has no name; the style family is the best we have
  }
  return fallback;
};

const readPage = async (page: PDFPageProxy, withStyles: boolean): Promise<RawPage> => {
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  const content = await page.getTextContent({ disableNormalization: true });
  const items = content.items.filter((it): it is TextItem => 'str' in it);
  let segments: ColorSegment[] = [];
  if (withStyles) {
    try {
      const ops = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
      segments = colorSegments(ops.fnArray, ops.argsArray as unknown[][]);
    } catch {
      segments = [];
    }
  }
  const runs: TextRun[] = [];
  const symbol: boolean[] = [];
  let seg = 0;
  let usedInSeg = 0;
  for (const item of items) {
    const chars = countChars(item.str);
    let color: string | null = null;
    let fontId: string | null = null;
    if (chars > 0 && seg < segments.length) {
      const s = segments[seg]!;
      color = s.color;
      fontId = s.fontId;
      let left = chars;
      while (left > 0 && seg < segments.length) {
        const cur = segments[seg]!;
        const take = Math.min(left, cur.chars - usedInSeg);
        left -= take;
        usedInSeg += take;
        if (usedInSeg >= cur.chars) {
          seg++;
          usedInSeg = 0;
        }
      }
    }
    if (item.str.trim() === '') continue;
    const [a, b, c, d, e, f] = item.transform as number[];
    const size = Math.hypot(c ?? 0, d ?? 0) || Math.hypot(a ?? 0, b ?? 0) || item.height || 10;
    const fallback = content.styles[item.fontName]?.fontFamily ?? item.fontName;
    const fontName = fontNameOf(page, fontId ?? item.fontName, fallback);
    runs.push({
      text: item.str,
      x: (e ?? 0) - x0,
      y: y1 - (f ?? 0),
      width: item.width,
      height: size,
      fontName,
      bold: isBoldFont(fontName),
      italic: isItalicFont(fontName),
      color: color && /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : null,
    });
    symbol.push(isSymbolFont(fontName));
  }
  return { number: page.pageNumber, width: x1 - x0, height: y1 - y0, runs, symbol };
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
    for (let n = 1; n <= doc.numPages; n++) {
      checkTime(opts);
      let page: PDFPageProxy;
      try {
        page = await doc.getPage(n);
      } catch {
        pages.push({ number: n, width: 612, height: 792, runs: [], symbol: [] });
        continue;
      }
      try {
        pages.push(await readPage(page, true));
      } catch (error) {
        if (error instanceof AnalysisError) throw error;
        pages.push({ number: n, width: 612, height: 792, runs: [], symbol: [] });
      } finally {
        page.cleanup();
      }
    }
    // a scanned report may carry a typed cover page or a stamp, but most of its pages have no text at all
    const visible = pages.map((p) => p.runs.reduce((s, r) => s + r.text.replace(/\s/g, '').length, 0));
    const total = visible.reduce((a, b) => a + b, 0);
    const blank = visible.filter((n) => n < 20).length;
    if (total < 10 || (pages.length >= 2 && blank >= Math.ceil(pages.length * 0.7))) {
      throw new AnalysisError('scanned', SCANNED_MESSAGE);
    }
    return pages;
  } finally {
    await doc.destroy().catch(() => undefined);
  }
};

export const SCANNED_PDF_MESSAGE = SCANNED_MESSAGE;
