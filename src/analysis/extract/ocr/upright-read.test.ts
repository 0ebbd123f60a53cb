import { describe, expect, it } from 'vitest';
import type { RecognizedPage } from './ocr-engine';
import type { OcrWord } from './ocr-runs';
import { readingScore, readsUpright } from './upright-read';

const word = (text: string, confidence: number): OcrWord => ({
  text,
  confidence,
  bbox: { x0: 0, y0: 0, x1: 10, y1: 10 },
});

const page = (words: OcrWord[]): RecognizedPage => ({
  words,
  confidence: words.reduce((s, w) => s + w.confidence, 0) / Math.max(1, words.length),
});

const repeat = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

describe('readsUpright', () => {
  it('keeps a page read with a high mean confidence', () => {
    expect(readsUpright(page([word('Roof', 92), word('covering', 90), word('damaged.', 88)]))).toBe(true);
  });

  it('keeps a page of text beside photos: speckle lowers the mean, but many words read confidently', () => {
    const text = repeat(30, () => word('shingles', 85));
    const speckle = repeat(150, () => word('~', 15));
    const read = page([...text, ...speckle]);
    expect(read.confidence).toBeLessThan(70);
    expect(readsUpright(read)).toBe(true);
  });

  it('tries turning a sideways page: many confident letters, but only scraps, no words', () => {
    const scraps = repeat(90, (i) => word(['5o', '=', '©»', '03~+', 'Zz='][i % 5]!, 62));
    const noise = repeat(300, () => word('=', 20));
    const read = page([...scraps, ...noise]);
    expect(readingScore(read)).toBeGreaterThanOrEqual(150);
    expect(readsUpright(read)).toBe(false);
  });
});
