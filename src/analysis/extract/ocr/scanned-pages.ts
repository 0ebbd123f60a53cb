import type { RawPage } from '../pdf-runs';
import { type FillCodes, isFill } from '../operator-text';

/** A page with fewer visible characters than this has no usable text layer (a stamp, a page number at most). */
export const TEXTLESS_PAGE_CHARS = 20;
/** An image covering at least this share of the page makes a text-less page a scan (photo grids rarely do). */
export const SCAN_IMAGE_COVERAGE = 0.5;
/**
 * A text-less page that fills this many curves is text turned into outlines (a page "printed" through a tool that
 * converts fonts to shapes, a flattened PDF): each letter is a few curves, a page of text thousands. A report's logos,
 * icons and rating badges fill at most a few hundred (480 on the busiest dev page).
 */
export const OUTLINED_TEXT_CURVES = 2000;

// Characters a text layer gives when it cannot say which letter a glyph is: the replacement character (a font whose
// ToUnicode map is broken or missing), private-use code points and control codes. Symbol fonts' checkboxes are
// private-use too, so a page is only undecodable when most of its characters are.
const isUndecodable = (code: number) =>
  code === 0xfffd ||
  (code >= 0xe000 && code <= 0xf8ff) ||
  code <= 0x08 ||
  (code >= 0x0e && code <= 0x1f) ||
  (code >= 0x7f && code <= 0x9f);
const WHITESPACE = /\s/g;

const visibleChars = (page: Pick<RawPage, 'runs'>): number =>
  page.runs.reduce((sum, run) => sum + run.text.replace(WHITESPACE, '').length, 0);

/** Visible characters that are letters, digits or marks a reader sees: not replacement, private-use or control codes. */
export const readableChars = (page: Pick<RawPage, 'runs'>): number => {
  let readable = 0;
  for (const run of page.runs) {
    for (const char of run.text.replace(WHITESPACE, '')) if (!isUndecodable(char.codePointAt(0)!)) readable++;
  }
  return readable;
};

/** Pages without a usable text layer: the candidates for OCR (whether they hold a scan is decided by imageCoverage). */
export const textlessPages = (pages: Pick<RawPage, 'number' | 'runs'>[]): number[] =>
  pages.filter((p) => readableChars(p) < TEXTLESS_PAGE_CHARS).map((p) => p.number);

// The 50 commonest letter pairs inside English words (from published letter-pair counts of English text). On a page
// of words about half the pairs are among them: 0.36–0.59 on the dev corpus's pages. Text decoded through the wrong
// map (a font without ToUnicode whose glyph numbers are read as character codes, "7XIZI .SPP]") scores about 0.1.
const COMMON_PAIRS = new Set(
  'th he in er an re on at en nd ti es or te of ed is it al ar st to nt ng se ha as ou io le ve co me de hi ri ro ic ne ea ra ce li ch ll be ma si om ur'.split(
    ' ',
  ),
);
/** Below this share of common pairs (half the lowest dev page's), a page's letters do not spell words. */
export const WORDLESS_PAIR_SHARE = 0.2;
/** Letter pairs needed to judge (a page of a few words says little). */
const PAIRS_TO_JUDGE = 50;

