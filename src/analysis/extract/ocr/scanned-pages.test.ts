import { describe, expect, it } from 'vitest';
import { plainRun as run } from '@/testing/analysis/text-runs';
import { type CoverageOps, imageCoverage, type OutlineOps, outlinedCurves, textlessPages } from './scanned-pages';

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
