import { describe, expect, it } from 'vitest';
import { lookOf, readingOf, withAlike, withLookAlike, wordsOf } from './look-alike';

describe('lookOf', () => {
  it('keeps the style, kind and marker features, in a fixed order, and nothing else', () => {
    const a = lookOf(['w:leak', 'color:red', 'bold:2', 'pol:none', 'v:condition', 'bk:bullet', 'color:red|coded']);
    const b = lookOf(['bk:bullet', 'pol:none', 'bold:2', 'color:red', 'w:crack']);
    expect(a).toBe(b);
    expect(a).toBe('bk:bullet bold:2 color:red pol:none');
    expect(lookOf(['color:black', 'bold:2'])).not.toBe(lookOf(['color:red', 'bold:2']));
  });
});

describe('withLookAlike', () => {
  const settings = { weight: 1, prior: 3 };

  it('raises a borderline comment whose look the report uses for its likely findings, and lowers one in the look of its boilerplate', () => {
    // four red comments the model is fairly sure of, four black ones it is not; one borderline comment in each look
    const probabilities = [0.8, 0.85, 0.9, 0.75, 0.1, 0.05, 0.08, 0.12, 0.3, 0.3];
    const looks = [...Array(4).fill('red'), ...Array(4).fill('black'), 'red', 'black'];
    const out = withLookAlike(probabilities, looks, settings);
    expect(out[8]).toBeGreaterThan(0.3);
    expect(out[9]).toBeLessThan(0.3);
    expect(out[8]).toBeGreaterThan(out[9]!);
  });

  it('leaves a comment alone in its look, and every comment when the weight is 0', () => {
    const probabilities = [0.9, 0.9, 0.2, 0.4];
    const looks = ['a', 'a', 'a', 'lonely'];
    expect(withLookAlike(probabilities, looks, settings)[3]).toBeCloseTo(0.4, 9);
    expect(withLookAlike(probabilities, looks, { weight: 0, prior: 3 })).toEqual(probabilities);
  });

  it('reads a comment against the others of its look, never against itself', () => {
    // one sure comment and one unsure one in the same look: each moves toward the other, not toward itself
    const out = withLookAlike([0.95, 0.05, 0.5, 0.5], ['x', 'x', 'y', 'y'], settings);
    expect(out[0]).toBeLessThan(0.95);
    expect(out[1]).toBeGreaterThan(0.05);
  });

  it('changes nothing when every comment has one look (the look then says nothing)', () => {
    const probabilities = [0.9, 0.1, 0.5];
    const out = withLookAlike(probabilities, ['same', 'same', 'same'], { weight: 1, prior: 1e9 });
    out.forEach((p, i) => expect(p).toBeCloseTo(probabilities[i]!, 6));
  });
});

describe('wordsOf and readingOf', () => {
  it('reads the words of six letters or more, once each, and nothing else', () => {
    const features = ['w:gutter', 'w:gutter', 'w:leak', 'b:gutter_leak', 'w:corroded', 'color:red', 'first:gutter'];
    expect(wordsOf(features)).toEqual(['gutter', 'corroded']);
    expect(readingOf(features)).toEqual({ look: 'color:red', words: ['gutter', 'corroded'], summarised: false });
  });

  it("notes a body comment the report's own summary repeats, and only that", () => {
    expect(readingOf(['w:gutter', 'in-report-summary']).summarised).toBe(true);
    expect(readingOf(['w:gutter', 'left-out-of-summary']).summarised).toBe(false);
    expect(readingOf(['w:gutter', 'no-summary']).summarised).toBe(false);
  });
});

describe('withAlike (by words)', () => {
  const settings = { weight: 1, prior: 5 };

  it("lowers a comment that shares its wording with the report's unlikely comments, and raises one that shares the likely ones'", () => {
    // the report's boilerplate repeats 'limitations inspector'; its findings say 'damaged'
    const probabilities = [0.05, 0.04, 0.06, 0.05, 0.9, 0.85, 0.88, 0.3, 0.3];
    const words = [
      ...Array(4).fill(['limitations', 'inspector']),
      ...Array(3).fill(['damaged']),
      ['limitations'],
      ['damaged', 'window'],
    ];
    const out = withAlike(probabilities, words, settings);
    expect(out[7]).toBeLessThan(0.3);
    expect(out[8]).toBeGreaterThan(0.3);
  });

  it("averages the moves over a comment's words, and leaves a comment with no long words alone", () => {
    const probabilities = [0.9, 0.9, 0.1, 0.1, 0.5, 0.5];
    const one = withAlike(probabilities, [['good'], ['good'], ['bad'], ['bad'], ['good'], []], settings);
    const mixed = withAlike(probabilities, [['good'], ['good'], ['bad'], ['bad'], ['good', 'bad'], []], settings);
    expect(one[5]).toBeCloseTo(0.5, 9);
    expect(mixed[4]).toBeLessThan(one[4]!);
    expect(mixed[4]).toBeGreaterThan(0.5 - 0.2);
  });
});
