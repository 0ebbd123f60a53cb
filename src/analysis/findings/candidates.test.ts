import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract/extract-document';
import { prepareDocument } from './builtin-finder';
import { candidatesOf, issueGroups, joinText, tickedStatements, type Candidate } from './candidates';
import { toDocLines } from './doc-lines';
import { segmentBlocks } from './segment';

// Small report excerpts written for these tests (see builtin-finder.test.ts for one per format family).
const docOf = (text: string) => extractDocument(new TextEncoder().encode(text), { kind: 'text' });
const candidatesFor = async (text: string): Promise<Candidate[]> => {
  const lines = toDocLines(await docOf(text));
  return candidatesOf(segmentBlocks(lines), lines).candidates;
};
const byText = (cs: Candidate[], words: string) => cs.filter((c) => c.text.includes(words));

const HOMEGAUGE = `1. Exterior
1.1 Gutters
- Leaves and debris are packed in the rear gutters.
1.2 Downspouts
- Downspouts empty against the foundation at the left side.
- Recommend extensions to carry water away from the foundation.
1.3 Windows
- Windows operated normally.`;

const PROSE = `PLUMBING
The kitchen sink trap leaks when the sink drains and has stained the cabinet floor below. A plumber should repair the trap. The hall bathroom toilet is loose at the floor and rocks when used. Recommend resetting the toilet on a new wax ring.`;

const CHECKLIST = `PLUMBING SYSTEM
Fixtures:
SER MM RR SAF NI
Faucets: ☐ ☒ ☐ ☐ ☐ The kitchen faucet was loose at the counter. The bathroom faucet dripped when closed.
Drains: ☐ ☐ ☐ ☐ ☒ Drains under the vanity were not visible.`;

describe('issueGroups', () => {
  it('keeps a condition and its advice together', () => {
    expect(issueGroups('The faucet is leaking. Recommend repair.', null)).toEqual([
      'The faucet is leaking. Recommend repair.',
    ]);
  });

  it('opens a new issue at each distinct condition', () => {
    const text =
      'The kitchen sink trap leaks. A plumber should repair the trap. The hall toilet is loose at the floor. Reset the toilet.';
    expect(issueGroups(text, null)).toEqual([
      'The kitchen sink trap leaks. A plumber should repair the trap.',
      'The hall toilet is loose at the floor. Reset the toilet.',
    ]);
  });

  it('ends an issue at an observation that is not a defect', () => {
    expect(issueGroups('The gutters were clean. The downspout is loose at the rear. Secure it.', null)).toEqual([
      'The gutters were clean.',
      'The downspout is loose at the rear. Secure it.',
    ]);
  });

  it('keeps a sentence that points back at the issue before it in that issue', () => {
    const text =
      'Wires in the garage ceiling end outside a junction box. This condition is a shock and fire hazard. The hall closet door is damaged.';
    expect(issueGroups(text, null)).toEqual([
      'Wires in the garage ceiling end outside a junction box. This condition is a shock and fire hazard.',
      'The hall closet door is damaged.',
    ]);
    expect(issueGroups('The deck boards are rotted. They are soft underfoot near the stairs.', null)).toHaveLength(1);
  });

  it('keeps a weak remark on the same subject with the issue before it', () => {
    expect(issueGroups('Siding is cracked at the corner. The siding is dirty.', null)).toHaveLength(1);
  });

  it('keeps every sentence, in order, verbatim', () => {
    const text =
      'The roof is asphalt shingle. Several shingles are missing at the rear slope. Gutters were clean. The flashing is rusted at the chimney.';
    expect(issueGroups(text, null).join(' ')).toBe(text);
  });

  it('gives nothing for no text', () => {
    expect(issueGroups('', null)).toEqual([]);
  });
});

