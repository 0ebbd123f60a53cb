import { PDFDocument, type PDFRef, StandardFonts } from 'pdf-lib';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { describe, expect, it } from 'vitest';
import { loadPdfjs } from './load-pdfjs';
import { actionTable, type OperatorCodes, operatorListText } from './operator-text';

// One page whose content stream is written by hand (/F1 Helvetica, /F2 Helvetica-Bold, /X1 a form XObject).
const pageWith = async (content: string, form?: { content: string; matrix: number[] }) => {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([612, 792]);
  page.node.newFontDictionary('F1', regular.ref);
  page.node.newFontDictionary('F2', bold.ref);
  if (form) {
    const xobject = pdf.context.stream(form.content, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 612, 792],
      Matrix: form.matrix,
      Resources: { Font: { F1: regular.ref } },
    });
    page.node.newXObject('X1', pdf.context.register(xobject) as PDFRef);
  }
  page.node.addContentStream(pdf.context.register(pdf.context.stream(content)));
  return pdf.save();
};

const readBoth = async (data: Uint8Array) => {
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({ data, verbosity: 0, isEvalSupported: false, disableFontFace: true }).promise;
  try {
    const page = await doc.getPage(1);
    const content = await page.getTextContent({ disableNormalization: true });
    const list = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
    const ours = operatorListText(pdfjs.OPS, list, page.view, (id) =>
      page.commonObjs.has(id) ? (page.commonObjs.get(id) as { fontMatrix?: number[] }) : null,
    );
    const visible = <T extends { str: string }>(items: T[]) => items.filter((it) => it.str.trim() !== '');
    return {
      reference: visible(content.items.filter((it): it is TextItem => 'str' in it)),
      ours: visible(ours),
    };
  } finally {
    await doc.destroy();
  }
};

const expectSameItems = async (data: Uint8Array) => {
  const { reference, ours } = await readBoth(data);
  expect(ours.map((it) => it.str)).toEqual(reference.map((it) => it.str));
  ours.forEach((item, i) => {
    const ref = reference[i]!;
    expect(item.fontName).toBe(ref.fontName);
    expect(item.width).toBeCloseTo(ref.width, 3);
    expect(item.height).toBeCloseTo(ref.height, 3);
    item.transform.forEach((v, k) => expect(v).toBeCloseTo(ref.transform[k] as number, 3));
  });
  return ours;
};

