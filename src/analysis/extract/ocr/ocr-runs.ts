import type { TextRun } from '../../types';

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

/**
 * OCR words as the engine's text runs, in PDF user space (points, y from the top of the page): x is the box's left
 * edge, y its line's baseline, size its line's height (one size for a line's words, as a typed line has; a word's
own box is shorter without ascenders or descenders), or the word's own box when it has no line. OCR knows no colour,
 * font or weight, so those stay unknown and the rules that use them simply do not fire on scanned pages.
 */
export const wordsToRuns = (words: OcrWord[], pixelsPerPoint: number): TextRun[] => {
  const runs: TextRun[] = [];
  for (const word of words) {
    const text = word.text.trim();
    if (!text || (word.confidence < MIN_WORD_CONFIDENCE && !checkboxGlyph(word))) continue;
    const { x0, y0, x1, y1 } = word.bbox;
    if (x1 <= x0 || y1 <= y0) continue;
    const box = checkboxGlyph(word);
    const line = word.line?.bbox;
    const size = line && line.y1 > line.y0 ? line.y1 - line.y0 : y1 - y0;
    runs.push({
      text: box ?? text,
      x: x0 / pixelsPerPoint,
      y: baselineAt(word) / pixelsPerPoint,
      width: (x1 - x0) / pixelsPerPoint,
      height: size / pixelsPerPoint,
      fontName: OCR_FONT_NAME,
      bold: false,
      italic: false,
      color: null,
    });
  }
  return runs;
};
