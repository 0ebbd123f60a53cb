import type { RawPage } from '../pdf-runs';
import { type FillCodes, isFill } from '../operator-text';
import { readableChars, TEXTLESS_PAGE_CHARS } from './undecodable-text';

/** An image covering at least this share of the page makes a text-less page a scan (photo grids rarely do). */
export const SCAN_IMAGE_COVERAGE = 0.5;
/**
 * A text-less page that fills this many curves is text turned into outlines (a page "printed" through a tool that
 * converts fonts to shapes, a flattened PDF): each letter is a few curves, a page of text thousands. A report's logos,
 * icons and rating badges fill at most a few hundred (480 on the busiest dev page).
 */
export const OUTLINED_TEXT_CURVES = 2000;

/** Pages without a usable text layer: the candidates for OCR (whether they hold a scan is decided by imageCoverage). */
export const textlessPages = (pages: Pick<RawPage, 'number' | 'runs'>[]): number[] =>
  pages.filter((p) => readableChars(p) < TEXTLESS_PAGE_CHARS).map((p) => p.number);

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
