import { describe, expect, it } from 'vitest';
import { formatDistance, formatPhone, formatPriceLevel, formatRating, starParts, telHref } from './contractor-display';

describe('contractor display rules', () => {
  it('shows ratings with one decimal, or N/A', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.66)).toBe('4.7');
    expect(formatRating(null)).toBe('N/A');
    expect(formatRating(undefined)).toBe('N/A');
  });

  it('draws full stars, a half star at .5 or more, and empty stars to 5', () => {
    expect(starParts(4.5)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starParts(4.49)).toEqual({ full: 4, half: false, empty: 1 });
    expect(starParts(3.7)).toEqual({ full: 3, half: true, empty: 1 });
    expect(starParts(5)).toEqual({ full: 5, half: false, empty: 0 });
    expect(starParts(0.2)).toEqual({ full: 0, half: false, empty: 5 });
    expect(starParts(null)).toEqual({ full: 0, half: false, empty: 5 });
  });

  it('shows distance in miles as metres / 1609.34', () => {
    expect(formatDistance(1609.34)).toBe('1.0 mi');
    expect(formatDistance(3862)).toBe('2.4 mi');
    expect(formatDistance(0)).toBe('0.0 mi');
    expect(formatDistance(null)).toBeNull();
  });

  it('shows price level as $ signs and phones for calling', () => {
    expect(formatPriceLevel(3)).toBe('$$$');
    expect(formatPriceLevel(null)).toBeNull();
    expect(formatPhone('+15125550142')).toBe('(512) 555-0142');
    expect(formatPhone('(512) 555-0142')).toBe('(512) 555-0142');
    expect(telHref('(512) 555-0142')).toBe('tel:5125550142');
    expect(telHref('+15125550142')).toBe('tel:+15125550142');
  });
});
