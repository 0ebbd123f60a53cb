import { describe, expect, it } from 'vitest';
import { blankPage as page, BLACK, fillRect as fill, type Rgb, WHITE } from '@/testing/analysis/page-images';
import { type PageImage, paperLuminance } from './page-image';
import { invertLabels } from './reverse-labels';

const ORANGE: Rgb = [240, 135, 18];
const RED: Rgb = [230, 20, 20];

const disc = (img: PageImage, cx: number, cy: number, r: number, [red, g, b]: Rgb) => {
  for (let y = cy - r; y <= cy + r; y++) {
    for (let x = cx - r; x <= cx + r; x++) {
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) img.data.set([red, g, b, 255], 4 * (y * img.width + x));
    }
  }
};

// A row of letter-like glyphs: `count` vertical stems `stem` pixels wide and `height` high, every `pitch` pixels.
const stems = (
  img: PageImage,
  x: number,
  baseline: number,
  count: number,
  stem: number,
  colour = BLACK,
  height = 20,
  pitch = 9,
) => {
  for (let k = 0; k < count; k++) fill(img, x + k * pitch, baseline - height, x + k * pitch + stem, baseline, colour);
  return { x0: x, y0: baseline - height, x1: x + count * pitch, y1: baseline };
};

const pixel = (img: PageImage, x: number, y: number) => [
  ...img.data.subarray(4 * (y * img.width + x), 4 * (y * img.width + x) + 3),
];

describe('invertLabels', () => {
  it('turns light type on a coloured label into dark type on paper, and leaves the paper around it', () => {
    const img = page();
    fill(img, 100, 50, 220, 80, ORANGE);
    const letters = stems(img, 110, 75, 10, 3, WHITE);
    expect(paperLuminance(img)).toBe(255);
    const labels = invertLabels(img);
    expect(labels).toHaveLength(1);
    const [label] = labels;
    expect(label).toMatchObject({ x0: 100, y0: 50, x1: 220, y1: 80 });
    // the letters are dark now, the label behind them is paper, and so is the paper around it
    expect(pixel(img, letters.x0 + 1, 65)).toEqual([0, 0, 0]);
    expect(pixel(img, letters.x0 + 5, 65)).toEqual([255, 255, 255]);
    expect(pixel(img, 99, 65)).toEqual([255, 255, 255]);
    expect(pixel(img, 150, 48)).toEqual([255, 255, 255]);
    // where its type sits: the letters' bottom and their height above it
    expect(label).toMatchObject({ baseline: 75, capHeight: 20 });
  });

  it('leaves ordinary and bold type alone, bold capitals as tall as a label too', () => {
    const img = page();
    stems(img, 10, 60, 30, 4);
    stems(img, 10, 100, 30, 7);
    // heading capitals at 200 DPI: 25 px high, stems nearly touching, so their tiles are as covered as a label's
    stems(img, 10, 160, 30, 7, BLACK, 28, 8);
    const before = img.data.slice();
    expect(invertLabels(img)).toEqual([]);
    expect(Buffer.compare(Buffer.from(img.data), Buffer.from(before))).toBe(0);
  });

  it('finds a label whose letters split its tiles into a top and a bottom half', () => {
    const img = page();
    // 48 px high; close-set light letters across its middle two rows of tiles leave them uncovered
    fill(img, 96, 48, 232, 96, ORANGE);
    const letters = stems(img, 104, 80, 25, 3, WHITE, 16, 5);
    const labels = invertLabels(img);
    expect(labels).toHaveLength(1);
    expect(labels[0]).toMatchObject({ x0: 96, y0: 48, x1: 232, y1: 96 });
    expect(pixel(img, letters.x0 + 1, 70)).toEqual([0, 0, 0]);
    expect(pixel(img, letters.x0 + 4, 70)).toEqual([255, 255, 255]);
  });

  it("leaves a label's icon (a light disc taller than its letters) as paper", () => {
    const img = page();
    fill(img, 100, 40, 260, 90, ORANGE);
    disc(img, 122, 65, 16, WHITE);
    // the icon's own mark, in the label's colour, inside the disc
    fill(img, 112, 62, 132, 68, ORANGE);
    const letters = stems(img, 150, 75, 10, 3, WHITE);
    const labels = invertLabels(img);
    expect(labels).toHaveLength(1);
    expect(pixel(img, 122, 55)).toEqual([255, 255, 255]);
    expect(pixel(img, 122, 65)).toEqual([255, 255, 255]);
    expect(pixel(img, letters.x0 + 1, 65)).toEqual([0, 0, 0]);
  });

  it('keeps dark type on a coloured band dark and makes the band paper (a black heading on a red bar)', () => {
    const img = page();
    fill(img, 100, 50, 400, 90, RED);
    const letters = stems(img, 200, 82, 12, 4, BLACK, 24);
    const labels = invertLabels(img);
    expect(labels).toHaveLength(1);
    expect(labels[0]).toMatchObject({
      x0: 100,
      y0: 50,
      x1: 400,
      y1: 90,
      darkType: expect.stringMatching(/^#[0-3][0-9a-f]{5}$/),
    });
    expect(labels[0]).toMatchObject({ baseline: 82, capHeight: 24 });
    // the letters stay black, the bar between and around them is paper, and so is its rim
    expect(pixel(img, letters.x0 + 1, 70)).toEqual([0, 0, 0]);
    expect(pixel(img, letters.x0 + 6, 70)).toEqual([255, 255, 255]);
    expect(pixel(img, 120, 60)).toEqual([255, 255, 255]);
    expect(pixel(img, 99, 70)).toEqual([255, 255, 255]);
  });

  it('reads a near-black bar as a label around light type, not as a band with dark type', () => {
    const img = page();
    // a bar too dark to carry dark type, with shapes darker still on it (a scanner's deeper blacks)
    fill(img, 100, 50, 400, 90, [35, 35, 35]);
    const letters = stems(img, 200, 82, 12, 4, [0, 0, 0], 24);
    stems(img, 120, 82, 6, 3, WHITE, 24);
    const labels = invertLabels(img);
    expect(labels).toHaveLength(1);
    expect(labels[0]?.darkType).toBeUndefined();
    // the darker stems are part of the bar: paper now, like the rest of it
    expect(pixel(img, letters.x0 + 1, 70)).toEqual([255, 255, 255]);
    expect(pixel(img, 121, 70)).toEqual([0, 0, 0]);
  });

  it('does not take a bar joined to a photo for a label', () => {
    const img = page();
    // a dark bar, a label's shape, but joined by a thin line to a photo: one piece of ink that runs on past it
    fill(img, 200, 40, 360, 260, [90, 120, 60]);
    fill(img, 10, 120, 120, 150, BLACK);
    fill(img, 120, 130, 200, 133, BLACK);
    const before = img.data.slice();
    expect(invertLabels(img)).toEqual([]);
    expect(Buffer.compare(Buffer.from(img.data), Buffer.from(before))).toBe(0);
    // the same bar alone is a label
    fill(img, 120, 130, 200, 133, WHITE);
    expect(invertLabels(img)).toHaveLength(1);
  });
});
