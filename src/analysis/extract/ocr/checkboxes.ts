import type { OcrWord } from './ocr-runs';
import { type Box, inkLimit, luminance, type PageImage, paperLuminance } from './page-image';

/**
 * Checkboxes found on a page image. OCR reads a printed box as a letter or bracket ("O", "[J", "4]", "OOOM") or not
 * at all, and forms that mark items by ticking boxes (TREC's I/NI/NP/D columns, rated checklists) lose their marks.
 * A box is found as a shape instead: a small square of ink whose four sides are straight lines, its inside light
 * (unchecked) or holding some ink, an X or a tick (checked).
 */
export interface Checkbox extends Box {
  checked: boolean;
}

// A box's side in points: about a cap height of body to heading type (a 6 pt box on a rated checklist, 11 pt on TREC).
const MIN_SIDE_PT = 4;
const MAX_SIDE_PT = 18;
// Drawn square; a scan's blur or a tick touching a corner keeps it within this.
const MAX_ASPECT = 1.25;
// Each side is an unbroken line across nearly all the box, in the outer part of it (a letter's straight strokes,
// as in "a" or "O", are broken at a bowl or rounded at the corners).
const SIDE_COVER = 0.85;
const SIDE_BAND = 0.25;
const STROKE_COVER = 0.5;
// Paper on either side of a box, as a share of its side: a word space or more (letters sit closer).
const GAP = 0.25;
// Ink inside (within the sides): a clean box has next to none; an X or a tick a tenth or more. A filled square is a
// bullet, not a box, and is left to OCR.
const CHECKED_INK = 0.08;
const SOLID_INK = 0.6;

const inkMask = (img: PageImage): Uint8Array => {
  const limit = inkLimit(paperLuminance(img));
  const mask = new Uint8Array(img.width * img.height);
  for (let p = 0; p < mask.length; p++) if (luminance(img.data, 4 * p) < limit) mask[p] = 1;
  return mask;
};

// Bounding boxes of the 8-connected ink shapes no larger than `maxSide` (larger ones are walked but not kept).
const shapes = (mask: Uint8Array, width: number, height: number, maxSide: number): Box[] => {
  const found: Box[] = [];
  const seen = new Uint8Array(mask.length);
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % width;
      const y = (p - x) / width;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (mask[q] && !seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    if (x1 - x0 + 1 <= maxSide && y1 - y0 + 1 <= maxSide) found.push({ x0, y0, x1: x1 + 1, y1: y1 + 1 });
  }
  return found;
};

const inkIn = (mask: Uint8Array, width: number, x0: number, y0: number, x1: number, y1: number): number => {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) n += mask[y * width + x]!;
  return n;
};

// The row (or column) in the band that is most fully ink: where that side's line is, if it is one.
const bestLine = (lines: number[], along: number) => {
  let best = { at: -1, cover: 0 };
  for (const [i, ink] of lines.entries()) if (ink / along > best.cover) best = { at: i, cover: ink / along };
  return best;
};

const asCheckbox = (mask: Uint8Array, width: number, s: Box): Checkbox | null => {
  const w = s.x1 - s.x0;
  const h = s.y1 - s.y0;
  if (w / h > MAX_ASPECT || h / w > MAX_ASPECT) return null;
  // clear of ink beside it: a square-ish letter (B, D, E) has its word's letters close beside it
  const gap = Math.max(2, Math.round(GAP * w));
  const x0 = Math.max(0, s.x0 - gap);
  const x1 = Math.min(width, s.x1 + gap);
  if (inkIn(mask, width, x0, s.y0, s.x0, s.y1) + inkIn(mask, width, s.x1, s.y0, x1, s.y1) > 0) return null;
  const band = Math.max(2, Math.ceil(SIDE_BAND * Math.min(w, h)));
  // a side is one unbroken line: the longest run of ink along each row (column) near it
  const run = (at: (k: number) => number, n: number) => {
    let [best, current] = [0, 0];
    for (let k = 0; k < n; k++) {
      current = mask[at(k)] ? current + 1 : 0;
      best = Math.max(best, current);
    }
    return best;
  };
  const rows = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => run((k) => (from + i) * width + s.x0 + k, w));
  const cols = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => run((k) => (s.y0 + k) * width + from + i, h));
  const top = bestLine(rows(s.y0, s.y0 + band), w);
  const bottom = bestLine(rows(s.y1 - band, s.y1), w);
  const left = bestLine(cols(s.x0, s.x0 + band), h);
  const right = bestLine(cols(s.x1 - band, s.x1), h);
  if ([top, bottom, left, right].some((side) => side.cover < SIDE_COVER)) return null;
  // inside: past each side's stroke (lines beside the side's line still mostly ink: a thick or blurred stroke)
  const stroke = (line: (at: number) => number, from: number, step: number, along: number) => {
    let at = from + step;
    while (Math.abs(at - from) < band && line(at) >= STROKE_COVER * along) at += step;
    return at;
  };
  const row = (y: number) => inkIn(mask, width, s.x0, y, s.x1, y + 1);
  const col = (x: number) => inkIn(mask, width, x, s.y0, x + 1, s.y1);
  const ix0 = stroke(col, s.x0 + left.at, 1, h);
  const ix1 = stroke(col, s.x1 - band + right.at, -1, h) + 1;
  const iy0 = stroke(row, s.y0 + top.at, 1, w);
  const iy1 = stroke(row, s.y1 - band + bottom.at, -1, w) + 1;
  if (ix1 - ix0 < 2 || iy1 - iy0 < 2) return null;
  const inside = inkIn(mask, width, ix0, iy0, ix1, iy1) / ((ix1 - ix0) * (iy1 - iy0));
  if (inside > SOLID_INK) return null;
  return { ...s, checked: inside >= CHECKED_INK };
};