describe('candidatesOf', () => {
  it('merges a HomeGauge condition bullet and the recommendation bullet after it into one candidate', async () => {
    const cs = await candidatesFor(HOMEGAUGE);
    const downspouts = byText(cs, 'Downspouts empty');
    expect(downspouts).toHaveLength(1);
    const c = downspouts[0]!;
    expect(c.merged).toBeGreaterThan(1);
    expect(c.text).toBe(
      'Downspouts empty against the foundation at the left side. Recommend extensions to carry water away from the foundation.',
    );
    expect(c.kind).toBe('finding');
    expect(c.lines).toHaveLength(2);
    expect(c.item).toBe('Downspouts');
    expect(c.itemNo).toBe('1.2');
    expect(byText(cs, 'Recommend extensions')).toEqual([c]);
    // the other subjects stay single
    expect(byText(cs, 'Leaves and debris')[0]!.merged).toBe(1);
    expect(byText(cs, 'Windows operated')[0]!.merged).toBe(1);
  });

  it('does not merge advice into a condition of another subject or another page', async () => {
    const cs = await candidatesFor(`1. Exterior
1.1 Gutters
- Leaves and debris are packed in the rear gutters.
1.2 Downspouts
- Recommend extensions to carry water away from the foundation.
1.3 Siding
- Siding is cracked at the rear corner.
\f- Recommend a siding contractor repair the siding.`);
    expect(cs.map((c) => c.merged)).toEqual([1, 1, 1, 1]);
    expect(cs.map((c) => c.kind)).toEqual(['condition', 'advice', 'condition', 'advice']);
  });

  it('keeps each item the inspector numbered apart, even one that reads as advice', async () => {
    const cs = await candidatesFor(`ELECTRICAL SYSTEMS
(10) Rear bedroom ceiling fan did not function. Recommend repair by a qualified contractor.
(11) Recommend installing smoke detectors in each bedroom; none were observed in the home.
(12) No carbon monoxide detectors observed.`);
    expect(cs.map((c) => c.merged)).toEqual([1, 1, 1]);
    expect(cs[1]!.kind).toBe('advice');
    expect(cs[1]!.text).toMatch(/^Recommend installing smoke detectors/);
  });

  it('splits a prose paragraph with two distinct defects into two candidates, each quoting its sentences', async () => {
    const cs = await candidatesFor(PROSE);
    expect(cs).toHaveLength(2);
    expect(cs.map((c) => [c.part, c.parts])).toEqual([
      [0, 2],
      [1, 2],
    ]);
    expect(cs[0]!.quoteText).toBe(
      'The kitchen sink trap leaks when the sink drains and has stained the cabinet floor below. A plumber should repair the trap.',
    );
    expect(cs[1]!.quoteText).toBe(
      'The hall bathroom toilet is loose at the floor and rocks when used. Recommend resetting the toilet on a new wax ring.',
    );
    for (const c of cs) {
      expect(c.text).toBe(c.quoteText);
      expect(c.blockKind).toBe('paragraph');
      expect(c.kind).toBe('finding');
      // the issue is cited where the comment is: all of the paragraph's lines
      expect(joinText(c.lines)).toContain(c.quoteText!);
    }
  });

  it('splits a checklist comment that lists separate issues and reads its checked column', async () => {
    const cs = await candidatesFor(CHECKLIST);
    const faucets = byText(cs, 'faucet');
    expect(faucets.map((c) => c.quoteText)).toEqual([
      'The kitchen faucet was loose at the counter.',
      'The bathroom faucet dripped when closed.',
    ]);
    for (const c of faucets) {
      expect(c.blockKind).toBe('checklist');
      expect(c.labelSource).toBe('checkbox');
      expect(c.label).toMatchObject({ label: 'MM checked', flags: true });
    }
    const drains = byText(cs, 'not visible');
    expect(drains).toHaveLength(1);
    expect(drains[0]!.label).toMatchObject({ flags: false });
  });

  it('reads an inline tag as the marker and does not merge a tagged comment into the bullet before it', async () => {
    const cs = await candidatesFor(`Deck
1. Deck boards
Observations:
• Several deck boards are rotted at the stairs.
• REPAIR: Replace the rotted boards and check the joists below.`);
    const tagged = byText(cs, 'REPAIR:');
    expect(tagged).toHaveLength(1);
    expect(tagged[0]!).toMatchObject({ labelSource: 'tag', label: { label: 'REPAIR', flags: true } });
    expect(byText(cs, 'Several deck boards')[0]!.merged).toBe(1);
  });

  it('marks candidates under a summary heading', async () => {
    const cs = await candidatesFor(`1. Kitchen
1.0 Dishwasher
- Inoperable appliance. Recommend repair or replacement by an appliance technician.
\fGeneral Summary
1. Kitchen
1.0 DISHWASHER
Repair or Replace
- Inoperable appliance. Recommend repair or replacement by an appliance technician.`);
    const both = byText(cs, 'Inoperable appliance');
    expect(both).toHaveLength(2);
    expect(both.map((c) => [c.inSummary, c.lines[0]!.page])).toEqual([
      [false, 1],
      [true, 2],
    ]);
  });

  it('gives an item number printed alone on its line to the comment after it', async () => {
    const cs = await candidatesFor(`Observed Electrical Conditions:
13.1.
Crawlspace: Severed wiring was noted with bare conductors exposed at the living room.
13.2.
Basement: Unprotected wiring was noted at the junction box by the stairs.`);
    expect(cs.some((c) => /^13\.\d\.?$/.test(c.text))).toBe(false);
    expect(byText(cs, 'Severed wiring')[0]!.itemNo).toBe('13.1');
    expect(byText(cs, 'Unprotected wiring')[0]!.itemNo).toBe('13.2');
    expect(byText(cs, 'Severed wiring')[0]!.group).not.toBe(byText(cs, 'Unprotected wiring')[0]!.group);
  });

  it('gives no candidates for an empty report', async () => {
    const { candidates, legend } = candidatesOf([], []);
    expect(candidates).toEqual([]);
    expect(legend.colorCoded).toBe(false);
  });
});

