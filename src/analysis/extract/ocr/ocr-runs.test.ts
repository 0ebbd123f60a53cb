import { describe, expect, it } from 'vitest';
import { checkboxGlyph, type OcrWord, wordsToRuns } from './ocr-runs';

const word = (text: string, x0: number, y0: number, x1: number, y1: number, confidence = 90): OcrWord => ({
  text,
  confidence,
  bbox: { x0, y0, x1, y1 },
});

describe('wordsToRuns', () => {
  it('maps image pixels to points: left edge, baseline from the line, size from the line height, no colour', () => {
    // 200 DPI: 200/72 pixels per point
    const scale = 200 / 72;
    const line = {
      bbox: { x0: 100, y0: 200, x1: 600, y1: 250 },
      baseline: { x0: 100, y0: 240, x1: 600, y1: 240, has_baseline: true },
    };
    const [roof, damaged] = wordsToRuns(
      [
        { ...word('Roof', 100, 205, 200, 240), line },
        { ...word('damaged', 220, 200, 400, 250), line },
      ],
      scale,
    );
    expect(roof).toMatchObject({ text: 'Roof', bold: false, italic: false, color: null, fontName: 'ocr' });
    expect(roof!.x).toBeCloseTo(100 / scale, 5);
    expect(roof!.y).toBeCloseTo(240 / scale, 5);
    expect(roof!.width).toBeCloseTo(100 / scale, 5);
    expect(roof!.height).toBeCloseTo(50 / scale, 5);
    // same line, same size and baseline although the word's own box is taller (a descender)
    expect(damaged!.height).toBeCloseTo(roof!.height, 5);
    expect(damaged!.y).toBeCloseTo(roof!.y, 5);
  });

  it('follows a sloped baseline and falls back to the word box without a line', () => {
    const line = {
      bbox: { x0: 0, y0: 0, x1: 1000, y1: 40 },
      baseline: { x0: 0, y0: 30, x1: 1000, y1: 40 },
    };
    const [sloped] = wordsToRuns([{ ...word('slope', 450, 0, 550, 40), line }], 1);
    expect(sloped!.y).toBeCloseTo(35, 5);
    const [bare] = wordsToRuns([word('bare', 10, 20, 60, 45)], 1);
    expect(bare).toMatchObject({ x: 10, y: 45, height: 25 });
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
