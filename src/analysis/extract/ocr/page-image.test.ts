import { describe, expect, it } from 'vitest';
import { blankPage as page, BLACK, fillRect as fill } from '@/testing/analysis/page-images';
import { inkStyle, type PageImage, photoRegions } from './page-image';

// A row of letter-like glyphs: `count` vertical stems `stem` pixels wide, a cap height high, spaced like type.
const stems = (img: PageImage, x: number, baseline: number, count: number, stem: number, colour = BLACK) => {
  for (let k = 0; k < count; k++) fill(img, x + k * 9, baseline - 20, x + k * 9 + stem, baseline, colour);
  return { x0: x, y0: baseline - 20, x1: x + count * 9, y1: baseline };
};

describe('photoRegions', () => {
  it('finds a photo beside text, and no photo in the text', () => {
    const img = page();
    fill(img, 250, 40, 390, 200, [120, 90, 60]);
    stems(img, 10, 60, 20, 4);
    stems(img, 10, 100, 20, 4);
    expect(photoRegions(img)).toEqual([{ x0: 248, y0: 40, x1: 392, y1: 200 }]);
  });
});

describe('inkStyle', () => {
  it("measures a word's stroke width and the colour of its ink", () => {
    const img = page();
    const regular = stems(img, 10, 60, 10, 3);
    const bold = stems(img, 10, 120, 10, 5, [200, 10, 10]);
    const r = inkStyle(img, regular, 255)!;
    const b = inkStyle(img, bold, 255)!;
    expect(r.stroke).toBeCloseTo(3, 5);
    expect(b.stroke).toBeCloseTo(5, 5);
    expect(r.color).toBe('#141414');
    expect(b.color).toBe('#c80a0a');
    expect(r.reverse || b.reverse || r.blob || b.blob).toBe(false);
  });

  it('tells reverse type (ink all around the box) and a solid blob (an icon read as a letter)', () => {
    const img = page();
    fill(img, 100, 40, 220, 90, [240, 135, 18]);
    expect(inkStyle(img, { x0: 110, y0: 50, x1: 200, y1: 80 }, 255)!.reverse).toBe(true);
    fill(img, 10, 150, 40, 180, BLACK);
    expect(inkStyle(img, { x0: 10, y0: 150, x1: 40, y1: 180 }, 255)!.blob).toBe(true);
    // a narrow letter (I, l) is as full of ink and is not a blob
    expect(inkStyle(img, { x0: 10, y0: 150, x1: 13, y1: 180 }, 255)!.blob).toBe(false);
  });
});
