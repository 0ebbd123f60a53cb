import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document';
import { withBackgrounds } from './backgrounds';

// A written page: text on a yellow highlight, on a grey box with a white box inside, inside a rounded frame
// (an ellipse: curves), and on paper.
const page = async () => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const p = pdf.addPage([612, 792]);
  const text = (s: string, y: number) => p.drawText(s, { x: 60, y, size: 10, font, color: rgb(0, 0, 0) });
  // the page's own background and a hairline rule are never a highlight
  p.drawRectangle({ x: 0, y: 0, width: 612, height: 792, color: rgb(0.95, 0.9, 0.8) });
  p.drawRectangle({ x: 40, y: 730, width: 500, height: 0.8, color: rgb(0, 0, 0) });
  p.drawRectangle({ x: 58, y: 697, width: 110, height: 13, color: rgb(1, 1, 0) });
  text('Guard rail is needed', 700);
  p.drawRectangle({ x: 50, y: 560, width: 400, height: 100, color: rgb(0.75, 0.75, 0.75) });
  text('Shaded boilerplate about the scope of the inspection', 640);
  p.drawRectangle({ x: 55, y: 570, width: 300, height: 30, color: rgb(1, 1, 1) });
  text('Printed on the white box inside the grey one', 580);
  p.drawEllipse({ x: 150, y: 460, xScale: 140, yScale: 30, color: rgb(0.2, 0.4, 0.8) });
  text('Inside a rounded frame drawn with curves', 455);
  text('Plain text on the page itself, with nothing drawn under it', 400);
  return pdf.save();
};

describe('text backgrounds (highlights and shading drawn under the text)', () => {
  it('gives each run the colour of the smallest filled rectangle under it, and none for paper', async () => {
    const doc = await extractDocument(await page());
    const runs = doc.pages[0]!.lines.flatMap((l) => l.runs);
    const bg = (start: string) => runs.find((r) => r.text.startsWith(start))?.background;
    expect(bg('Guard rail')).toBe('#ffff00');
    expect(bg('Shaded boilerplate')).toBe('#bfbfbf');
    // white inside grey clears the shading
    expect(bg('Printed on the white box')).toBeUndefined();
    // a path with curves is a drawing, not a highlight; the page-sized fill is the page's colour
    expect(bg('Inside a rounded frame')).toBeUndefined();
    expect(bg('Plain text')).toBeUndefined();
  });

  it('leaves items alone on a page that is a drawing of thousands of boxes', () => {
    const item = { transform: [10, 0, 0, 10, 100, 100], width: 50, height: 10, str: 'x' };
    const box = { x0: 90, y0: 95, x1: 200, y1: 120, color: '#ffff00' };
    expect(withBackgrounds([item], [box], [0, 0, 612, 792])[0]!.background).toBe('#ffff00');
    const drawing = Array.from({ length: 5000 }, () => box);
    expect(withBackgrounds([item], drawing, [0, 0, 612, 792])[0]!.background).toBeUndefined();
  });
});
