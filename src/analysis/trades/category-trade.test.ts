import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '../types';
import { namedTrade, tradeForCategory, tradeForFinding } from './category-trade';

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

describe('tradeForFinding: a trade the inspector names wins over the category (issue 17)', () => {
  const finding = (category: (typeof CATEGORY_KEYS)[number], recommendation: string | null, repairMethod = null) => ({
    category,
    recommendation,
    repairMethod,
  });
  it.each([
    ['appliances', 'Recommend a qualified plumber loop the drain line.', 'plumber'],
    ['general', 'Recommend evaluation by an HVAC professional.', 'hvac contractor'],
    ['interiors', 'Have a licensed electrician or a plumber correct it.', 'electrician'],
    ['exterior', 'Contact a roofing contractor.', 'roofer'],
    ['appliances', 'Repair as needed by a qualified contractor.', 'handyman'],
    ['plumbing', null, 'plumber'],
  ] as const)('%s + %j → %s', (category, recommendation, trade) => {
    expect(tradeForFinding(finding(category, recommendation))).toBe(trade);
  });

  it('reads the repair method when the recommendation names no trade', () => {
    expect(
      tradeForFinding({
        category: 'general',
        recommendation: 'Evaluate.',
        repairMethod: 'Evaluate (qualified hvac professional)',
      }),
    ).toBe('hvac contractor');
  });

  it('names no trade for plumbing fixtures or electrical panels', () => {
    expect(namedTrade('Loose plumbing fixture; electrical panel cover missing.')).toBeNull();
  });
});
