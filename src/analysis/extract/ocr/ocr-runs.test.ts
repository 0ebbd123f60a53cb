import { describe, expect, it } from 'vitest';
import { checkboxGlyph, type OcrWord, wordsToRuns } from './ocr-runs';

const word = (text: string, x0: number, y0: number, x1: number, y1: number, confidence = 90): OcrWord => ({
  text,
  confidence,
  bbox: { x0, y0, x1, y1 },
});

describe('wordsToRuns', () => {
  it('maps image pixels to points: left edge, the baseline of the line, size from its letters above it, no colour', () => {
    // 200 DPI: 200/72 pixels per point
    const scale = 200 / 72;
    // the line's box is stretched by a speck beside it; its fitted baseline slopes
    const line = {
      bbox: { x0: 100, y0: 180, x1: 600, y1: 270 },
      baseline: { x0: 100, y0: 250, x1: 600, y1: 230, has_baseline: true },
    };
    const [roof, damaged, speck] = wordsToRuns(
      [
        { ...word('Roof', 100, 205, 200, 240), line },
        { ...word('damaged', 220, 205, 400, 250), line },
        { ...word('~', 500, 180, 520, 270, 45), line },
      ],
      scale,
    );
    expect(roof).toMatchObject({ text: 'Roof', bold: false, italic: false, color: null, fontName: 'ocr' });
    expect(roof!.x).toBeCloseTo(100 / scale, 5);
    expect(roof!.width).toBeCloseTo(100 / scale, 5);
    // the bottom of the words without descenders, not the sloped fit nor the descender of "damaged"
    expect(roof!.y).toBeCloseTo(240 / scale, 5);
    // cap height 35 px is 72 % of the type's size; the speck's height counts for nothing
    expect(roof!.height).toBeCloseTo(35 / 0.72 / scale, 5);
    for (const run of [damaged!, speck!]) {
      expect(run.y).toBeCloseTo(roof!.y, 5);
      expect(run.height).toBeCloseTo(roof!.height, 5);
    }
  });

  it('follows the fitted baseline when every word has a descender, and uses the word box without a line', () => {
    const line = {
      bbox: { x0: 0, y0: 0, x1: 1000, y1: 40 },
      baseline: { x0: 0, y0: 30, x1: 1000, y1: 40 },
    };
    const [sloped] = wordsToRuns([{ ...word('slope', 450, 0, 550, 40), line }], 1);
    expect(sloped!.y).toBeCloseTo(35, 5);
    const [bare] = wordsToRuns([word('bare', 10, 20, 60, 45)], 1);
    expect(bare).toMatchObject({ x: 10, y: 45 });
    expect(bare!.height).toBeCloseTo(25 / 0.72, 5);
  });

  it('reads colour and weight from the ink, drops words on photos, and calls words on a label white', () => {
    const width = 300;
    const height = 200;
    const image = { data: new Uint8ClampedArray(width * height * 4).fill(255), width, height };
    const paint = (x0: number, y0: number, x1: number, y1: number, rgb: number[]) => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) image.data.set(rgb, 4 * (y * width + x));
    };
    // stems of type: regular black, bold black, regular red; a photo; a label's box
    const stems = (x: number, y: number, stem: number, rgb: number[]) => {
      for (let k = 0; k < 6; k++) paint(x + k * 9, y, x + k * 9 + stem, y + 20, rgb);
    };
    stems(10, 10, 3, [20, 20, 20]);
    stems(10, 40, 3, [20, 20, 20]);
    stems(10, 70, 5, [20, 20, 20]);
    stems(10, 100, 3, [200, 0, 0]);
    paint(150, 10, 290, 190, [90, 120, 60]);
    const runs = wordsToRuns(
      [
        word('plain', 10, 10, 64, 30),
        word('again', 10, 40, 64, 60),
        word('BOLD', 10, 70, 64, 90),
        word('red', 10, 100, 64, 120),
        word('lee', 200, 100, 240, 120),
        word('Deficiency', 10, 140, 64, 160),
      ],
      1,
      image,
      [{ x0: 0, y0: 135, x1: 80, y1: 165 }],
    );
    expect(runs.map((r) => [r.text, r.bold, r.color])).toEqual([
      ['plain', false, '#000000'],
      ['again', false, '#000000'],
      ['BOLD', true, '#000000'],
      ['red', false, '#c80000'],
      ['Deficiency', false, '#ffffff'],
    ]);
  });

  it("puts a label's words on a line of their own, at the baseline and size of the label's letters", () => {
    // tesseract joined a tag lower down beside a heading into one line, and gave the tag's word the line's height
    const line = {
      bbox: { x0: 10, y0: 100, x1: 400, y1: 160 },
      baseline: { x0: 10, y0: 130, x1: 400, y1: 130 },
    };
    const [heading, tag] = wordsToRuns(
      [
        { ...word('WALLS', 10, 100, 120, 130), line },
        { ...word('Deficiency', 300, 100, 400, 160), line },
      ],
      1,
      undefined,
      [{ x0: 290, y0: 125, x1: 410, y1: 165, baseline: 150, capHeight: 18 }],
    );
    expect(heading).toMatchObject({ text: 'WALLS', y: 130 });
    expect(heading!.height).toBeCloseTo(30 / 0.72, 5);
    expect(tag).toMatchObject({ text: 'Deficiency', y: 150, color: '#ffffff' });
    expect(tag!.height).toBeCloseTo(18 / 0.72, 5);
  });

  it('drops empty, degenerate and low-confidence words (speckle, photo texture)', () => {
    const runs = wordsToRuns(
      [word('  ', 0, 0, 10, 10), word('ok', 0, 0, 10, 10), word('~~', 0, 0, 10, 10, 12), word('x', 5, 5, 5, 9)],
      1,
    );
    expect(runs.map((r) => r.text)).toEqual(['ok']);
  });
});

describe('checkboxGlyph', () => {
  it('reads square bracket-like words as checkboxes, even at low confidence', () => {
    expect(checkboxGlyph(word('[X]', 0, 0, 20, 20))).toBe('☒');
    expect(checkboxGlyph(word('IX]', 0, 0, 20, 18))).toBe('☒');
    expect(checkboxGlyph(word('[]', 0, 0, 18, 20))).toBe('☐');
    expect(checkboxGlyph(word('☐', 0, 0, 40, 20))).toBe('☐');
    expect(wordsToRuns([word('[x]', 0, 0, 20, 20, 20)], 1).map((r) => r.text)).toEqual(['☒']);
  });

  it('leaves words alone: a lone X in prose, or a wide bracketed word', () => {
    expect(checkboxGlyph(word('X', 0, 0, 12, 20))).toBeNull();
    expect(checkboxGlyph(word('[X]', 0, 0, 60, 20))).toBeNull();
    expect(checkboxGlyph(word('Roof', 0, 0, 20, 20))).toBeNull();
  });
});
