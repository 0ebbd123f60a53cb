import { createRequire } from 'node:module';
import { GlobalFonts, SvgExportFlag, createCanvas } from '@napi-rs/canvas';
import { PDFDict, PDFDocument, PDFName, StandardFonts, rgb } from 'pdf-lib';
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
  const boldFont = await source.embedFont(StandardFonts.HelveticaBold);
  const scanned = source.addPage([400, 114]);
  scanned.drawText('PLUMBING', { x: 20, y: 88, size: 13, font: boldFont });
  // the first sentence in black, the second in red (a report that marks defects by colour)
  SENTENCES.forEach((text, i) =>
    scanned.drawText(text, { x: 20, y: 60 - i * 24, size: 13, font: sourceFont, color: rgb(0.8 * i, 0, 0) }),
  );
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
    // the scanned page: its words as runs, in reading order, top to bottom, weight and colour read from the ink
    const words = (s: string) => s.toLowerCase().match(/[a-z]+/g) ?? [];
    for (const sentence of SENTENCES) expect(words(scanned!.text).join(' ')).toContain(words(sentence).join(' '));
    const [heading, black, red] = scanned!.lines;
    expect(heading!.text).toBe('PLUMBING');
    expect(heading!.runs.every((r) => r.bold)).toBe(true);
    expect(black!.runs.every((r) => !r.bold && r.color === '#000000' && r.fontName === 'ocr')).toBe(true);
    for (const run of red!.runs) expect(run.color).toMatch(/^#[89a-f][0-9a-f][0-3][0-9a-f][0-3][0-9a-f]$/);
    expect(black!.y).toBeLessThan(red!.y);
    // 13 pt type reads as about 13 pt, one size for the line
    for (const run of [...black!.runs, ...red!.runs]) expect(run.height).toBeCloseTo(13, -0.5);
    expect(progress).toEqual(['0/1', '1/1']);
  }, 60_000);
});

describe('OCR of headings on coloured bands', () => {
  it('reads dark type on a red bar as a black heading line of its own', async () => {
    const source = await PDFDocument.create();
    const bold = await source.embedFont(StandardFonts.HelveticaBold);
    const font = await source.embedFont(StandardFonts.Helvetica);
    const page = source.addPage([420, 150]);
    page.drawRectangle({ x: 15, y: 100, width: 390, height: 26, color: rgb(1, 0, 0) });
    page.drawText('GENERAL INFORMATION', { x: 110, y: 106, size: 16, font: bold, color: rgb(0, 0, 0) });
    page.drawText('Inspection Date:', { x: 20, y: 70, size: 11, font });
    page.drawText('December 2, 2017.', { x: 200, y: 70, size: 11, font });
    page.drawText('Weather:', { x: 20, y: 50, size: 11, font });
    page.drawText('Partly cloudy.', { x: 200, y: 50, size: 11, font });
    const scan = await imageOnlyPdf(await source.save(), { dpi: 150 });
    const doc = await extractDocument(scan, { ocr: { workers: 1, dpi: 150 } });
    const [heading] = doc.pages[0]!.lines;
    expect(heading!.text).toBe('GENERAL INFORMATION');
    expect(heading!.runs.every((r) => r.color === '#000000')).toBe(true);
  }, 60_000);
});

// A page whose text was turned into shapes: no text layer and no image, each letter a filled path. The glyphs come
// from the Liberation Sans that pdf.js ships, drawn by the canvas as SVG paths.
const outlinedTextPage = async (lines: string[]) => {
  const fontFile = createRequire(import.meta.url).resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf');
  GlobalFonts.registerFromPath(fontFile, 'Outlined Sans');
  const canvas = createCanvas(460, 130, SvgExportFlag.ConvertTextToPaths);
  const context = canvas.getContext('2d');
  context.font = '13px "Outlined Sans"';
  lines.forEach((text, i) => context.fillText(text, 20, 40 + i * 30));
  const paths = [
    ...canvas
      .getContent()
      .toString('utf8')
      .matchAll(/<path[^>]*\sd="([^"]+)"/g),
  ].map((m) => m[1]!);
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([460, 130]);
  for (const d of paths) page.drawSvgPath(d, { x: 0, y: 130, color: rgb(0, 0, 0) });
  return pdf.save();
};