describe('prepareDocument', () => {
  it('prepares every candidate with its features and the rule classifiers’ answers', async () => {
    const doc = await docOf(HOMEGAUGE);
    const prepared = prepareDocument(doc);
    expect(prepared.lines.length).toBeGreaterThan(0);
    expect(prepared.blocks.length).toBeGreaterThan(0);
    expect(prepared.prepared.map((p) => p.candidate.text)).toEqual(
      expect.arrayContaining(['Leaves and debris are packed in the rear gutters.', 'Windows operated normally.']),
    );
    expect(prepared.context).toMatchObject({ structuredMode: false, pageCount: 1 });
    expect(prepared.context.bodySize).toBeGreaterThan(0);
    for (const p of prepared.prepared) {
      expect(p.features).toContain('bias');
      // the category model reads words and headings: the finder's word features, none of its style or marker ones
      const own = p.categoryFeatures.filter((f) => !/^(rc|oc|tc|ic|sc):/.test(f));
      expect(p.features).toEqual(expect.arrayContaining(own));
      expect(own.some((f) => f.startsWith('w:'))).toBe(true);
      expect(own.filter((f) => /^(pol|src|bold|color|mode|kind):/.test(f))).toEqual([]);
      expect(p.categoryFeatures.filter((f) => f.startsWith('rc:'))).toHaveLength(1);
      expect(p.categoryFeatures.filter((f) => f.startsWith('sc:'))).toHaveLength(1);
      expect(p.severityFeatures).toEqual(expect.arrayContaining(p.features));
      expect(p.severityFeatures.filter((f) => f.startsWith('rs:'))).toHaveLength(1);
    }
  });

  it('offers the category model what the section names apart from what the words name', async () => {
    const prepared = prepareDocument(
      await docOf(`1. Heating and Cooling
1.0 Equipment
- The unit is very noisy when running. Recommend a technician service it.`),
    );
    const noisy = prepared.prepared.find((p) => p.candidate.text.includes('noisy'))!;
    expect(noisy.categoryFeatures).toContain('sc:hvac');
    // the words alone name nothing the rules know: the model sees that too, and learns which source to trust
    expect(noisy.categoryFeatures).toContain('oc:general');
  });

  it("adds the 'hazard' severity feature to a candidate that names a rubric hazard, and only to it", async () => {
    const prepared = prepareDocument(
      await docOf(`1. Electrical
1.0 Receptacles
- The bathroom receptacles lack GFCI protection. Recommend an electrician install GFCI receptacles.
1.1 Lighting
- The hall light fixture globe is cracked. Replace the globe.`),
    );
    const gfci = prepared.prepared.find((p) => p.candidate.text.includes('GFCI'))!;
    const globe = prepared.prepared.find((p) => p.candidate.text.includes('globe'))!;
    expect(gfci.severityFeatures).toContain('hazard');
    expect(globe.severityFeatures).not.toContain('hazard');
    expect(gfci.features).not.toContain('hazard');
  });

  it('counts the share of candidates a marker flags', async () => {
    const plain = prepareDocument(await docOf(HOMEGAUGE));
    expect(plain.context.flaggedShare).toBe(0);
    const tagged = prepareDocument(
      await docOf(`Heating
1. Furnace
Observations:
• SAFETY CONCERN: The furnace flue pipe touches the wood framing. Provide the required clearance to combustibles.
• The faucet is leaking. Recommend repair.`),
    );
    expect(tagged.context.flaggedShare).toBeCloseTo(0.5, 10);
  });

  it('tells the model whether the report’s own summary repeats a body comment', async () => {
    const prepared = prepareDocument(
      await docOf(`1. Kitchen
1.0 Dishwasher
- Inoperable appliance. Recommend repair or replacement by an appliance technician.
1.1 Cabinets
- Cabinet doors operated normally.
2. Garage
2.0 Door opener
- The opener did not reverse when it met resistance. Adjust the opener.
2.1 Floor
- Typical cracks in the slab.
3. Attic
3.0 Insulation
- Insulation is missing over the hall ceiling. Add insulation.
\fGeneral Summary
1.0 DISHWASHER
- Inoperable appliance. Recommend repair or replacement by an appliance technician.
2.0 DOOR OPENER
- The opener did not reverse when it met resistance. Adjust the opener.
3.0 INSULATION
- Insulation is missing over the hall ceiling. Add insulation.`),
    );
    const body = (words: string) =>
      prepared.prepared.find((p) => p.candidate.text.includes(words) && !p.candidate.inSummary)!;
    expect(body('Inoperable appliance').candidate.summarised).toBe(true);
    expect(body('Inoperable appliance').features).toContain('in-report-summary');
    expect(body('Cabinet doors').candidate.summarised).toBe(false);
    expect(body('Cabinet doors').features).toContain('left-out-of-summary');
    const noSummary = prepareDocument(await docOf(HOMEGAUGE));
    for (const p of noSummary.prepared) expect(p.features).toContain('no-summary');
  });

  it('is deterministic', async () => {
    const doc = await docOf(PROSE);
    const a = prepareDocument(doc).prepared.map((p) => p.features);
    const b = prepareDocument(doc).prepared.map((p) => p.features);
    expect(b).toEqual(a);
  });
});

