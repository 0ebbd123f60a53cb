import { describe, expect, it } from 'vitest';
import { assignKeyItems, bestKeyMatch, keyMatches, type KeyItem, type PredictionText } from './key-match';

// A small written answer key (the shape of the corpus keys) and candidates in an inspector's words.
const SINK: KeyItem = {
  id: 1,
  category: 'plumbing',
  severity: 'minor',
  page: 5,
  anchor: 'The kitchen sink trap leaks when the sink drains',
  description: 'Kitchen sink trap leaking',
  location: 'Kitchen',
};
const HANDRAIL: KeyItem = {
  id: 2,
  category: 'structural',
  severity: 'critical',
  page: 9,
  anchor: 'The stair handrail is loose at the wall bracket',
  description: 'Loose stair handrail',
  location: 'Basement stairs',
};
const FILTER: KeyItem = {
  id: 3,
  category: 'hvac',
  severity: 'minor',
  page: 12,
  anchor: 'The furnace filter is dirty',
  description: 'Dirty furnace filter',
  location: 'Furnace',
  optional: true,
};
const KEY = [SINK, HANDRAIL, FILTER];

const at = (page: number, quote: string, description = '', location: string | null = null): PredictionText => ({
  page,
  quote,
  description,
  location,
});

const EXACT = 'The kitchen sink trap leaks when the sink drains; a plumber should repair it.';
// shares most of the key's description words but not its anchor: similarity about 0.7
const PARTIAL = 'The sink trap in the kitchen leaks.';

describe('keyMatches', () => {
  it("matches a candidate whose quote contains the key's anchor on the same page", () => {
    const m = keyMatches(KEY, at(5, EXACT));
    expect(m.map((x) => x.item.id)).toEqual([1]);
    expect(m[0]!.sim).toBeCloseTo(1.05, 10); // full containment plus the same-page bonus
  });

  it('counts a page either side as the same page', () => {
    expect(keyMatches(KEY, at(4, EXACT))[0]?.sim).toBeCloseTo(1.05, 10);
    expect(keyMatches(KEY, at(6, EXACT))[0]?.sim).toBeCloseTo(1.05, 10);
  });

  it('needs a much stronger match three pages away (0.8 rather than 0.55), without the bonus', () => {
    const near = keyMatches(KEY, at(5, PARTIAL));
    expect(near).toHaveLength(1);
    const sim = near[0]!.sim - 0.05;
    expect(sim).toBeGreaterThanOrEqual(0.55);
    expect(sim).toBeLessThan(0.8);
    expect(keyMatches(KEY, at(8, PARTIAL))).toEqual([]);
    expect(keyMatches(KEY, at(2, PARTIAL))).toEqual([]);
    // the anchor verbatim still matches far away, at its plain similarity
    const far = keyMatches(KEY, at(8, EXACT));
    expect(far.map((x) => x.item.id)).toEqual([1]);
    expect(far[0]!.sim).toBeCloseTo(1, 10);
  });

  it("matches by most of the key's description words, case and punctuation aside", () => {
    const m = keyMatches(KEY, at(9, 'BASEMENT STAIRS: handrail loose; secure it to the wall.'));
    expect(m.map((x) => x.item.id)).toEqual([2]);
  });

  it("reads the prediction's own description and location as well as its quote", () => {
    const quoteOnly = at(9, 'See photo.');
    expect(keyMatches(KEY, quoteOnly)).toEqual([]);
    const described = at(9, 'See photo.', 'Loose stair handrail', 'Basement stairs');
    expect(keyMatches(KEY, described).map((x) => x.item.id)).toEqual([2]);
  });

  it('reads only the first 600 characters of the quote', () => {
    const padding = 'The inspector walked the property and looked at the visible parts of the house. '.repeat(8);
    expect(padding.length).toBeGreaterThan(600);
    expect(keyMatches(KEY, at(5, padding + EXACT))).toEqual([]);
    expect(keyMatches(KEY, at(5, EXACT + ' ' + padding)).map((x) => x.item.id)).toEqual([1]);
  });

  it('does not match an unrelated comment', () => {
    expect(keyMatches(KEY, at(5, 'The bathroom sink drains slowly.'))).toEqual([]);
    expect(keyMatches(KEY, at(5, ''))).toEqual([]);
  });

  it('sorts matches best first', () => {
    const both = at(5, `${EXACT} The stair handrail is loose.`);
    const two: KeyItem[] = [{ ...HANDRAIL, page: 5 }, SINK];
    const m = keyMatches(two, both);
    expect(m.map((x) => x.item.id)).toEqual([1, 2]);
    expect(m[0]!.sim).toBeGreaterThanOrEqual(m[1]!.sim);
  });
});

describe('bestKeyMatch', () => {
  it('is the best of keyMatches, or null', () => {
    expect(bestKeyMatch(KEY, at(5, EXACT))?.item).toBe(SINK);
    expect(bestKeyMatch(KEY, at(5, 'Gutters were clean.'))).toBeNull();
  });
});

describe('assignKeyItems', () => {
  it('gives each key item to one candidate: the summary repeat of the same text gets none', () => {
    const summary = at(2, EXACT); // the report's summary, three pages before the body
    const body = at(5, EXACT);
    expect(assignKeyItems(KEY, [summary, body])).toEqual(['none', SINK]);
    expect(assignKeyItems(KEY, [body, summary])).toEqual([SINK, 'none']);
  });

  it('gives a tie to the earlier candidate', () => {
    expect(assignKeyItems(KEY, [at(5, EXACT), at(5, EXACT)])).toEqual([SINK, 'none']);
  });

  it('pairs greedily by similarity: the stronger candidate takes the item', () => {
    expect(assignKeyItems(KEY, [at(5, PARTIAL), at(5, EXACT)])).toEqual(['none', SINK]);
  });

  it('assigns several items in one pass and leaves unmatched candidates as none', () => {
    const out = assignKeyItems(KEY, [
      at(9, 'The stair handrail is loose at the wall bracket. Secure it.'),
      at(7, 'The attic has about ten inches of blown insulation.'),
      at(5, EXACT),
    ]);
    expect(out).toEqual([HANDRAIL, 'none', SINK]);
  });

  it("marks 'ignore' a candidate that matches only optional items", () => {
    const filter = at(12, 'The furnace filter is dirty. Replace the filter.');
    expect(assignKeyItems(KEY, [filter])).toEqual(['ignore']);
    // a second candidate for the optional item, which went to the first, is borderline too
    expect(assignKeyItems(KEY, [filter, at(12, 'The furnace filter is dirty.')])).toEqual(['ignore', 'ignore']);
  });

  it('gives an empty answer for no candidates and none for an empty key', () => {
    expect(assignKeyItems(KEY, [])).toEqual([]);
    expect(assignKeyItems([], [at(5, EXACT)])).toEqual(['none']);
  });
});
