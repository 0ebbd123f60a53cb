import { describe, expect, it } from 'vitest';
import { isUnitType, parseQuantityInput } from './quantity-input';

describe('parseQuantityInput (§5)', () => {
  it('keeps whole numbers of 1 or more', () => {
    expect(parseQuantityInput('3')).toBe(3);
    expect(parseQuantityInput(' 12 ')).toBe(12);
  });
  it('turns empty or non-numeric input into 1', () => {
    expect(parseQuantityInput('')).toBe(1);
    expect(parseQuantityInput('   ')).toBe(1);
    expect(parseQuantityInput('abc')).toBe(1);
    expect(parseQuantityInput('Infinity')).toBe(1);
  });
  it('never goes below 1 and rounds to whole units', () => {
    expect(parseQuantityInput('0')).toBe(1);
    expect(parseQuantityInput('-4')).toBe(1);
    expect(parseQuantityInput('2.6')).toBe(3);
    expect(parseQuantityInput('0.2')).toBe(1);
  });
  it('caps at what the server accepts', () => {
    expect(parseQuantityInput('5000000')).toBe(100_000);
  });
  it('knows the five units', () => {
    expect(['each', 'sq_ft', 'lin_ft', 'gallon', 'hour'].every(isUnitType)).toBe(true);
    expect(isUnitType('acre')).toBe(false);
  });
});
