import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document';
import { joinRules, withUnderlines } from './underlines';

// A written page: text underlined by a stroked line, by a thin filled rectangle drawn in word-sized pieces, text over
// a table's rule that spans its whole row, text with a line far below it, and plain text.
const page = async () => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const p = pdf.addPage([612, 792]);
  const text = (s: string, y: number) => p.drawText(s, { x: 60, y, size: 10, font, color: rgb(0, 0, 0) });
  const width = (s: string) => font.widthOfTextAtSize(s, 10);
  const stroked = 'Water heater has no drain pan';
  text(stroked, 700);
  p.drawLine({ start: { x: 60, y: 698.5 }, end: { x: 60 + width(stroked), y: 698.5 }, thickness: 0.6 });
  const pieces = 'Gas lines are not bonded';
  text(pieces, 660);
  let x = 60;
  for (const word of pieces.split(' ')) {
    const w = width(`${word} `);
    p.drawRectangle({ x, y: 658.6, width: w, height: 0.7, color: rgb(0, 0, 0) });
    x += w;
  }
  text('A cell of a ruled table', 620);
  p.drawLine({ start: { x: 40, y: 618 }, end: { x: 570, y: 618 }, thickness: 0.5 });
  text('A line well below this one', 580);
  p.drawLine({ start: { x: 60, y: 570 }, end: { x: 200, y: 570 }, thickness: 0.5 });
  text('Plain text with nothing under it', 540);
  return pdf.save();
};

describe('underlines (lines drawn under the text)', () => {
  it('marks the runs a stroked or filled line runs under, and not a table rule or a line far below', async () => {
    const doc = await extractDocument(await page());
    const runs = doc.pages[0]!.lines.flatMap((l) => l.runs);
    const under = (start: string) => runs.find((r) => r.text.startsWith(start))?.underline;
    expect(under('Water heater')).toBe(true);
    expect(under('Gas lines')).toBe(true);
    expect(under('A cell of')).toBeUndefined();
    expect(under('A line well below')).toBeUndefined();
    expect(under('Plain text')).toBeUndefined();
  });

  it('joins the pieces of one underline, and leaves items alone on a page of thousands of lines', () => {
    expect(
      joinRules([
        { x0: 10, x1: 40, y: 100 },
        { x0: 41, x1: 80, y: 100.2 },
        { x0: 10, x1: 80, y: 120 },
      ]),
    ).toEqual([
      { x0: 10, x1: 80, y: 100 },
      { x0: 10, x1: 80, y: 120 },
    ]);
    const item = { transform: [10, 0, 0, 10, 100, 100], width: 50, height: 10, str: 'x' };
    const rule = { x0: 100, x1: 150, y: 99 };
    expect(withUnderlines([item], [rule])[0]!.underline).toBe(true);
    expect(
      withUnderlines(
        [item],
        Array.from({ length: 3000 }, () => rule),
      )[0]!.underline,
    ).toBeUndefined();
  });
});
