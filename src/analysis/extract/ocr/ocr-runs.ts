import type { TextRun } from '../../types';
import type { Label } from './reverse-labels';
import { type Box, inkStyle, insideAny, type PageImage, paperLuminance, photoRegions } from './page-image';

/** One recognised word as tesseract.js gives it: a box in image pixels (top-left origin) and a confidence 0–100. */
export interface OcrWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
  /** the word's line: its box gives the text size, its fitted baseline the run's y */
  line?: {
    bbox: { x0: number; y0: number; x1: number; y1: number };
    baseline?: { x0: number; y0: number; x1: number; y1: number; has_baseline?: boolean };
  };
}

type Rect = { x0: number; y0: number; x1: number; y1: number };
const scaleRect = <R extends Rect>(r: R, k: number): R => ({
  ...r,
  x0: r.x0 * k,
  y0: r.y0 * k,
  x1: r.x1 * k,
  y1: r.y1 * k,
});

/** Words read from an image `k` times smaller or larger than the page's pixels, in the page's pixels. */
export const scaleWords = (words: OcrWord[], k: number): OcrWord[] =>
  k === 1
    ? words
    : words.map((w) => ({
        ...w,
        bbox: scaleRect(w.bbox, k),
        ...(w.line
          ? {
              line: {
                bbox: scaleRect(w.line.bbox, k),
                ...(w.line.baseline ? { baseline: scaleRect(w.line.baseline, k) } : {}),
              },
            }
          : {}),
      }));

// The baseline under the word's middle, on the line tesseract fitted; else the bottom of the word's own box.
const baselineAt = (word: OcrWord): number => {
  const base = word.line?.baseline;
  if (!base || base.has_baseline === false || base.x1 === base.x0) return word.bbox.y1;
  const mid = (word.bbox.x0 + word.bbox.x1) / 2;
  return base.y0 + ((base.y1 - base.y0) * (mid - base.x0)) / (base.x1 - base.x0);
};

export const OCR_FONT_NAME = 'ocr';
/** Words below this confidence are mostly speckle, photo texture or rulings read as letters. */
export const MIN_WORD_CONFIDENCE = 40;

// Checkboxes printed as boxes come back from OCR as bracket-like letters: "[X]", "IX]", "|x|", "[]", "O"…
const CHECKED_BOX = /^[[(|I{l]?[xX×✕✗✘][\])|I}l]?$/;
const UNCHECKED_BOX = /^(\[\s*\]|\(\s*\)|\|\s*\||[□☐]|LI|LJ|\[]|El)$/;

/**
 * The checkbox glyph a word stands for, or null. Only square boxes count (a checkbox is about as wide as tall; the
 * word "X" in "X-ray" or a lone "El" in prose is not) and only forms that are rarely words.
 */
export const checkboxGlyph = (word: OcrWord): '☒' | '☐' | null => {
  const text = word.text.trim();
  if (text === '☒' || text === '☑') return '☒';
  if (text === '☐') return '☐';
  const w = word.bbox.x1 - word.bbox.x0;
  const h = word.bbox.y1 - word.bbox.y0;
  const square = h > 0 && w / h > 0.7 && w / h < 1.5;
  if (!square) return null;
  if (text.length >= 2 && CHECKED_BOX.test(text)) return '☒';
  if (UNCHECKED_BOX.test(text)) return '☐';
  return null;
};