describe('comments under a notes or limitations heading', () => {
  const REPORT = `ATTIC
The attic insulation is even and adequate.
NOTES
Evidence of rodent activity was observed in the kitchen cabinets.
LIMITATIONS
The insulation hides the ceiling joists, which could not be inspected.`;

  it("reads a plain 'Notes' heading as no verdict, and a limitations heading as one", async () => {
    const cs = await candidatesFor(REPORT);
    const noted = byText(cs, 'rodent activity')[0]!;
    const limited = byText(cs, 'hides the ceiling joists')[0]!;
    expect(noted.label).toMatchObject({ label: 'notes', flags: null });
    expect(limited.label).toMatchObject({ label: 'note', flags: false });
    expect(byText(cs, 'insulation is even')[0]!.label).toBeNull();
  });
});

describe('where one comment ends and the next begins', () => {
  it('ends a paragraph at a page break even when the new page opens with a skipped header row', async () => {
    const report = `ROOF
Skylights are a likely place for water entry; the flashing and glass edges should be maintained.
\fI NI NP D
Rusted flashing was observed around the skylights.`;
    const cs = await candidatesFor(report);
    expect(byText(cs, 'Rusted flashing')).toHaveLength(1);
    expect(byText(cs, 'Rusted flashing')[0]!.text).not.toContain('Skylights are');
  });

  it('does not join advice to the condition before it across a photo or blank area', async () => {
    const near = `ATTIC
- The attic access ladder is damaged at the hinge.
- Recommend a carpenter repair the ladder.`;
    const apart = `ATTIC
- The attic access ladder is damaged at the hinge.




- Recommend a carpenter repair the ladder.`;
    expect(byText(await candidatesFor(near), 'ladder')).toHaveLength(1);
    expect(byText(await candidatesFor(apart), 'ladder')).toHaveLength(2);
  });
});

