import { beforeAll, describe, expect, it } from 'vitest';
import { writtenCandidate } from '@/testing/analysis/candidates';
import { writtenLine } from '@/testing/analysis/doc-lines';
import { extractDocument } from '../extract/extract-document';
import { prepareDocument, type PreparedCandidate } from './builtin-finder';
import type { Candidate } from './candidates';
import type { DocLine } from './doc-lines';
import { featuresOf, tokens, type DocContext } from './features';
import type { Legend } from './markers';
import { matchLabel } from './vocabulary';

// Small report excerpts written for these tests. Assertions look for the features that matter (toContain), so
// adding feature names does not break them.
const prepared = async (text: string): Promise<PreparedCandidate[]> =>
  prepareDocument(await extractDocument(new TextEncoder().encode(text), { kind: 'text' })).prepared;
const featuresFor = (ps: PreparedCandidate[], words: string): string[] => {
  const hits = ps.filter((p) => p.candidate.text.includes(words));
  expect(hits, `one candidate with '${words}'`).toHaveLength(1);
  return hits[0]!.features;
};

const HIP = `Heating and Air Conditioning
1. Furnace
Observations:
• Appeared functional at time of inspection.
• SAFETY CONCERN: The furnace flue pipe touches the wood framing. Provide the required clearance to combustibles.
2. Plumbing
Observations:
• The faucet is leaking. Recommend repair.
• FYI: Condensers last 12 to 15 years on average.`;

const WITH_SUMMARY = `1. Kitchen
1.0 Dishwasher
- Inoperable appliance. Recommend repair or replacement by an appliance technician.
\fGeneral Summary
1. Kitchen
1.0 DISHWASHER
Repair or Replace
- Inoperable appliance. Recommend repair or replacement by an appliance technician.`;

describe('tokens', () => {
  it("strips light suffixes so 'leaking', 'leaked' and 'leaks' share a stem", () => {
    const [a, b, c] = tokens('Leaking leaked leaks');
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(a).toBe('leak');
  });

  it('lower-cases, keeps short words whole and drops what follows an apostrophe', () => {
    expect(tokens('The GFCI is OK')).toEqual(['the', 'gfci', 'is', 'ok']);
    expect(tokens("The door doesn't latch")).toEqual(['the', 'door', 'doesn', 'latch']);
    expect(tokens('gas gases')).toEqual(['gas', 'gas']);
  });

  it('reads words only: digits, punctuation and single letters are left out', () => {
    expect(tokens('2.1 A 40-gallon heater (2015)!')).toEqual(['gallon', 'heater']);
    expect(tokens('')).toEqual([]);
  });
});

describe('featuresOf on prepared reports', () => {
  it("gives a 'SAFETY CONCERN:' tag the safety polarity and its source", async () => {
    const f = featuresFor(await prepared(HIP), 'SAFETY CONCERN');
    expect(f).toContain('pol:safety');
    expect(f).toContain('src:tag');
    expect(f).toContain('lsev:critical');
    expect(f).toContain('caps-lead');
    expect(f).toContain('v:critical-words');
  });

  it('gives an informational tag and an unmarked comment their polarity', async () => {
    const ps = await prepared(HIP);
    expect(featuresFor(ps, 'FYI:')).toContain('pol:informational');
    const plain = featuresFor(ps, 'Appeared functional');
    expect(plain).toContain('pol:none');
    expect(plain).toContain('src:none');
    expect(plain).toContain('v:positive');
    expect(plain).not.toContain('v:condition');
  });

  it("reads 'The faucet is leaking. Recommend repair.' as a condition with an action", async () => {
    const f = featuresFor(await prepared(HIP), 'The faucet is leaking');
    expect(f).toEqual(expect.arrayContaining(['v:condition', 'v:action', 'v:strong', 'kind:finding']));
    expect(f).toEqual(expect.arrayContaining(['w:faucet', 'w:leak', 'w:recommend', 'b:faucet_is', 'first:the']));
    expect(f).toContain('h:plumb');
  });

  it("marks candidates under a 'General Summary' heading as summary, and only those", async () => {
    const ps = await prepared(WITH_SUMMARY);
    const [body, summary] = ps.filter((p) => p.candidate.text.includes('Inoperable appliance'));
    expect(summary!.features).toContain('summary');
    expect(summary!.features).toContain('pol:deficiency');
    expect(body!.features).not.toContain('summary');
    expect(body!.features).toContain('pol:none');
  });

  it('marks merged and split candidates', async () => {
    const merged = await prepared(`1. Exterior
1.2 Downspouts
- Downspouts empty against the foundation at the left side.
- Recommend extensions to carry water away from the foundation.`);
    expect(featuresFor(merged, 'Downspouts empty')).toContain('merged');
    const split = await prepared(`PLUMBING
The kitchen sink trap leaks when the sink drains and has stained the cabinet floor below. A plumber should repair the trap. The hall bathroom toilet is loose at the floor and rocks when used. Recommend resetting the toilet on a new wax ring.`);
    expect(split).toHaveLength(2);
    for (const p of split) {
      expect(p.features).toContain('split');
      expect(p.features).not.toContain('merged');
    }
  });

  it('lists each feature once', async () => {
    for (const p of await prepared(HIP)) expect(new Set(p.features).size).toBe(p.features.length);
  });
});

