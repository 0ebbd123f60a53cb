import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, degrees, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../types';
import { extractDocument } from './extract-document';

const makePdf = async (
  pages: { lines: { text: string; x?: number; y: number; bold?: boolean; color?: [number, number, number] }[] }[],
) => {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const p of pages) {
    const page = pdf.addPage([612, 792]);
    for (const l of p.lines) {
      page.drawText(l.text, {
        x: l.x ?? 50,
        y: 792 - l.y,
        size: 10,
        font: l.bold ? bold : regular,
        color: rgb(...(l.color ?? [0, 0, 0])),
      });
    }
  }
  return pdf.save();
};

const code = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e instanceof AnalysisError ? e.code : 'other';
  }
  return 'none';
};

describe('extractDocument (PDF)', () => {
  it('keeps page numbers, positions, bold fonts and fill colours per run', async () => {
    const data = await makePdf([
      {
        lines: [
          { text: 'SAFETY CONCERN: Missing handrail at the basement stairs.', y: 100, color: [0.8, 0, 0] },
          { text: 'Electrical', y: 130, bold: true },
          { text: 'Panel cover screws are pointed.', y: 150 },
        ],
      },
    ]);
    const doc = await extractDocument(data);
    expect(doc.kind).toBe('pdf');
    expect(doc.pageCount).toBe(1);
    const [red, heading, plain] = doc.pages[0]!.lines;
    expect(red!.text).toBe('SAFETY CONCERN: Missing handrail at the basement stairs.');
    expect(red!.runs[0]!.color).toBe('#cc0000');
    expect(heading!.runs[0]!.bold).toBe(true);
    expect(plain!.runs[0]!.bold).toBe(false);
    expect(plain!.runs[0]!.color).toBe('#000000');
    expect(red!.y).toBeLessThan(heading!.y);
    expect(doc.pages[0]!.text.split('\n')).toHaveLength(3);
  });

  it('reads a row of cells as one line, left to right', async () => {
    const data = await makePdf([
      {
        lines: [
          { text: 'Condition:', x: 60, y: 100 },
          { text: 'Repair or Replace', x: 300, y: 100 },
          { text: 'Gutters', x: 60, y: 120 },
        ],
      },
    ]);
    const doc = await extractDocument(data);
    expect(doc.pages[0]!.lines.map((l) => l.text)).toEqual(['Condition: Repair or Replace', 'Gutters']);
  });

  it('reads a page whose text is printed sideways line by line, turned upright (with or without /Rotate)', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const lines = [
      '2.1 Roof Covering',
      'The shingles are damaged at the north slope. Recommend repair.',
      'Flashing at the chimney is loose and should be resealed.',
    ];
    // a landscape page drawn sideways on a portrait page and turned for display
    const turned = pdf.addPage([612, 792]);
    lines.forEach((text, i) => turned.drawText(text, { x: 100 + i * 20, y: 80, size: 11, font, rotate: degrees(90) }));
    turned.setRotation(degrees(270));
    // a table printed sideways on purpose, its text running down the page
    const sideways = pdf.addPage([612, 792]);
    lines.forEach((text, i) =>
      sideways.drawText(text, { x: 500 - i * 20, y: 700, size: 11, font, rotate: degrees(-90) }),
    );
    const doc = await extractDocument(await pdf.save());
    for (const page of doc.pages) {
      expect(page.lines.map((l) => l.text)).toEqual(lines);
      expect([page.width, page.height]).toEqual([792, 612]);
    }
  });

  it('removes running headers, footers and page numbers repeated on many pages', async () => {
    const pages = [1, 2, 3, 4].map((n) => ({
      lines: [
        { text: 'Acme Home Inspections - 12 Oak Lane', y: 30 },
        { text: `Body text of page ${n} about the roof.`, y: 300 },
        { text: `Page ${n} of 4`, y: 770 },
      ],
    }));
    const doc = await extractDocument(await makePdf(pages));
    for (const page of doc.pages)
      expect(page.lines.map((l) => l.text)).toEqual([`Body text of page ${page.number} about the roof.`]);
  });

  // made by qpdf from a one-page PDF (test-data/pdf/README.md): many reports are "secured" against printing or
  // editing with an owner password only, which any reader opens; a user password is needed to open the other
  it('reads a PDF secured with an owner password only, and refuses one that needs a password to open', async () => {
    const fixture = (name: string) =>
      new Uint8Array(readFileSync(new URL(`../../../test-data/pdf/${name}`, import.meta.url)));
    for (const name of ['restricted-owner-password.pdf', 'restricted-rc4-40.pdf']) {
      const doc = await extractDocument(fixture(name));
      expect(doc.pages[0]!.text).toContain('The water heater has no drip pan.');
    }
    expect(await code(extractDocument(fixture('user-password.pdf')))).toBe('encrypted');
  });

  it('refuses a PDF without a text layer, a damaged PDF and too many pages, with codes', async () => {
    const blank = await PDFDocument.create();
    blank.addPage();
    blank.addPage();
    expect(await code(extractDocument(await blank.save()))).toBe('scanned');
    const broken = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF');
    expect(await code(extractDocument(broken))).toBe('corrupt');
    const three = await makePdf([1, 2, 3].map(() => ({ lines: [{ text: 'Some report text on this page.', y: 100 }] })));
    expect(await code(extractDocument(three, { maxPages: 2 }))).toBe('too_many_pages');
    expect(await code(extractDocument(new Uint8Array()))).toBe('empty');
    expect(await code(extractDocument(new Uint8Array([0, 1, 2, 3, 0, 0, 255, 254])))).toBe('unsupported');
  });

  it('treats a report whose pages are images behind a typed cover page as scanned', async () => {
    const pages = [
      { lines: [{ text: 'HOME INSPECTION REPORT - 12 Oak Lane - prepared for A. Buyer by Acme Inspections', y: 100 }] },
    ];
    for (let i = 0; i < 9; i++) pages.push({ lines: [] });
    expect(await code(extractDocument(await makePdf(pages)))).toBe('scanned');
  });

  it('reads a PDF even when the caller labels it as text', async () => {
    const data = await makePdf([{ lines: [{ text: 'The garage door opener did not reverse.', y: 100 }] }]);
    const doc = await extractDocument(data, { kind: 'text' });
    expect(doc.kind).toBe('pdf');
    expect(doc.pages[0]!.text).toBe('The garage door opener did not reverse.');
  });

  it("reads what an inspector typed into a fillable form's fields, where the field is printed", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([612, 792]);
    page.drawText('I. STRUCTURAL SYSTEMS', { x: 50, y: 740, size: 11, font });
    page.drawText('Comments:', { x: 50, y: 700, size: 10, font });
    const field = pdf.getForm().createTextField('comments');
    field.enableMultiline();
    field.setText('The water heater relief valve discharge pipe is missing. Recommend a plumber install one.');
    field.addToPage(page, { x: 120, y: 640, width: 400, height: 70, font });
    const doc = await extractDocument(await pdf.save());
    const lines = doc.pages[0]!.lines;
    expect(lines.map((l) => l.text).join(' ')).toContain('The water heater relief valve discharge pipe');
    const typed = lines.find((l) => l.text.startsWith('The water heater'))!;
    // inside the field's rectangle (x 120–520, y 82–152 from the top), below the printed label
    expect(typed.x).toBeGreaterThanOrEqual(120);
    expect(typed.y).toBeGreaterThan(92);
    expect(typed.y).toBeLessThan(152);
  });

  it('gives the scanned-PDF message the user sees', async () => {
    const blank = await PDFDocument.create();
    blank.addPage();
    await expect(extractDocument(await blank.save())).rejects.toThrow(/no selectable text \(it looks scanned\)/);
  });
});

