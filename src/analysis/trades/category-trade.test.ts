import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '../types';
import { tradeForCategory } from './category-trade';

describe('tradeForCategory (report-lifecycle §9, HVAC per API.md)', () => {
  it.each([
    ['electrical', 'electrician'],
    ['plumbing', 'plumber'],
    ['roofing', 'roofer'],
    ['hvac', 'hvac contractor'],
    ['structural', 'general contractor'],
    ['exterior', 'general contractor'],
    ['environmental', 'general contractor'],
    ['general', 'general contractor'],
    ['insulation', 'general contractor'],
    ['interiors', 'general contractor'],
    ['appliances', 'handyman'],
    ['fireplaces', 'chimney sweep'],
  ] as const)('%s → %s', (category, trade) => {
    expect(tradeForCategory(category)).toBe(trade);
  });

  it('maps every category key to a trade', () => {
    for (const key of CATEGORY_KEYS) expect(tradeForCategory(key)).toEqual(expect.any(String));
  });
});