describe('OCR of text drawn as shapes', () => {
  it('reads a page whose letters are outlines, which has neither text nor an image to find', async () => {
    // about 100 letters: a page of them is thousands of curves (OUTLINED_TEXT_CURVES)
    const lines = [...SENTENCES, 'The garage door does not reverse when it meets resistance.'];
    const data = await outlinedTextPage(lines);
    // no text layer: read without OCR, the report is refused as having no text
    await expect(extractDocument(data, { ocr: false })).rejects.toMatchObject({ code: 'scanned' });
    const doc = await extractDocument(data, { ocr: { workers: 1, dpi: 150 } });
    const words = (s: string) => s.toLowerCase().match(/[a-z]+/g) ?? [];
    for (const line of lines) expect(words(doc.pages[0]!.text).join(' ')).toContain(words(line).join(' '));
  }, 60_000);
});

// A page that shows its sentences but whose font's ToUnicode map gives other characters than its letters, as some
// tools that re-make a PDF write it: the text layer is there, and it is not the page's words.
const ALL_REPLACEMENT = `[${'<FFFD> '.repeat(256)}]`;
// each code read as the character four codes on ('Roof' as 'Vssj'): glyph numbers read as character codes
const SHIFTED = '<0004>';
const undecodableTextPage = async (lines: string[], target: string) => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([460, 130]);
  lines.forEach((text, i) => page.drawText(text, { x: 20, y: 95 - i * 30, size: 13, font }));
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CMapName /Undecodable def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    `1 beginbfrange <00> <FF> ${target} endbfrange`,
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  // the font's dictionary is written on save: set the map on the saved document's
  const saved = await PDFDocument.load(await pdf.save());
  const fonts = saved.getPage(0).node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  const toUnicode = saved.context.register(saved.context.stream(cmap));
  for (const ref of fonts.values()) saved.context.lookup(ref, PDFDict).set(PDFName.of('ToUnicode'), toUnicode);
  return saved.save();
};

describe('OCR of text that cannot be decoded', () => {
  const lines = [...SENTENCES, 'The garage door does not reverse when it meets resistance.'];
  const words = (s: string) => s.toLowerCase().match(/[a-z]+/g) ?? [];

  it('reads a page whose text layer gives only replacement characters from its rendering', async () => {
    const data = await undecodableTextPage(lines, ALL_REPLACEMENT);
    // without OCR there are no words to read: the report is refused, not read as a page of replacement characters
    await expect(extractDocument(data, { ocr: false })).rejects.toMatchObject({ code: 'scanned' });
    const doc = await extractDocument(data, { ocr: { workers: 1, dpi: 150 } });
    expect(doc.pages[0]!.text).not.toContain('\ufffd');
    for (const line of lines) expect(words(doc.pages[0]!.text).join(' ')).toContain(words(line).join(' '));
  }, 60_000);

  it('reads a page whose text layer spells no words (codes shifted) from its rendering', async () => {
    const data = await undecodableTextPage(lines, SHIFTED);
    const garbled = await extractDocument(data, { ocr: false });
    expect(garbled.pages[0]!.text).toContain('Xli');
    const doc = await extractDocument(data, { ocr: { workers: 1, dpi: 150 } });
    for (const line of lines) expect(words(doc.pages[0]!.text).join(' ')).toContain(words(line).join(' '));
  }, 60_000);

  it('refuses more such pages than OCR reads, saying their text cannot be decoded (not that they are scanned)', async () => {
    const one = await PDFDocument.load(await undecodableTextPage(lines, ALL_REPLACEMENT));
    const three = await PDFDocument.create();
    for (const page of await three.copyPages(one, [0, 0, 0])) three.addPage(page);
    const refused = extractDocument(await three.save(), { ocr: { workers: 1, dpi: 150, maxPages: 2 } });
    await expect(refused).rejects.toMatchObject({ code: 'too_many_pages' });
    await expect(refused).rejects.toThrow(/3 pages whose text cannot be decoded.*up to 2 such pages/);
  });
});