describe('extractDocument (text)', () => {
  it('splits pages on form feeds and repairs text artefacts', async () => {
    const text = 'ROOF\nContact a quali ed roofer.\fPLUMBING\nCondition: ¨ þ ¨ Leak at trap';
    const doc = await extractDocument(new TextEncoder().encode(text));
    expect(doc.kind).toBe('text');
    expect(doc.pageCount).toBe(2);
    expect(doc.pages[0]!.text).toBe('ROOF\nContact a qualified roofer.');
    expect(doc.pages[1]!.lines[1]!.text).toBe('Condition: ☐ ☒ ☐ Leak at trap');
  });

  it('removes the running headers, footers and page numbers a text export keeps, as a PDF reading does', async () => {
    const topics = ['roof', 'attic', 'furnace', 'garage'];
    const body = (n: number) => `The ${topics[n - 1]} was inspected on page ${n}.`;
    const page = (n: number) =>
      [
        'Acme Home Inspections - 12 Oak Lane',
        '',
        body(n),
        ...Array.from({ length: 40 }, () => ''),
        `Page ${n} of 4`,
      ].join('\n');
    const doc = await extractDocument(new TextEncoder().encode([1, 2, 3, 4].map(page).join('\f')));
    for (const p of doc.pages) {
      expect(p.lines.map((l) => l.text)).toEqual([body(p.number)]);
      expect(p.text).toBe(body(p.number));
    }
  });
});
