import { describe, expect, it } from 'vitest';
import { readingTurn, turnOf, uprightFrame } from './page-orientation';

const item = (str: string, degrees: number) => {
  const r = (degrees * Math.PI) / 180;
  return { str, transform: [10 * Math.cos(r), 10 * Math.sin(r), -10 * Math.sin(r), 10 * Math.cos(r), 0, 0] };
};

describe('turnOf', () => {
  it('gives the quarter turn a text matrix runs at, allowing a slight skew', () => {
    expect(turnOf(10, 0)).toBe(0);
    expect(turnOf(0, 10)).toBe(1);
    expect(turnOf(-10, 0)).toBe(2);
    expect(turnOf(0, -10)).toBe(3);
    const skewed = item('x', 93).transform;
    expect(turnOf(skewed[0]!, skewed[1]!)).toBe(1);
  });

  it('gives none for a diagonal watermark or an empty matrix', () => {
    const diagonal = item('x', 45).transform;
    expect(turnOf(diagonal[0]!, diagonal[1]!)).toBeNull();
    expect(turnOf(0, 0)).toBeNull();
  });
});

describe('readingTurn', () => {
  it('is the turn most characters run at', () => {
    expect(readingTurn([item('Roof covering is damaged', 90), item('2.1', 0)])).toBe(1);
    expect(readingTurn([item('Roof covering is damaged', 270), item('Page 3 of 9', 0)])).toBe(3);
  });

  it('stays upright without a majority, and for an upright page with a sideways label', () => {
    expect(readingTurn([item('Gutters are loose', 90), item('Gutters are loose', 0), item('WATERMARK', 45)])).toBe(0);
    expect(readingTurn([item('The furnace did not respond to the thermostat.', 0), item('PHOTO', 90)])).toBe(0);
    expect(readingTurn([])).toBe(0);
  });
});

describe('uprightFrame', () => {
  const view = [0, 0, 612, 792];

  it('reads an upright page from its top-left corner', () => {
    const frame = uprightFrame(view, 0);
    expect([frame.width, frame.height]).toEqual([612, 792]);
    expect(frame.point(50, 742)).toEqual([50, 50]);
  });

  it('turns a page whose text runs up or down so its first line is on top and lines run left to right', () => {
    // text running up: its lines stack from left (first) to right, each starting at the bottom
    const up = uprightFrame(view, 1);
    expect([up.width, up.height]).toEqual([792, 612]);
    const [x1, first] = up.point(100, 80);
    const [x2, second] = up.point(120, 300);
    expect(first).toBeLessThan(second);
    expect(x1).toBeLessThan(x2);
    // text running down: lines stack from right (first) to left, each starting at the top
    const down = uprightFrame(view, 3);
    const [, a] = down.point(500, 700);
    const [, b] = down.point(480, 700);
    expect(a).toBeLessThan(b);
    expect(down.point(500, 700)[0]).toBeLessThan(down.point(500, 600)[0]);
  });

  it('turns an upside-down page', () => {
    const frame = uprightFrame(view, 2);
    expect(frame.point(562, 50)).toEqual([50, 50]);
  });

  it('measures from the view box, not from the origin', () => {
    expect(uprightFrame([10, 20, 622, 812], 0).point(60, 762)).toEqual([50, 50]);
    expect(uprightFrame([10, 20, 622, 812], 1).point(110, 100)).toEqual([80, 100]);
  });
});
