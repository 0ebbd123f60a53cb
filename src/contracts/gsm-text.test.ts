import { describe, expect, it } from 'vitest';
import { fitGsm, gsmLength, isGsmText, toGsm } from './gsm-text';

describe('GSM-7 text', () => {
  it('counts the extended characters twice', () => {
    expect(gsmLength('abc')).toBe(3);
    expect(gsmLength('{a}')).toBe(5);
    expect(gsmLength('€5')).toBe(3);
  });

  it('replaces smart punctuation, drops accents outside the alphabet and what has no stand-in', () => {
    expect(toGsm('It’s “fine” — really…')).toBe('It\'s "fine" - really...');
    expect(toGsm('Crêpe café')).toBe('Crepe café');
    expect(toGsm('ok 😀 👍 done')).toBe('ok done');
    expect(toGsm(' two\n\nlines\t here ')).toBe('two lines here');
    expect(isGsmText(toGsm('Ünïcödé ✓ – ½'))).toBe(true);
  });

  it('cuts to a length in GSM characters, at a word break, with an ellipsis', () => {
    expect(fitGsm('short', 10)).toBe('short');
    const cut = fitGsm('the quick brown fox jumps over the lazy dog', 20);
    expect(cut).toBe('the quick brown...');
    expect(gsmLength(fitGsm('{'.repeat(50), 21))).toBeLessThanOrEqual(21);
    expect(fitGsm('anything', 2)).toBe('');
  });
});
