import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract-document';
import { imageOnlyPdf } from './image-only-pdf';

const SENTENCES = ['The water heater has no drip pan.', 'Recommend a licensed plumber repair the leak.'];

// One typed page and one small scanned page (a picture of typed sentences): small, so OCR takes about a second.
const mixedReport = async () => {
  const typed = await PDFDocument.create();
  const font = await typed.embedFont(StandardFonts.Helvetica);
  const page = typed.addPage([612, 792]);
  page.drawText('ROOF: Shingles are lifting at the north slope.', {
    x: 50,
    y: 700,
    size: 11,
    font,
    color: rgb(0.8, 0, 0),
  });
  const source = await PDFDocument.create();
  const sourceFont = await source.embedFont(StandardFonts.Helvetica);
  const scanned = source.addPage([400, 90]);
  SENTENCES.forEach((text, i) => scanned.drawText(text, { x: 20, y: 60 - i * 24, size: 13, font: sourceFont }));
  const scan = await PDFDocument.load(await imageOnlyPdf(await source.save(), { dpi: 150 }));
  const [scanPage] = await typed.copyPages(scan, [0]);
  typed.addPage(scanPage);
  return typed.save();
};

describe('OCR of scanned pages', () => {
  it('reads an image-only page into runs, keeps the typed page as it is, and counts progress', async () => {
    const progress: string[] = [];
    const doc = await extractDocument(await mixedReport(), {
      ocr: { workers: 1, dpi: 150, onProgress: (done, total) => void progress.push(`${done}/${total}`) },
    });
    expect(doc.pageCount).toBe(2);
    const [typed, scanned] = doc.pages;
    // the typed page: pdf.js text runs with their font and colour, not OCR
    expect(typed!.text).toBe('ROOF: Shingles are lifting at the north slope.');
    expect(typed!.lines[0]!.runs[0]!.color).toBe('#cc0000');
    // the scanned page: its words as runs, in reading order, top to bottom, without colour
    const words = (s: string) => s.toLowerCase().match(/[a-z]+/g) ?? [];
    for (const sentence of SENTENCES) expect(words(scanned!.text).join(' ')).toContain(words(sentence).join(' '));
    const runs = scanned!.lines.flatMap((l) => l.runs);
    expect(runs.every((r) => r.color === null && r.fontName === 'ocr')).toBe(true);
    expect(scanned!.lines[0]!.y).toBeLessThan(scanned!.lines[1]!.y);
    expect(runs[0]!.height).toBeGreaterThan(8);
    expect(runs[0]!.height).toBeLessThan(22);
    expect(progress).toEqual(['0/1', '1/1']);
  }, 60_000);
});
