import { describe, expect, it } from 'vitest';
import { formatAmount, formatPerCredit, formatPrice, formatSavings, savingsPercent } from './credit-pricing';

describe('credit pricing', () => {
  it('shows cents as dollars', () => {
    expect(formatPrice(2900)).toBe('$29.00');
    expect(formatPrice(19900)).toBe('$199.00');
  });

  it('divides the package price by its credits for the per-credit price', () => {
    expect(formatPerCredit(2900, 1)).toBe('$29.00');
    expect(formatPerCredit(6900, 3)).toBe('$23.00');
    expect(formatPerCredit(19900, 10)).toBe('$19.90');
    // rounded to the cent
    expect(formatPerCredit(10000, 3)).toBe('$33.33');
  });

  it('measures savings against $29 per credit', () => {
    expect(savingsPercent(2900, 1)).toBe(0);
    expect(savingsPercent(6900, 3)).toBe(21);
    expect(savingsPercent(19900, 10)).toBe(31);
    expect(formatSavings(6900, 3)).toBe('Save $18.00 (21%)');
    expect(formatSavings(19900, 10)).toBe('Save $91.00 (31%)');
  });

  it('never shows a saving for the baseline price or above', () => {
    expect(formatSavings(2900, 1)).toBeNull();
    expect(savingsPercent(9000, 3)).toBe(0);
    expect(formatSavings(9000, 3)).toBeNull();
  });

  it('formats a checkout amount in its currency', () => {
    expect(formatAmount(6900, 'usd')).toBe('$69.00');
    expect(formatAmount(6900, 'eur')).toBe('69.00 EUR');
  });
});
