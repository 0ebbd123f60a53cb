import { describe, expect, it } from 'vitest';
import { plainRun as run } from '@/testing/analysis/text-runs';
import { readableChars, textStats, undecodablePages } from './undecodable-text';

describe('undecodablePages', () => {
  const garbled = '\ufffd'.repeat(30);
  it('counts replacement, private-use and control codes as unreadable', () => {
    expect(readableChars({ runs: [run(`Roof ok \ufffd\ue001\u0003 12`)] })).toBe(8);
  });

  it('picks pages where most characters cannot be decoded, not a page with a few checkbox glyphs', () => {
    const pages = [
      // a whole page of undecodable text: no readable words at all
      { number: 1, runs: [run(garbled), run(`${garbled} ${garbled}`)] },
      // a typed page among them (an address line that decoded) still has mostly undecodable text
      { number: 2, runs: [run('150 Peabody Place, Memphis TN 38103'), run(garbled.repeat(3))] },
      // a checklist: private-use checkbox glyphs beside its words
      { number: 3, runs: [run('Condition: \uf06f \uf06f \uf0fe The exterior was HOA owned and maintained.')] },
      // too little text to say
      { number: 4, runs: [run('\ufffd\ufffd\ufffd')] },
    ];
    expect(undecodablePages(pages)).toEqual([1, 2]);
  });

  // an inspector's paragraph, and the same letters each read four places on in the alphabet (glyph numbers read as
  // character codes by a font without a ToUnicode map)
  const english =
    'The water heater has no drip pan and the relief valve discharge pipe ends above the floor. ' +
    'Recommend a licensed plumber install a drip pan and extend the pipe to within six inches of the floor.';
  const shifted = english.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 4) % 26) + base);
  });

  it('tells letters that spell words from letters that do not', () => {
    const words = textStats([english]);
    expect(words.pairs).toBeGreaterThan(100);
    expect(words.commonPairs / words.pairs).toBeGreaterThan(0.4);
    const garbled = textStats([shifted]);
    expect(garbled.commonPairs / garbled.pairs).toBeLessThan(0.2);
    expect(textStats(['12 / 34 - $'])).toMatchObject({ pairs: 0, commonPairs: 0 });
    // a word ends with its run: 'ab' + 'cd' is two pairs, not three
    expect(textStats(['ab', 'cd']).pairs).toBe(2);
  });

  it('measures punctuation with a dot leader or a rule counted once', () => {
    const share = (text: string) => {
      const s = textStats([text]);
      return s.punctuation / s.marks;
    };
    expect(share('Roof ........................ 3')).toBeCloseTo(1 / 6);
    expect(share('Roof .. 3')).toBeCloseTo(2 / 7);
    expect(share('$1,234.00')).toBeCloseTo(1 / 3);
    expect(share('!"#$%&\'()"*+%$),\'')).toBe(1);
    expect(textStats(['Roof ok \ufffd\ue001\u0003 12'])).toMatchObject({ visible: 11, readable: 8 });
  });

  it('picks a page of letters that spell no words, not a short one or a page of words', () => {
    const pages = [
      { number: 1, runs: [run(english)] },
      { number: 2, runs: [run(shifted)] },
      // too few letter pairs to judge
      { number: 3, runs: [run('Xli tmtiw evi psswi.')] },
      // glyph numbers from 1 read as character codes: mostly punctuation
      { number: 4, runs: [run('!"#$%&\'()"*+%$),\' -,)$%,\'.*/00,%##1 234*!"#$%&\'()"5*!"&6 '.repeat(3))] },
      // a table of contents: dot leaders are one character each
      { number: 5, runs: [run(`${'Roof Covering ........................................ 12 '.repeat(6)}`)] },
    ];
    expect(undecodablePages(pages)).toEqual([2, 4]);
  });
});
