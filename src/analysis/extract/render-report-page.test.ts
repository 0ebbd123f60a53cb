import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderReportPage } from './render-report-page';

const pngSize = (png: Buffer | null | undefined) => ({ width: png!.readUInt32BE(16), height: png!.readUInt32BE(20) });

const twoPagePdf = async () => {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]);
  // a scroll forty times as tall as wide: drawn smaller, never 40 widths tall
  doc.addPage([100, 4000]);
  return new Uint8Array(await doc.save());
};

describe('renderReportPage', () => {
  it('draws a page at the width asked for, bounds a tall page, and has no page past the end', async () => {
    const data = await twoPagePdf();
    const letter = await renderReportPage(data, 1, 600);
    expect(letter.pageCount).toBe(2);
    expect(letter.png?.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(letter.png)).toEqual({ width: 600, height: Math.ceil((600 * 792) / 612) });

    const scroll = pngSize((await renderReportPage(data, 2, 600)).png);
    // rounding up to whole pixels adds under a percent
    expect(scroll.width * scroll.height).toBeLessThan(600 * 600 * 2 * 1.01);
    expect(scroll.width).toBeLessThan(600);

    expect(await renderReportPage(data, 3, 600)).toEqual({ png: null, pageCount: 2 });
  });
});
