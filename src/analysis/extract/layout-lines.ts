import type { TextLine, TextRun } from '../types';
import type { RawPage } from './pdf-runs';
import {
  decodeCheckboxTokens,
  decodeSymbolCheckbox,
  expandLigatureChars,
  joinLetterSpacing,
  repairLostLigatures,
} from './repair-text';

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

/** Cleans one run's text: ligature characters expanded, symbol-font checkboxes decoded. */
const normaliseRun = (run: TextRun, symbol: boolean): TextRun => {
  const box = symbol ? decodeSymbolCheckbox(run.text) : null;
  return { ...run, text: box ?? expandLigatureChars(run.text) };
};

/** Splits a row's runs (sorted by x) into cells where the horizontal gap is wide (table columns). */
export const splitCells = (runs: TextRun[]): TextRun[][] => {
  const cells: TextRun[][] = [];
  let prevEnd = -Infinity;
  for (const run of runs) {
    const gap = run.x - prevEnd;
    const size = run.height || 10;
    if (cells.length === 0 || gap > Math.max(9, 1.4 * size)) cells.push([run]);
    else cells[cells.length - 1]!.push(run);
    prevEnd = Math.max(prevEnd, run.x + run.width);
  }
  return cells;
};

export const joinRuns = (runs: TextRun[]): string => {
  let text = '';
  let prevEnd = -Infinity;
  for (const run of runs) {
    const gap = run.x - prevEnd;
    const size = run.height || 10;
    if (text && gap > 0.12 * size && !/\s$/.test(text) && !/^\s/.test(run.text)) text += ' ';
    text += run.text;
    prevEnd = Math.max(prevEnd, run.x + run.width);
  }
  return text;
};

export const cleanLineText = (text: string): string =>
  decodeCheckboxTokens(joinLetterSpacing(repairLostLigatures(text)))
    .replace(/[\u00a0\t]/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();

const groupRows = (runs: TextRun[]): TextRun[][] => {
  const sorted = [...runs].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: { y: number; size: number; runs: TextRun[] }[] = [];
  for (const run of sorted) {
    const row = rows[rows.length - 1];
    const size = Math.min(run.height || 10, row?.size ?? Infinity);
    if (row && Math.abs(run.y - row.y) <= Math.max(1.5, 0.4 * size)) {
      row.runs.push(run);
    } else {
      rows.push({ y: run.y, size: run.height || 10, runs: [run] });
    }
  }
  return rows.map((r) => r.runs.sort((a, b) => a.x - b.x));
};

const wordCount = (cell: TextRun[]) => joinRuns(cell).split(/\s+/).filter(Boolean).length;

// A band of rows set in two or three prose columns (newspaper style) is read column by column; grids of short
// label/value cells and checkbox rows stay row by row, so that a label keeps its value on one line.
const isProseBand = (rows: TextRun[][][]) => {
  if (rows.length < 4) return false;
  if (!rows.every((cells) => cells.length >= 2 && cells.length <= 3)) return false;
  const cells = rows.flat();
  const texts = cells.map((c) => joinRuns(c));
  if (texts.some((t) => /[☐☒]/.test(t))) return false;
  if (texts.filter((t) => /:\s*$/.test(t)).length > cells.length / 4) return false;
  const prose = cells.filter((c) => wordCount(c) >= 4).length;
  return prose >= cells.length * 0.7;
};

const columnStarts = (rows: TextRun[][][]) => {
  const n = rows[0]!.length;
  const starts: number[] = [];
  for (let i = 0; i < n; i++) starts.push(median(rows.map((cells) => cells[Math.min(i, cells.length - 1)]![0]!.x)));
  return starts;
};

const toLine = (runs: TextRun[]): TextLine | null => {
  const text = cleanLineText(joinRuns(runs));
  if (!text) return null;
  const first = runs[0]!;
  return { text, x: first.x, y: median(runs.map((r) => r.y)), runs };
};

/** Rebuilds visual lines in reading order from a page's runs. */
export const layoutLines = (page: RawPage): TextLine[] => {
  const runs = page.runs.map((r, i) => normaliseRun(r, page.symbol[i] ?? false));
  const rows = groupRows(runs);
  const lines: TextLine[] = [];
  let i = 0;
  while (i < rows.length) {
    // find a band of consecutive multi-cell rows with aligned column starts
    let j = i;
    const band: TextRun[][][] = [];
    while (j < rows.length) {
      const cells = splitCells(rows[j]!);
      if (cells.length < 2 || (band.length > 0 && cells.length !== band[0]!.length)) break;
      band.push(cells);
      j++;
    }
    if (band.length >= 4 && isProseBand(band)) {
      const starts = columnStarts(band);
      const aligned = band.every((cells) => cells.every((c, k) => Math.abs(c[0]!.x - starts[k]!) < 24));
      if (aligned) {
        for (let k = 0; k < starts.length; k++) {
          for (const cells of band) {
            const line = toLine(cells[k]!);
            if (line) lines.push(line);
          }
        }
        i = j;
        continue;
      }
    }
    const line = toLine(rows[i]!);
    if (line) lines.push(line);
    i++;
  }
  return lines;
};
