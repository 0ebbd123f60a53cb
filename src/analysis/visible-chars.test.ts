import { describe, expect, it } from 'vitest';
import { visibleChars } from './visible-chars';

describe('visibleChars', () => {
  it('counts what prints, as the text without its white space would', () => {
    expect(visibleChars('')).toBe(0);
    expect(visibleChars('  \t\n ')).toBe(0);
    expect(visibleChars(' Roof leaks ')).toBe(9);
    expect(visibleChars('☒ Damaged')).toBe(8);
  });

  it('agrees with the regular expression on every character of the Basic Multilingual Plane', () => {
    for (let code = 0; code <= 0xffff; code++) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(visibleChars(text), `U+${code.toString(16)}`).toBe(text.replace(/\s/g, '').length);
    }
  });
});
