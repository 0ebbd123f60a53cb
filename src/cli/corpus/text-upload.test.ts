import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../analysis/extract/extract-document';
import { prepareDocument } from '../../analysis/findings/builtin-finder';
import { toDocLines } from '../../analysis/findings/doc-lines';
import { labelReport } from '../../analysis/learning/corpus';
import { asTextUpload, layoutText } from './text-upload';

// two pages: a heading, a rating row with a mark in a column, a comment after a blank; a page with one line
const pdf = async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([612, 792]);
  first.drawText('ROOF', { x: 60, y: 740, size: 10, font });
  first.drawText('Shingles', { x: 60, y: 716, size: 10, font });
  first.drawText('X', { x: 420, y: 716, size: 10, font });
  first.drawText('Several shingles are missing at the rear slope.', { x: 60, y: 656, size: 10, font });
  doc.addPage([612, 792]).drawText('Gutters are clean.', { x: 60, y: 740, size: 10, font });
  return doc.save();
};

describe('layoutText', () => {
  it('prints each run at its column, a gap as blank lines and a form feed between pages', async () => {
    const lines = toDocLines(await extractDocument(await pdf()));
    const [one, two] = layoutText(lines).split('\f');
    expect(two).toBe(`${' '.repeat(10)}Gutters are clean.`);
    const rows = one!.split('\n');
    expect(rows[0]).toBe(`${' '.repeat(10)}ROOF`);
    expect(rows[2]).toMatch(/^ {10}Shingles {2,}X$/);
    expect(rows[2]!.indexOf('X')).toBe(70);
    // 60 points below the rating row: four blank lines of 12 points, then the comment
    expect(rows.slice(3, 7)).toEqual(['', '', '', '']);
    expect(rows[7]).toBe(`${' '.repeat(10)}Several shingles are missing at the rear slope.`);
  });

  it('reads back through the text path with the same lines on the same pages', async () => {
    const original = labelReport('x', 'f', [], prepareDocument(await extractDocument(await pdf())));
    const text = await asTextUpload(original);
    const byPage = (lines: readonly { page: number; text: string }[]) => lines.map((l) => `${l.page}: ${l.text}`);
    expect(byPage(text.prepared.lines)).toEqual(byPage(original.prepared.lines));
    expect(text.prepared.lines.every((l) => !l.bold && l.color === '#000000')).toBe(true);
  });
});
