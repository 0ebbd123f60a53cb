import { describe, expect, it } from 'vitest';
import {
  decodeCheckboxTokens,
  decodeSymbolCheckbox,
  expandLigatureChars,
  joinLetterSpacing,
  repairLostLigatures,
} from './repair-text';

describe('repairLostLigatures', () => {
  it('restores ligatures that pdf.js reports as U+0000, choosing fi/fl/ff by the word', () => {
    expect(repairLostLigatures('Contact a quali\u0000ed roo\u0000ng professional.')).toBe(
      'Contact a qualified roofing professional.',
    );
    expect(repairLostLigatures('The \u0000ashing at the So\u0000t is loose')).toBe(
      'The flashing at the Soffit is loose',
    );
    expect(repairLostLigatures('This may a\u0000ect the \u0000oor')).toBe('This may affect the floor');
    expect(repairLostLigatures('DE\u0000CIENCY')).toBe('DEFICIENCY');
  });

  it('repairs a lost ligature left as a space only when the joined word is known', () => {
    expect(repairLostLigatures('Recommend a quali ed electrician')).toBe('Recommend a qualified electrician');
    expect(repairLostLigatures('signi cant de ciencies')).toBe('significant deficiencies');
    // ordinary words around a space are left alone
    expect(repairLostLigatures('the roof is old and it leaks')).toBe('the roof is old and it leaks');
  });

  it('expands Unicode ligature characters', () => {
    expect(expandLigatureChars('De\uFB01ciency at the \uFB02ue')).toBe('Deficiency at the flue');
  });
});

describe('joinLetterSpacing', () => {
  it('joins letter-spaced words in narrow cells', () => {
    expect(joinLetterSpacing('D a m a g e d foundation wall')).toBe('Damaged foundation wall');
    expect(joinLetterSpacing('the b a s e m e n t floor')).toBe('the basement floor');
  });
  it('leaves short capitals and rating codes alone', () => {
    expect(joinLetterSpacing('I NI NP D')).toBe('I NI NP D');
    expect(joinLetterSpacing('a b c')).toBe('a b c');
  });
});

describe('checkbox glyphs', () => {
  it('decodes Wingdings boxes from symbol fonts (WinAnsi and MacRoman code points)', () => {
    expect(decodeSymbolCheckbox('þ')).toBe('☒');
    expect(decodeSymbolCheckbox('˛')).toBe('☒');
    expect(decodeSymbolCheckbox('¨')).toBe('☐');
    expect(decodeSymbolCheckbox('®')).toBe('☐');
    expect(decodeSymbolCheckbox('Roof')).toBeNull();
    expect(decodeSymbolCheckbox('þa')).toBeNull();
  });
  it('decodes a row of boxes drawn as one symbol-font run', () => {
    expect(decodeSymbolCheckbox('þ¨¨þ')).toBe('☒ ☐ ☐ ☒');
  });
  it('decodes stray þ/¨ rows in plain text only when they form a row of boxes', () => {
    expect(decodeCheckboxTokens('Condition: ¨ þ ¨ ¨ þ Cracked tile')).toBe('Condition: ☐ ☒ ☐ ☐ ☒ Cracked tile');
    expect(decodeCheckboxTokens('Þór þ')).toBe('Þór þ');
  });
  it('decodes a row of boxes a text export printed without spaces', () => {
    expect(decodeCheckboxTokens('þ¨¨þ')).toBe('☒ ☐ ☐ ☒');
    expect(decodeCheckboxTokens(' þ¨¨þ               A. Foundations')).toBe(' ☒ ☐ ☐ ☒               A. Foundations');
    // one box alone, or the letters inside a word, are not a row
    expect(decodeCheckboxTokens('þ')).toBe('þ');
    expect(decodeCheckboxTokens('Þórþ ¨')).toBe('Þórþ ¨');
  });
});