// ASCII punctuation, and a run of one character (a dot leader, a rule of underscores) that counts once
const PUNCTUATION = /[!-/:-@[-`{-~]/g;
const REPEATS = /(.)\1{2,}/gu;
/**
 * Above this share of ASCII punctuation a page is not prose or a table of words: glyph numbers from 1 read as
 * character codes give `!"#$%&'()*+,`. The dev pages have at most 0.12 (a table of contents); prices give about a
 * third ("$1,234.00").
 */
export const PUNCTUATION_PAGE_SHARE = 0.4;
/** Characters needed to judge by punctuation. */
const CHARS_TO_JUDGE = 100;

/** The share of a text's visible characters that are ASCII punctuation, a repeated character counted once. */
export const punctuationShare = (text: string): { chars: number; share: number } => {
  const visible = text.replace(WHITESPACE, '').replace(REPEATS, '$1');
  return {
    chars: visible.length,
    share: visible.length ? (visible.match(PUNCTUATION) ?? []).length / visible.length : 0,
  };
};

/** How many letter pairs the text's words have, and the share of them among English's commonest. */
export const letterPairs = (text: string): { pairs: number; common: number } => {
  let pairs = 0;
  let common = 0;
  for (const word of text.toLowerCase().match(/[a-z]{2,}/g) ?? []) {
    for (let i = 0; i + 1 < word.length; i++) {
      pairs++;
      if (COMMON_PAIRS.has(word.slice(i, i + 2))) common++;
    }
  }
  return { pairs, common };
};

/**
 * Pages that have text which cannot be decoded, from a PDF re-made by a tool that wrote its fonts without a usable
 * ToUnicode map: the page looks right on screen but its text is not its words. Most of its characters are
 * replacement, private-use or control codes, or its letters do not spell words, or it is mostly punctuation (glyph
 * numbers read as character codes). Only the rendering can be read, so such a page goes to OCR whatever it draws.
 */
export const undecodablePages = (pages: Pick<RawPage, 'number' | 'runs'>[]): number[] =>
  pages
    .filter((p) => {
      const visible = visibleChars(p);
      if (visible < TEXTLESS_PAGE_CHARS) return false;
      if (readableChars(p) < visible / 2) return true;
      const text = p.runs.map((r) => r.text).join(' ');
      const { pairs, common } = letterPairs(text);
      if (pairs >= PAIRS_TO_JUDGE && common < pairs * WORDLESS_PAIR_SHARE) return true;
      const punctuation = punctuationShare(text);
      return punctuation.chars >= CHARS_TO_JUDGE && punctuation.share > PUNCTUATION_PAGE_SHARE;
    })
    .map((p) => p.number);

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** The operator numbers this needs from pdf.js's OPS (passed in: the engine loads pdf.js lazily). */
export interface CoverageOps {
  save: number;
  restore: number;
  transform: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  paintImageXObject: number;
  paintInlineImageXObject: number;
  paintImageMaskXObject: number;
}

/**
 * The largest share of the page one image covers, from the page's operator list: an image is painted onto the unit
 * square under the current transform, so its box is that square's corners mapped through the matrix. The largest
 * single image, not the sum: a scan is one page-sized picture; a page of photos is several smaller ones.
 */
export const imageCoverage = (
  ops: CoverageOps,
  list: { fnArray: ArrayLike<number>; argsArray: ArrayLike<unknown> },
  view: number[],
): number => {
  const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = view;
  const pageArea = Math.max(1, (x1 - x0) * (y1 - y0));
  const stack: Matrix[] = [];
  let ctm: Matrix = IDENTITY;
  let best = 0;
  const images = new Set([ops.paintImageXObject, ops.paintInlineImageXObject, ops.paintImageMaskXObject]);
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i]!;
    const args = list.argsArray[i] as unknown[] | null;
    if (fn === ops.save) stack.push(ctm);
    else if (fn === ops.restore) ctm = stack.pop() ?? IDENTITY;
    else if (fn === ops.transform && args && args.length >= 6) ctm = multiply(ctm, args.slice(0, 6) as Matrix);
    else if (fn === ops.paintFormXObjectBegin) {
      stack.push(ctm);
      const m = args?.[0];
      if (Array.isArray(m) && m.length >= 6) ctm = multiply(ctm, m.slice(0, 6) as Matrix);
    } else if (fn === ops.paintFormXObjectEnd) ctm = stack.pop() ?? IDENTITY;
    else if (images.has(fn)) {
      const corners = [
        [ctm[4], ctm[5]],
        [ctm[0] + ctm[4], ctm[1] + ctm[5]],
        [ctm[2] + ctm[4], ctm[3] + ctm[5]],
        [ctm[0] + ctm[2] + ctm[4], ctm[1] + ctm[3] + ctm[5]],
      ];
      const xs = corners.map((c) => Math.min(x1, Math.max(x0, c[0]!)));
      const ys = corners.map((c) => Math.min(y1, Math.max(y0, c[1]!)));
      const area = (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
      best = Math.max(best, area / pageArea);
    }
  }
  return Math.min(1, best);
};

/** The operator numbers outlinedCurves needs: the path operator and the painting operators that fill. */
export type OutlineOps = FillCodes & { constructPath: number };

// pdf.js's path data: an operator (DrawOPS: moveTo 0, lineTo 1, curveTo 2, quadraticCurveTo 3, closePath 4) and its
// coordinates, one Float32Array per path
const ARGUMENTS = [2, 2, 6, 4, 0];

/** How many curves the page's filled paths draw (letters drawn as shapes are mostly curves). */
export const outlinedCurves = (
  ops: OutlineOps,
  list: { fnArray: ArrayLike<number>; argsArray: ArrayLike<unknown> },
): number => {
  let curves = 0;
  for (let i = 0; i < list.fnArray.length; i++) {
    if (list.fnArray[i] !== ops.constructPath) continue;
    const args = list.argsArray[i] as unknown[] | null;
    if (!args || !isFill(ops, args[0])) continue;
    const data = (args[1] as unknown[] | undefined)?.[0];
    if (!(data instanceof Float32Array)) continue;
    for (let j = 0; j < data.length;) {
      const op = data[j]!;
      if (op === 2 || op === 3) curves++;
      const skip = ARGUMENTS[op];
      if (skip === undefined) break; // not path data pdf.js would draw
      j += 1 + skip;
    }
  }
  return curves;
};
