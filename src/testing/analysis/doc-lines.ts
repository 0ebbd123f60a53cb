import type { DocLine } from '@/analysis/findings/doc-lines';

// Written document lines for the finder's unit tests (not corpus text).

export interface WrittenRun {
  text: string;
  /** fill colour of the characters, '#rrggbb' */
  color?: string;
  /** colour of a highlight or shaded box under them */
  background?: string;
}

/** A line on page 1, its runs side by side left to right; its colour is the first run's. */
export const writtenLine = (index: number, runs: WrittenRun[]): DocLine => {
  const text = runs.map((r) => r.text).join(' ');
  const y = 100 + index * 12;
  let x = 72;
  const color = runs[0]?.color ?? '#000000';
  return {
    page: 1,
    index,
    text,
    x: 72,
    y,
    size: 10,
    bold: false,
    italic: false,
    color,
    caps: false,
    line: {
      text,
      x: 72,
      y,
      runs: runs.map((r) => {
        const run = {
          text: r.text,
          x,
          y,
          width: r.text.length * 5,
          height: 10,
          fontName: 'Helvetica',
          bold: false,
          italic: false,
          color: r.color ?? '#000000',
          ...(r.background ? { background: r.background } : {}),
        };
        x += r.text.length * 5 + 3;
        return run;
      }),
    },
  };
};
