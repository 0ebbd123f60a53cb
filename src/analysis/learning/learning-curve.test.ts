import { describe, expect, it } from 'vitest';
import { seededRandom } from './logistic-regression';
import { sampleOf } from './learning-curve';

describe('sampleOf', () => {
  it('draws n distinct items, the same for the same seed', () => {
    const items = Array.from({ length: 21 }, (_, i) => i);
    const a = sampleOf(items, 10, seededRandom(3));
    expect(new Set(a).size).toBe(10);
    expect(a.every((x) => items.includes(x))).toBe(true);
    expect(sampleOf(items, 10, seededRandom(3))).toEqual(a);
    expect(sampleOf(items, 10, seededRandom(4))).not.toEqual(a);
  });
  it('gives all of them, once each, when n is as many or more', () => {
    expect([...sampleOf([1, 2, 3], 5, seededRandom(1))].sort()).toEqual([1, 2, 3]);
  });
});
