import { describe, expect, it } from 'vitest';
import type { TextRun } from '../../types';
import {
  type CoverageOps,
  imageCoverage,
  type OutlineOps,
  outlinedCurves,
  letterPairs,
  punctuationShare,
  readableChars,
  textlessPages,
  undecodablePages,
} from './scanned-pages';

const run = (text: string): TextRun => ({
  text,
  x: 0,
  y: 0,
  width: 10,
  height: 10,
  fontName: 'f',
  bold: false,
  italic: false,
  color: null,
});

const OPS: CoverageOps = {
  save: 10,
  restore: 11,
  transform: 12,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
  paintImageXObject: 85,
  paintInlineImageXObject: 86,
  paintImageMaskXObject: 83,
};
const LETTER = [0, 0, 612, 792];

const list = (ops: [number, unknown[] | null][]) => ({
  fnArray: ops.map((o) => o[0]),
  argsArray: ops.map((o) => o[1]),
});

describe('textlessPages', () => {
  it('picks the pages without a usable text layer, page by page, and keeps the typed ones', () => {
    const pages = [
      { number: 1, runs: [run('HOME INSPECTION REPORT for 12 Oak Lane')] },
      { number: 2, runs: [] },
      { number: 3, runs: [run('Page 3'), run('   ')] },
      { number: 4, runs: [run('Roof: shingles are damaged at the ridge.')] },
    ];
    expect(textlessPages(pages)).toEqual([2, 3]);
  });
});

describe('undecodablePages', () => {
  const garbled = '\ufffd'.repeat(30);
  it('counts replacement, private-use and control codes as unreadable', () => {
    expect(readableChars({ runs: [run(`Roof ok \ufffd\ue001\u0003 12`)] })).toBe(8);
  });

  it('picks pages where most characters cannot be decoded, not a page with a few checkbox glyphs', () => {
    const pages = [
      // a whole page of undecodable text: no readable words at all
      { number: 1, runs: [run(garbled), run(`${garbled} ${garbled}`)] },
      // a typed page among them (an address line that decoded) still has mostly undecodable text
      { number: 2, runs: [run('150 Peabody Place, Memphis TN 38103'), run(garbled.repeat(3))] },
      // a checklist: private-use checkbox glyphs beside its words
      { number: 3, runs: [run('Condition: \uf06f \uf06f \uf0fe The exterior was HOA owned and maintained.')] },
      // too little text to say
      { number: 4, runs: [run('\ufffd\ufffd\ufffd')] },
    ];
    expect(undecodablePages(pages)).toEqual([1, 2]);
    // a text-less page for OCR is one without readable text, however many replacement characters it has
    expect(textlessPages(pages)).toEqual([1, 4]);
  });

  // an inspector's paragraph, and the same letters each read four places on in the alphabet (glyph numbers read as
  // character codes by a font without a ToUnicode map)
  const english =
    'The water heater has no drip pan and the relief valve discharge pipe ends above the floor. ' +
    'Recommend a licensed plumber install a drip pan and extend the pipe to within six inches of the floor.';
  const shifted = english.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 4) % 26) + base);
  });

  it('tells letters that spell words from letters that do not', () => {
    const words = letterPairs(english);
    expect(words.pairs).toBeGreaterThan(100);
    expect(words.common / words.pairs).toBeGreaterThan(0.4);
    const garbled = letterPairs(shifted);
    expect(garbled.common / garbled.pairs).toBeLessThan(0.2);
    expect(letterPairs('12 / 34 - $')).toEqual({ pairs: 0, common: 0 });
  });

  it('measures punctuation with a dot leader or a rule counted once', () => {
    expect(punctuationShare('Roof ........................ 3').share).toBeCloseTo(1 / 6);
    expect(punctuationShare('$1,234.00').share).toBeCloseTo(1 / 3);
    expect(punctuationShare('!"#$%&\'()"*+%$),\'').share).toBe(1);
  });

  it('picks a page of letters that spell no words, not a short one or a page of words', () => {
    const pages = [
      { number: 1, runs: [run(english)] },
      { number: 2, runs: [run(shifted)] },
      // too few letter pairs to judge
      { number: 3, runs: [run('Xli tmtiw evi psswi.')] },
      // glyph numbers from 1 read as character codes: mostly punctuation
      { number: 4, runs: [run('!"#$%&\'()"*+%$),\' -,)$%,\'.*/00,%##1 234*!"#$%&\'()"5*!"&6 '.repeat(3))] },
      // a table of contents: dot leaders are one character each
      { number: 5, runs: [run(`${'Roof Covering ........................................ 12 '.repeat(6)}`)] },
    ];
    expect(undecodablePages(pages)).toEqual([2, 4]);
  });
});