describe('a heading repeated for a comment that runs on to the next page', () => {
  it('is not a comment of its own', async () => {
    const report = `ROOF
- Several shingles are missing at the rear slope. Recommend a roofer replace them.
\fMissing shingles - Continued
The garage door springs lack safety restraint cables - important safety issue - install - Continued
INTERIOR CONTINUED
Observed Conditions: (continued)
- The hall closet door rubs the frame.`;
    const cs = await candidatesFor(report);
    expect(cs.some((c) => /continued/i.test(c.text))).toBe(false);
    expect(byText(cs, 'closet door')).toHaveLength(1);
  });
});

describe('an item rating', () => {
  // numbered comments; the second one's sentence wraps so that its last word stands alone on a line
  const NUMBERED = `8. Garage
8.1. The garage door had a bent panel noted when examined, however, it appeared to be
serviceable.
8.2. Living Room: Spots and condensation were visible between the panes of the windows. The seals have
failed. Refer to a glazier.`;

  it('is not read from the last word of a wrapped sentence', async () => {
    const cs = await candidatesFor(NUMBERED);
    const door = byText(cs, 'bent panel')[0]!;
    expect(door.text).toContain('serviceable');
    expect(door.label).toBeNull();
  });

  it('qualifies its own item only, not the numbered items after it', async () => {
    const rated = NUMBERED.replace('be\nserviceable.', 'be serviceable.\nServiceable');
    const cs = await candidatesFor(rated);
    expect(byText(cs, 'condensation')[0]!.label).toBeNull();
  });
});

describe('tickedStatements', () => {
  // a form section that ticks several statements under one heading, one of them wrapped onto a second line
  const PANEL = `17 ELECTRICAL SERVICE
Main Panel
Location: outside
☒ System appears serviceable
☒ Open slots in deadfront cover at panel (must be covered)
☐ Missing breaker labels
☒ Double-tapped breaker at the bottom left, the
wires should be separated by an electrician`;

  it('gives each ticked line that names a problem, with the lines that continue it', async () => {
    const panel = byText(await candidatesFor(PANEL), 'Open slots')[0]!;
    const parts = tickedStatements(panel)!;
    expect(parts.map((p) => p.text)).toEqual([
      '☒ Open slots in deadfront cover at panel (must be covered)',
      '☒ Double-tapped breaker at the bottom left, the wires should be separated by an electrician',
    ]);
    // each part is cited at its own lines, under the comment's heading
    expect(parts[1]!.lines.map((l) => l.text)).toEqual([
      '☒ Double-tapped breaker at the bottom left, the',
      'wires should be separated by an electrician',
    ]);
    expect(parts.map((p) => [p.part, p.parts])).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it('leaves whole a comment that ticks fewer than two problems', async () => {
    const one = PANEL.replace('☒ Open slots', '☐ Open slots');
    expect(tickedStatements(byText(await candidatesFor(one), 'Open slots')[0]!)).toBeNull();
    // boxes inside a line (a row of options) are not statements of their own
    const row = await candidatesFor('Walls: ☒ Damaged ☒ Needs paint ☐ Stained\nTrim: ☒ Rotted ☐ Missing');
    expect(row.map(tickedStatements)).toEqual(row.map(() => null));
  });
});