/** The checkboxes on a page image, `pixelsPerPoint` giving the size a box can have. */
export const findCheckboxes = (img: PageImage, pixelsPerPoint: number): Checkbox[] => {
  const mask = inkMask(img);
  const min = MIN_SIDE_PT * pixelsPerPoint;
  return shapes(mask, img.width, img.height, MAX_SIDE_PT * pixelsPerPoint)
    .filter((s) => s.x1 - s.x0 >= min && s.y1 - s.y0 >= min)
    .flatMap((s) => asCheckbox(mask, img.width, s) ?? []);
};

/**
 * Paints the boxes over with white, so OCR reads the words beside them alone: read with a box, a short word ("D." after
 * a row of boxes) is lost or joined to it ("[JD").
 */
export const eraseCheckboxes = (img: PageImage, boxes: Checkbox[]) => {
  for (const b of boxes) {
    for (let y = b.y0; y < b.y1; y++) img.data.fill(255, 4 * (y * img.width + b.x0), 4 * (y * img.width + b.x1));
  }
};

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

// A word is a misread box (or boxes: "OOOM") when boxes cover most of it.
const MISREAD_COVER = 0.5;

/**
 * The page's words with its checkboxes as words '☒' / '☐' in place of what OCR read of them. A box joins the OCR
 * line it sits on (a word whose line box holds the box's middle height), so it takes that line's baseline and size
 * as a glyph in the text layer does.
 */
export const withCheckboxes = (words: OcrWord[], boxes: Checkbox[]): OcrWord[] => {
  if (boxes.length === 0) return words;
  const kept = words.filter((w) => {
    const area = (w.bbox.x1 - w.bbox.x0) * (w.bbox.y1 - w.bbox.y0);
    const covered = boxes.reduce((sum, b) => sum + overlap(w.bbox, b), 0);
    return !(area > 0 && covered / area >= MISREAD_COVER);
  });
  const lineOf = (b: Checkbox) => {
    const mid = (b.y0 + b.y1) / 2;
    return kept
      .filter((w) => w.line && w.line.bbox.y0 <= mid && mid <= w.line.bbox.y1)
      .sort((p, q) => Math.abs(p.bbox.x0 - b.x0) - Math.abs(q.bbox.x0 - b.x0))[0]?.line;
  };
  // boxes on no OCR line (a row of boxes alone) make a line of their own: those whose middles are level
  const alone = boxes.filter((b) => !lineOf(b));
  const ownLine = (b: Checkbox) => {
    const mid = (b.y0 + b.y1) / 2;
    const row = alone.filter(
      (o) => o.y0 <= mid && mid <= o.y1 && b.y0 <= (o.y0 + o.y1) / 2 && (o.y0 + o.y1) / 2 <= b.y1,
    );
    const bbox = {
      x0: Math.min(...row.map((o) => o.x0)),
      y0: Math.min(...row.map((o) => o.y0)),
      x1: Math.max(...row.map((o) => o.x1)),
      y1: Math.max(...row.map((o) => o.y1)),
    };
    return { bbox };
  };
  const added = boxes.map((b): OcrWord => ({
    text: b.checked ? '☒' : '☐',
    confidence: 100,
    bbox: { x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1 },
    line: lineOf(b) ?? ownLine(b),
  }));
  return [...kept, ...added];
};