// Cap height (and ascender height) as a share of the font size, and x-height: the size of a line is read from its
// letters' height above the baseline, which photo speckle or a bracket cannot stretch as it does the line's box.
const CAP_HEIGHT = 0.72;
const X_HEIGHT = 0.52;
const TALL = /[A-Z0-9bdfhklt]/;
const DESCENDER = /[gjpqy,;()[\]{}|/$@Q_]/;
const ODD_HEIGHT = /[()[\]{}|/'"`^*~☒☐]/;
// Bold type has stems about 1.5× as thick as regular at the same size; between them on a page's words.
const BOLD_STROKE = 1.3;
const CONFIDENT = 60;

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

interface PlacedWord {
  word: OcrWord;
  text: string;
  baseline: number;
  size: number;
  stroke: number | null;
  color: string | null;
}

// Where the baseline is in a word's box that has a descender: the box is cap (or x-) height plus the descent.
const DESCENT = 0.21;
const baselineInBox = (w: OcrWord): number => {
  const { y0, y1 } = w.bbox;
  if (!DESCENDER.test(w.text)) return y1;
  const size = (y1 - y0) / ((TALL.test(w.text) ? CAP_HEIGHT : X_HEIGHT) + DESCENT);
  return y1 - DESCENT * size;
};

// One baseline and one size per recognised line, from its confident words' boxes. A label's box is the label, not
// its letters: its words keep tesseract's fitted baseline and do not take part. Words split off the line tesseract
// fitted (`ownLine`: a label's) have no fitted baseline of their own: their boxes give it.
const placeLine = (
  words: OcrWord[],
  label: (w: OcrWord) => boolean,
  ownLine = false,
): { baseline: (w: OcrWord) => number; size: number } => {
  const sure = words.filter((w) => w.confidence >= CONFIDENT && !ODD_HEIGHT.test(w.text) && !label(w));
  const flat = median(sure.filter((w) => !DESCENDER.test(w.text)).map((w) => w.bbox.y1));
  const fitted = (w: OcrWord) => (ownLine ? baselineInBox(w) : baselineAt(w));
  const baseline = (w: OcrWord) => (label(w) ? baselineAt(w) : (flat ?? fitted(w)));
  const ref = words[0]!;
  const caps = median(sure.filter((w) => TALL.test(w.text)).map((w) => baseline(w) - w.bbox.y0));
  const xs = median(sure.filter((w) => !TALL.test(w.text)).map((w) => baseline(w) - w.bbox.y0));
  const line = ref.line?.bbox;
  const size =
    caps !== null && caps > 0
      ? caps / CAP_HEIGHT
      : xs !== null && xs > 0
        ? xs / X_HEIGHT
        : line && line.y1 > line.y0
          ? line.y1 - line.y0
          : ref.bbox.y1 - ref.bbox.y0;
  return { baseline, size };
};

// A label's words are a line of their own, whatever tesseract's line finder joined them with: a tag beside a heading
// sits higher or lower than the heading's baseline, and its type is another size.
const lineKey = (w: OcrWord, labels: Box[]) => {
  const b = w.line?.bbox ?? w.bbox;
  const label = labels.findIndex((l) => insideAny(w.bbox, [l]));
  return `${b.x0},${b.y0},${b.x1},${b.y1}${label >= 0 ? `@${label}` : ''}`;
};

/**
 * OCR words as the engine's text runs, in PDF user space (points, y from the top of the page): x is the box's left
 * edge, y its line's baseline (the bottom of the line's words without descenders), size its letters' height above
 * it (one size for a line's words, as a typed line has). With the page's pixels, words on photos are dropped, and
 * each word's ink gives its colour and weight (bold: stems clearly thicker than the page's usual for the size); without
 * them colour is unknown and nothing is bold. Fonts stay unknown.
 */
export const wordsToRuns = (
  words: OcrWord[],
  pixelsPerPoint: number,
  image?: PageImage,
  labels: Label[] = [],
): TextRun[] => {
  const paper = image ? paperLuminance(image) : 255;
  const reverse = labels.filter((l) => !l.darkType);
  const photos = image ? photoRegions(image, paper) : [];
  const lines = new Map<string, OcrWord[]>();
  for (const word of words) {
    const text = word.text.trim();
    if (!text || (word.confidence < MIN_WORD_CONFIDENCE && !checkboxGlyph(word))) continue;
    const { x0, y0, x1, y1 } = word.bbox;
    if (x1 <= x0 || y1 <= y0 || insideAny(word.bbox, photos)) continue;
    const key = lineKey(word, labels);
    lines.set(key, [...(lines.get(key) ?? []), word]);
  }
  const placed: PlacedWord[] = [];
  for (let line of lines.values()) {
    const inks = new Map(
      line.map((w) => {
        if (insideAny(w.bbox, reverse)) return [w, { stroke: 0, color: '#ffffff', reverse: true, blob: false }];
        // dark type on a band: the band's pixels around it say nothing of its weight; its letters' colour is known
        const band = labels.find((l) => l.darkType && insideAny(w.bbox, [l]));
        if (band) return [w, { stroke: 0, color: band.darkType!, reverse: false, blob: false }];
        return [w, image ? inkStyle(image, w.bbox, paper) : null];
      }),
    );
    line = line.filter((w) => !inks.get(w)?.blob);
    if (line.length === 0) continue;
    // a label OCR saw inverted has true letter boxes; one it read as it was has the label's box
    const label = labels.find((l) => insideAny(line[0]!.bbox, [l]));
    const { baseline, size } =
      label?.baseline !== undefined && label.capHeight
        ? { baseline: () => label.baseline!, size: label.capHeight / CAP_HEIGHT }
        : placeLine(
            line,
            (w) => (inks.get(w)?.reverse ?? false) && !insideAny(w.bbox, labels),
            insideAny(line[0]!.bbox, labels),
          );
    for (const word of line) {
      const ink = inks.get(word);
      placed.push({
        word,
        text: checkboxGlyph(word) ?? word.text.trim(),
        baseline: baseline(word),
        size,
        stroke: ink && ink.stroke && !ink.reverse && /[A-Za-z]{2}/.test(word.text) ? ink.stroke / size : null,
        // light type on a label reads as white, as a text layer gives it
        color: ink ? (ink.reverse ? '#ffffff' : ink.color) : null,
      });
    }
  }
  const usual = median(placed.flatMap((p) => (p.stroke === null ? [] : [p.stroke])));
  return placed.map(({ word, text, baseline, size, stroke, color }) => ({
    text,
    x: word.bbox.x0 / pixelsPerPoint,
    y: baseline / pixelsPerPoint,
    width: (word.bbox.x1 - word.bbox.x0) / pixelsPerPoint,
    height: size / pixelsPerPoint,
    fontName: OCR_FONT_NAME,
    bold: usual !== null && stroke !== null && stroke > BOLD_STROKE * usual,
    italic: false,
    color: color && isBlack(color) ? '#000000' : color,
  }));
};

// Black ink comes out of a scan as a dark grey: anything this dark is black, as the text layer would say.
const isBlack = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return Math.max(r!, g!, b!) < 70;
};