// ---------- featuresOf on a hand-made candidate ----------

const LEGEND: Legend = {
  ratings: new Map(),
  colorCoded: false,
  colorLegend: false,
  commentsInColour: false,
  highlights: new Map(),
};
// the context of a written one-comment report, so any field DocContext gains keeps the value prepareDocument gives it
let BASE: DocContext;
beforeAll(async () => {
  const doc = await extractDocument(new TextEncoder().encode('PLUMBING\nThe faucet is leaking.'), { kind: 'text' });
  BASE = prepareDocument(doc).context;
});
const context = (over: Partial<DocContext> = {}): DocContext => ({
  ...BASE,
  legend: LEGEND,
  structuredMode: false,
  flaggedShare: 0,
  bodySize: 10,
  pageCount: 10,
  ...over,
});
const line = (text: string, over: Partial<DocLine> = {}): DocLine => ({
  page: 1,
  index: 0,
  text,
  x: 72,
  y: 100,
  size: 10,
  bold: false,
  italic: false,
  color: '#000000',
  caps: false,
  line: { text, x: 72, y: 100, runs: [] },
  ...over,
});
const candidate = (text: string, over: Partial<Candidate> = {}): Candidate =>
  writtenCandidate(text, { lines: [line(text)], ...over });

describe('featuresOf on a hand-made candidate', () => {
  const text = 'The faucet is leaking. Recommend repair.';

  it('always has the bias and the marker polarity', () => {
    const f = featuresOf(candidate(text), context());
    expect(f).toEqual(expect.arrayContaining(['bias', 'pol:none', 'src:none', 'kind:finding', 'bk:bullet']));
  });

  it("names the report's marking mode", () => {
    expect(featuresOf(candidate(text), context({ structuredMode: true }))).toContain('mode:structured');
    expect(featuresOf(candidate(text), context({ flaggedShare: 0.5 }))).toContain('mode:marked');
    expect(featuresOf(candidate(text), context({ flaggedShare: 0.1 }))).toContain('mode:some-marks');
    expect(featuresOf(candidate(text), context({ flaggedShare: 0 }))).toContain('mode:unmarked');
  });

  it('reads a printed label, title, location, item and section', () => {
    const f = featuresOf(
      candidate(text, {
        label: matchLabel('Maintenance Item'),
        labelSource: 'label',
        title: 'Leaking faucet',
        location: 'Hall bathroom',
        item: 'Faucets',
        section: 'Plumbing',
        itemNo: '5.2.1',
      }),
      context({ structuredMode: true }),
    );
    expect(f).toEqual(
      expect.arrayContaining([
        'pol:maintenance',
        'src:label',
        'lsev:minor',
        'has-title',
        'has-location',
        'has-item-no',
        't:leak',
        't:faucet',
        'h:faucet',
        'h:plumb',
      ]),
    );
  });

  it('reads style: bold, colour and position in the report', () => {
    const bold = candidate(text, { lines: [line(text, { bold: true, color: '#d0021b', page: 10 })] });
    const f = featuresOf(bold, context());
    expect(f).toContain('bold:2');
    expect(f).toContain('color:red');
    expect(f).toContain('pagepos:3');
    const plain = featuresOf(candidate(text), context());
    expect(plain).toContain('bold:0');
    expect(plain).toContain('color:black');
    expect(plain).toContain('pagepos:0');
    // a one-page report has no cover page to tell its comments from
    expect(featuresOf(candidate(text), context({ pageCount: 1 })).some((x) => x.startsWith('pagepos:'))).toBe(false);
  });

  it("reads a fill as shading, unless the report's legend makes it the comment's marker", () => {
    const filled = [writtenLine(0, [{ text, background: '#ffff00' }])];
    expect(featuresOf(candidate(text, { lines: filled }), context())).toContain('shaded:2');
    const marked = candidate(text, {
      lines: filled,
      label: { label: 'yellow highlight', flags: true, severity: null, highlight: true },
      labelSource: 'color',
    });
    const f = featuresOf(marked, context());
    expect(f).toContain('pol:deficiency|src:color');
    expect(f.some((x) => x.startsWith('shaded:'))).toBe(false);
  });

  it('reads limitation and reassurance wording', () => {
    expect(featuresOf(candidate('The attic could not be inspected due to stored items.'), context())).toContain(
      'v:limitation',
    );
    expect(featuresOf(candidate('The furnace appears serviceable.'), context())).toContain('v:positive');
  });

  it('reads a missing part, and not a part out of view, as absent', () => {
    expect(featuresOf(candidate('There is no drain pan under the water heater.'), context())).toContain('v:absent');
    expect(featuresOf(candidate('The sill was not observed because of stored items.'), context())).not.toContain(
      'v:absent',
    );
  });

  it('reads at most the first 80 words', () => {
    const long = `${'word '.repeat(80)}zebra`;
    const f = featuresOf(candidate(long), context());
    expect(f).toContain('w:word');
    expect(f).not.toContain('w:zebra');
  });

  it('is deterministic', () => {
    const c = candidate(text);
    expect(featuresOf(c, context())).toEqual(featuresOf(c, context()));
  });
});