describe('operatorListText (text items rebuilt from the operator list)', () => {
  it('splits and joins items like getTextContent: kerning, wide TJ gaps, spacing, scaling and rise', async () => {
    const items = await expectSameItems(
      await pageWith(
        [
          'BT /F1 10 Tf 50 700 Td [(Roof) -300 (covering) -3000 (worn at the ridge)] TJ ET',
          'BT /F1 10 Tf 50 680 Td 1.5 Tc 4 Tw 80 Tz (Spaced and scaled words) Tj 0 Tc 0 Tw 100 Tz ET',
          'BT /F1 10 Tf 50 660 Td (Base line) Tj 4 Ts (raised) Tj 0 Ts ( back) Tj ET',
          'BT /F2 12 Tf 14 TL 50 640 Td (Bold heading) Tj T* /F1 10 Tf (next line) Tj (quoted line) \' 1 2 (with spacing) " ET',
          'BT /F1 10 Tf 50 560 Td 12 -14 TD (moved with TD) Tj T* (and T-star) Tj ET',
        ].join('\n'),
      ),
    );
    expect(items.map((it) => it.str)).toContain('worn at the ridge');
  });

  it('follows the CTM through q/Q, rotation and a form XObject with its own matrix', async () => {
    await expectSameItems(
      await pageWith(
        [
          'q 0 1 -1 0 300 300 cm BT /F1 10 Tf 0 0 Td (Rotated caption text) Tj ET Q',
          'q 2 0 0 2 0 0 cm BT /F1 5 Tf 30 300 Td (Scaled by the CTM) Tj ET Q',
          'q 1 0 0 1 100 0 cm 0 1 -1 0 300 300 cm 0.5 0 0 0.5 0 0 cm BT /F1 10 Tf 20 0 Td (Composed CTM) Tj ET Q',
          'BT /F1 10 Tf 50 500 Td (Before the form) Tj ET',
          'q /X1 Do Q',
          '/Span BMC BT /F1 10 Tf 50 460 Td (Marked content) Tj ET EMC',
          'BT /F1 10 Tf 700 100 Td (Off the page) Tj ET',
        ].join('\n'),
        { content: 'BT /F1 10 Tf 0 0 Td (Inside the form) Tj ET', matrix: [1, 0, 0, 1, 50, 480] },
      ),
    );
  });

  it("gives each item its first glyph's fill colour, whatever colour space set it", async () => {
    const items = await expectSameItems(
      await pageWith(
        [
          'BT /F1 10 Tf 50 700 Td (Black text) Tj ET',
          'BT /F1 10 Tf 1 0 0 rg 50 680 Td (Red safety concern) Tj ET',
          'q 0 0 1 rg BT /F1 10 Tf 50 660 Td (Blue inside q) Tj ET Q',
          'BT /F1 10 Tf 50 640 Td (Red again after Q) Tj ET',
          'BT /F1 10 Tf 0.5 g 50 620 Td (Grey text) Tj 0 1 1 0 k 200 0 Td (CMYK red) Tj ET',
        ].join('\n'),
      ),
    );
    expect(Object.fromEntries(items.map((it) => [it.str, it.color]))).toEqual({
      'Black text': '#000000',
      'Red safety concern': '#ff0000',
      'Blue inside q': '#0000ff',
      'Red again after Q': '#ff0000',
      'Grey text': '#808080',
      // pdf.js's CMYK conversion (a calibrated red, not pure #ff0000)
      'CMYK red': expect.stringMatching(/^#ff[0-3][0-9a-f][0-3][0-9a-f]$/),
    });
  });

  it('ignores operators with malformed arguments instead of throwing', async () => {
    const pdfjs = await loadPdfjs();
    const { OPS } = pdfjs;
    const glyph = (unicode: string) => ({ unicode, width: 500, originalCharCode: unicode.charCodeAt(0) });
    const items = operatorListText(
      OPS,
      {
        fnArray: [OPS.setTextMatrix, OPS.transform, OPS.setFont, OPS.moveText, OPS.showText, OPS.paintFormXObjectEnd],
        argsArray: [[null], ['x'], [42, 'big'], [50, 700], [[glyph('O'), glyph('K'), 'junk', Infinity]], []],
      },
      [0, 0, 612, 792],
      () => null,
    );
    // like pdf.js, text shown without a usable font is skipped
    expect(items.map((it) => it.str)).toEqual([]);
    const shown = operatorListText(
      OPS,
      {
        fnArray: [OPS.setFont, OPS.moveText, OPS.showText],
        argsArray: [['f1', 10], [50, 700], [[glyph('O'), glyph('K'), 'junk', Infinity]]],
      },
      [0, 0, 612, 792],
      () => null,
    );
    expect(shown.map((it) => it.str)).toEqual(['OK']);
    expect(shown[0]!.transform[4]).toBe(50);
    expect(shown[0]!.width).toBeCloseTo(10, 5);
  });

  it('restores the text matrices saved by q after Q, however they moved inside', async () => {
    await expectSameItems(
      await pageWith(
        [
          'BT /F1 10 Tf 50 700 Td q 100 0 Td (Inside the save) Tj 0 -20 Td (and below) Tj Q (After the restore) Tj ET',
          'BT /F1 10 Tf 14 TL 50 600 Td q T* (next line inside) Tj Q T* (next line after) Tj ET',
        ].join('\n'),
      ),
    );
  });
});

describe('actionTable (operator codes to the switch of operatorListText)', () => {
  const codes = (overrides: Partial<Record<keyof OperatorCodes, number>>): OperatorCodes => {
    const names: (keyof OperatorCodes)[] = ['save', 'restore', 'showText', 'showSpacedText', 'setFont'];
    const ops = Object.fromEntries(names.map((name, i) => [name, 10 + i])) as unknown as OperatorCodes;
    return Object.assign(ops, overrides);
  };

  it('maps every named code to its own action, and other codes to none', () => {
    const table = actionTable(codes({}));
    const actions = [10, 11, 12, 13, 14].map((code) => table[code]);
    expect(new Set(actions).size).toBe(5);
    expect(actions.every((a) => a! > 0)).toBe(true);
    expect(table[0]).toBe(0);
    expect(table[9]).toBe(0);
  });

  it('gives a code two names share to the first, as a switch over the names would', () => {
    const ops = codes({ showSpacedText: 10 });
    expect(actionTable(ops)[10]).toBe(actionTable(codes({}))[10]);
  });
});