describe('imageCoverage', () => {
  it('measures a page-sized scan as the whole page', () => {
    const ops = list([
      [OPS.save, null],
      [OPS.transform, [612, 0, 0, 792, 0, 0]],
      [OPS.paintImageXObject, ['img1', 1700, 2200]],
      [OPS.restore, null],
    ]);
    expect(imageCoverage(OPS, ops, LETTER)).toBeCloseTo(1, 5);
  });

  it('follows nested transforms, form XObjects and save/restore; a photo grid is not a scan', () => {
    const photos = list([
      [OPS.save, null],
      [OPS.transform, [1, 0, 0, 1, 36, 400]],
      [OPS.save, null],
      [OPS.transform, [250, 0, 0, 180, 0, 0]],
      [OPS.paintImageXObject, ['a', 800, 600]],
      [OPS.restore, null],
      [
        OPS.paintFormXObjectBegin,
        [
          [250, 0, 0, 180, 300, 0],
          [0, 0, 1, 1],
        ],
      ],
      [OPS.paintImageXObject, ['b', 800, 600]],
      [OPS.paintFormXObjectEnd, null],
      [OPS.restore, null],
    ]);
    expect(imageCoverage(OPS, photos, LETTER)).toBeCloseTo((250 * 180) / (612 * 792), 5);
    expect(imageCoverage(OPS, photos, LETTER)).toBeLessThan(0.5);
  });

  it('counts a scan placed sideways (rotated matrix) and clips one larger than the page', () => {
    const sideways = list([
      [OPS.transform, [0, 792, -612, 0, 612, 0]],
      [OPS.paintImageXObject, ['s', 2200, 1700]],
    ]);
    expect(imageCoverage(OPS, sideways, LETTER)).toBeCloseTo(1, 5);
    const oversize = list([
      [OPS.transform, [1000, 0, 0, 1000, -100, -100]],
      [OPS.paintInlineImageXObject, [{}]],
    ]);
    expect(imageCoverage(OPS, oversize, LETTER)).toBe(1);
  });

  it('is 0 for a page of vector drawing only', () => {
    expect(imageCoverage(OPS, list([[OPS.transform, [1, 0, 0, 1, 0, 0]]]), LETTER)).toBe(0);
  });
});

describe('outlinedCurves', () => {
  const CODES: OutlineOps = {
    constructPath: 91,
    fill: 22,
    eoFill: 23,
    fillStroke: 24,
    eoFillStroke: 25,
    closeFillStroke: 26,
    closeEOFillStroke: 27,
  };
  // pdf.js path data: moveTo 0 (x y), lineTo 1 (x y), curveTo 2 (6 numbers), quadraticCurveTo 3 (4), closePath 4
  const letterO = new Float32Array([0, 5, 0, 2, 5, 3, 8, 3, 8, 0, 2, 8, -3, 5, -3, 5, 0, 3, 2, 2, 0, 0, 4]);
  const path = (paint: number, data: Float32Array) =>
    [CODES.constructPath, [paint, [data], null]] as [number, unknown[]];

  it('counts the curves (cubic and quadratic) of filled paths', () => {
    expect(outlinedCurves(CODES, list([path(CODES.fill, letterO), path(CODES.eoFill, letterO)]))).toBe(6);
  });

  it('leaves out stroked paths, straight lines and what is not path data', () => {
    const box = new Float32Array([0, 0, 0, 1, 10, 0, 1, 10, 10, 1, 0, 10, 4]);
    const stroke = 20;
    expect(outlinedCurves(CODES, list([path(stroke, letterO), path(CODES.fill, box), [CODES.fill, null]]))).toBe(0);
    expect(outlinedCurves(CODES, list([path(CODES.fill, new Float32Array([9, 1, 2]))]))).toBe(0);
  });
});
