import { AnalysisError, PLAIN_TEXT_FONT, type PageText, type TextRun } from '../types';
import { cleanLineText } from './layout-lines';
import { decodeCheckboxTokens, expandLigatureChars } from './repair-text';

/** the text path's geometry: a line is 12 points high, a character 6 points wide */
export const LINE_HEIGHT = 12;
// a monospaced character, so that column layout (pdftotext -layout, fixed-width exports) keeps its positions
export const CHAR_WIDTH = 6;

// Text exports lay tables out with runs of spaces: each stretch separated by two or more spaces becomes a run at
// its column, like a PDF text run, so right-aligned labels and checkbox columns can be read the same way.
const cellRuns = (raw: string, y: number): TextRun[] => {
  const runs: TextRun[] = [];
  const re = /\S+(?: \S+)*/g;
  let m: RegExpExecArray | null;
  const line = decodeCheckboxTokens(raw.replace(/\t/g, '    '));
  while ((m = re.exec(line))) {
    const text = expandLigatureChars(m[0]);
    runs.push({
      text,
      x: m.index * CHAR_WIDTH,
      y,
      width: text.length * CHAR_WIDTH,
      height: 10,
      fontName: PLAIN_TEXT_FONT,
      bold: false,
      italic: false,
      color: null,
    });
  }
  return runs;
};
const PAGE_WIDTH = 612;
// Text exports without form feeds are cut into pages of this many lines so citations still point somewhere near.
const LINES_PER_PAGE = 60;

/** Decodes a text report (UTF-8, or Latin-1 when the bytes are not valid UTF-8). */
export const decodeText = (data: Uint8Array): string => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('latin1').decode(data);
  }
};

/** Whether bytes look like text rather than a binary file. */
export const looksLikeText = (data: Uint8Array): boolean => {
  const sample = data.subarray(0, 4096);
  if (sample.length === 0) return false;
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 9 || (b > 13 && b < 32)) control++;
  }
  return control / sample.length < 0.02;
};

/** Splits a text report into pages (form feeds, else fixed-size chunks) of lines. */
export const textToPages = (raw: string): PageText[] => {
  const text = raw.replace(/\r\n?/g, '\n');
  if (!text.trim()) throw new AnalysisError('empty', 'This file is empty: there is no report text to analyse.');
  let chunks = text.split('\f');
  if (chunks.length === 1) {
    const all = text.split('\n');
    chunks = [];
    for (let i = 0; i < all.length; i += LINES_PER_PAGE) chunks.push(all.slice(i, i + LINES_PER_PAGE).join('\n'));
  }
  return chunks.map((chunk, index) => {
    const lines = chunk
      .split('\n')
      .map((raw, i) => {
        const indent = raw.match(/^\s*/)?.[0].length ?? 0;
        const t = cleanLineText(expandLigatureChars(raw));
        return {
          text: t,
          x: indent * CHAR_WIDTH,
          y: (i + 1) * LINE_HEIGHT,
          runs: cellRuns(raw, (i + 1) * LINE_HEIGHT),
        };
      })
      .filter((l) => l.text);
    return {
      number: index + 1,
      width: PAGE_WIDTH,
      height: Math.max(792, (lines.length + 2) * LINE_HEIGHT),
      lines,
      text: lines.map((l) => l.text).join('\n'),
    };
  });
};
