import type { ExtractedDocument, TextLine } from '../types';
import { mostCounted } from './most-counted';
import { visibleChars } from '../visible-chars';

/** A line of the document with the styling cues the finder uses. */
export interface DocLine {
  page: number;
  /** index in the whole document */
  index: number;
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
  italic: boolean;
  /** dominant fill colour of the line's characters, '#000000' when black or unknown */
  color: string;
  caps: boolean;
  /** the line as printed, when text was trimmed of a bullet or field label */
  raw?: string;
  /** horizontal position of the line's runs, for checkbox and table columns */
  line: TextLine;
}

const isCaps = (text: string) => {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 3 && letters === letters.toUpperCase();
};

// the finder and the passages for questions both read a document's lines: built once per document and shared, so
// neither may change them (segmentation copies a line before trimming its text)
const built = new WeakMap<ExtractedDocument, readonly DocLine[]>();

/** The document's lines with their style, in reading order (one shared, read-only array per document). */
export const toDocLines = (doc: ExtractedDocument): readonly DocLine[] => {
  let lines = built.get(doc);
  if (!lines) built.set(doc, (lines = Object.freeze(buildDocLines(doc))));
  return lines;
};

const buildDocLines = (doc: ExtractedDocument): DocLine[] => {
  const out: DocLine[] = [];
  for (const page of doc.pages) {
    for (const line of page.lines) {
      const colors = new Map<string, number>();
      let bold = 0;
      let italic = 0;
      let total = 0;
      const sizes: number[] = [];
      for (const run of line.runs) {
        const n = visibleChars(run.text);
        total += n;
        if (run.bold) bold += n;
        if (run.italic) italic += n;
        const c = run.color ?? '#000000';
        colors.set(c, (colors.get(c) ?? 0) + n);
        sizes.push(run.height);
      }
      sizes.sort((a, b) => a - b);
      out.push({
        page: page.number,
        index: out.length,
        text: line.text,
        x: line.x,
        y: line.y,
        size: sizes[Math.floor(sizes.length / 2)] ?? 10,
        bold: total > 0 && bold / total > 0.6,
        italic: total > 0 && italic / total > 0.6,
        color: mostCounted(colors, '#000000'),
        caps: isCaps(line.text),
        line,
      });
    }
  }
  return out;
};

/** A form's checkboxes on a line, in order ('☒' ticked, '☐' not). */
export const formBoxes = (text: string): string[] => text.match(/[☒☐]/g) ?? [];

/** Colour family of a '#rrggbb' fill, for reports that mark severity by text colour. */
export const colorFamily = (
  hex: string,
): 'black' | 'red' | 'orange' | 'yellow' | 'blue' | 'green' | 'gray' | 'other' => {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return 'black';
  const [r, g, b] = [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max < 60) return 'black';
  if (max - min < 40) return max > 200 ? 'other' : 'gray';
  if (r === max && g < 0.45 * r && b < 0.45 * r) return 'red';
  if (r === max && g >= 0.45 * r && g < 0.85 * r && b < 0.4 * r) return 'orange';
  if (b === max && r < 0.6 * b) return 'blue';
  if (g === max && r < 0.8 * g && b < 0.8 * g) return 'green';
  if (r >= 0.8 * max && g >= 0.8 * max && b < 0.6 * max) return 'yellow';
  return 'other';
};
