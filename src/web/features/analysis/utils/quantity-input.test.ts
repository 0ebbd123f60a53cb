import { describe, expect, it } from 'vitest';
import { QUANTITY_MESSAGES } from '@/contracts/reports';
import { convertQuantity, isUnitType, parseQuantityInput } from './quantity-input';

describe('parseQuantityInput (§5)', () => {
  it('keeps numbers of 1 or more', () => {
    expect(parseQuantityInput('3', 'each')).toEqual({ ok: true, quantity: 3 });
    expect(parseQuantityInput(' 12 ', 'sq_ft')).toEqual({ ok: true, quantity: 12 });
  });
  it('turns empty, non-numeric or below-1 input into 1', () => {
    for (const raw of ['', '   ', 'abc', 'Infinity', '0', '-4', '0.2'])
      expect(parseQuantityInput(raw, 'each'), raw).toEqual({ ok: true, quantity: 1 });
  });
  it('keeps decimals where the unit takes them, instead of rounding 2.5 to 3', () => {
    expect(parseQuantityInput('2.5', 'sq_ft')).toEqual({ ok: true, quantity: 2.5 });
    expect(parseQuantityInput('1.25', 'hour')).toEqual({ ok: true, quantity: 1.25 });
    expect(parseQuantityInput('2.5', 'each')).toEqual({ ok: false, message: QUANTITY_MESSAGES.whole });
    expect(parseQuantityInput('2.555', 'lin_ft')).toEqual({ ok: false, message: QUANTITY_MESSAGES.decimals });
  });
  it('says when a value is past the cap instead of capping it', () => {
    expect(parseQuantityInput('99999999', 'each')).toEqual({ ok: false, message: QUANTITY_MESSAGES.max });
    expect(QUANTITY_MESSAGES.max).toBe('Quantity can be at most 100,000.');
    expect(parseQuantityInput('100000', 'each')).toEqual({ ok: true, quantity: 100_000 });
  });
  it('knows the five units', () => {
    expect(['each', 'sq_ft', 'lin_ft', 'gallon', 'hour'].every(isUnitType)).toBe(true);
    expect(isUnitType('acre')).toBe(false);
  });
});

describe('convertQuantity', () => {
  // 100 sq ft of paint at 0.02 labor hours per sq ft
  const paint = [
    { unitType: 'sq_ft' as const, factor: 1 },
    { unitType: 'hour' as const, factor: 0.02 },
  ];
  it('converts through the factors the server gives', () => {
    expect(convertQuantity(100, 'sq_ft', 'hour', paint)).toBe(2);
    expect(convertQuantity(2, 'hour', 'sq_ft', paint)).toBe(100);
    expect(convertQuantity(33, 'sq_ft', 'hour', paint)).toBe(1);
  });
  it('has no conversion to a unit the finding does not offer (100 sq ft never becomes 100 "each")', () => {
    expect(convertQuantity(100, 'sq_ft', 'each', paint)).toBeNull();
  });
  it('counts whole items, at least 1', () => {
    const outlets = [
      { unitType: 'each' as const, factor: 1 },
      { unitType: 'hour' as const, factor: 0.75 },
    ];
    expect(convertQuantity(3, 'hour', 'each', outlets)).toBe(4);
    expect(convertQuantity(0.5, 'hour', 'each', outlets)).toBe(1);
  });
});
