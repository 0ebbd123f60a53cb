import { describe, expect, it } from 'vitest';
import type { TextLine } from '../types';
import { removeTextFurniture } from './page-furniture';

const page = (texts: string[]) => ({
  height: 792,
  lines: texts.map((text, i): TextLine => ({ text, x: 0, y: (i + 1) * 12, runs: [] })),
});
const textsOf = (pages: { lines: TextLine[] }[]) => pages.map((p) => p.lines.map((l) => l.text));

describe('removeTextFurniture', () => {
  it('removes a running header and footer that recur at the same place, and bare page numbers', () => {
    const pages = [1, 2, 3, 4].map((n) =>
      page([
        'Report Identification: 1234 Main St',
        `Comment ${n} about the ${['roof', 'attic', 'porch', 'stairs'][n - 1]}.`,
        `Its second line, ${n * 7} inches.`,
        `and its third, ${n * 3} feet.`,
        `REI 7-6 (8/9/21) Page ${n} of 4`,
        `${n}`,
      ]),
    );
    expect(textsOf(removeTextFurniture(pages))[2]).toEqual([
      'Comment 3 about the porch.',
      'Its second line, 21 inches.',
      'and its third, 9 feet.',
    ]);
  });

  it('keeps what a report prints near the top of many pages but not as a running line', () => {
    const items = ['2.5.2 E. Walls', '2.5.4 E. Walls', '2.5.5 E. Walls', '2.5.6 E. Walls'];
    const pages = items.map((item, n) =>
      page([item, 'Deficiency', `Cracks in the wall of room ${n}.`, 'Recommendation', 'more', 'text', 'here']),
    );
    // item numbers make two headings two comments; a one-word label is not a header
    expect(textsOf(removeTextFurniture(pages))).toEqual(textsOf(pages));
  });

  it('leaves a document of fewer than three pages as it is, page numbers aside', () => {
    const pages = [page(['Acme Inspections', 'Roof leaks.', '1']), page(['Acme Inspections', 'Attic wet.', '2'])];
    expect(textsOf(removeTextFurniture(pages))).toEqual([
      ['Acme Inspections', 'Roof leaks.'],
      ['Acme Inspections', 'Attic wet.'],
    ]);
  });
});
