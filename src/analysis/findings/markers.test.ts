import { describe, expect, it } from 'vitest';
import { writtenLine } from '@/testing/analysis/doc-lines';
import type { DocLine } from './doc-lines';
import { markerOf, polarityOf, readLegend, type Legend } from './markers';
import { labelFromCodes } from './rating-columns';
import type { Block } from './segment';
import { matchLabel, matchTag, type LabelInfo } from './vocabulary';

/** The LabelInfo the vocabulary gives a printed label (fails the test if the label is not recognised). */
const printed = (text: string): LabelInfo => {
  const info = matchLabel(text);
  expect(info, `matchLabel('${text}')`).not.toBeNull();
  return info!;
};
const tagged = (comment: string): LabelInfo => {
  const info = matchTag(comment);
  expect(info, `matchTag('${comment}')`).not.toBeNull();
  return info!;
};

describe('polarityOf', () => {
  it('reads the literal LabelInfo shapes', () => {
    expect(polarityOf({ label: 'Safety Hazard', flags: true, severity: 'critical', safety: true })).toBe('safety');
    expect(polarityOf({ label: 'Maintenance Item', flags: true, severity: 'minor' })).toBe('maintenance');
    expect(polarityOf({ label: 'Repair or Replace', flags: true, severity: 'minor' })).toBe('deficiency');
    expect(polarityOf({ label: 'Information', flags: false, severity: null })).toBe('informational');
    expect(polarityOf({ label: 'Not Inspected', flags: false, severity: null })).toBe('limitation');
    expect(polarityOf({ label: 'Inspected', flags: null, severity: null })).toBe('none');
    expect(polarityOf(null)).toBe('none');
  });

  it.each([
    ['Safety Hazard', 'safety'],
    ['Safety Concerns', 'safety'],
    ['Urgent', 'safety'],
    ['Significant Defects', 'deficiency'],
    ['Repair or Replace', 'deficiency'],
    ['Recommendations', 'deficiency'],
    ['Items Requiring Repair', 'deficiency'],
    ['Maintenance Item', 'maintenance'],
    ['Maintenance Items', 'maintenance'],
    ['Minor Defects', 'maintenance'],
    ['Monitor', 'maintenance'],
    ['Information', 'informational'],
    ['Informational Conditions', 'informational'],
    ['Serviceable', 'informational'],
    ['Not Inspected', 'limitation'],
    ['Not Present', 'limitation'],
    ['Limitation', 'limitation'],
    ['N/A', 'limitation'],
    ['Inspected', 'none'],
    ['Comments', 'none'],
  ] as const)('printed label %s → %s', (text, polarity) => {
    expect(polarityOf(printed(text))).toBe(polarity);
  });

  // the plural that matchLabel and matchTag accept ('Limitations', as Spectora prints it)
  it("plural label 'Limitations' → limitation", () => {
    expect(polarityOf(printed('Limitations'))).toBe('limitation');
  });

  it('reads trailing punctuation and spacing off printed labels', () => {
    expect(polarityOf(printed('  Safety   Hazard:  '))).toBe('safety');
    expect(polarityOf(printed('Not Inspected.'))).toBe('limitation');
  });

  it.each([
    ['SAFETY CONCERN: The flue touches the framing.', 'safety'],
    ['Safety Concern: No smoke alarm in the hall.', 'safety'],
    ['REPAIR: The faucet drips.', 'deficiency'],
    // the TREC form's own rating word, written as a tag
    ['Deficient: The breaker is double-tapped.', 'deficiency'],
    ['IMPROVE: Shrubs touch the condenser.', 'deficiency'],
    ['MONITOR: A hairline crack in the slab.', 'maintenance'],
    ['FYI: Condensers last 12 to 15 years.', 'informational'],
    ['LIMITATION: The attic was not entered.', 'limitation'],
  ] as const)('inline tag of "%s" → %s', (comment, polarity) => {
    expect(polarityOf(tagged(comment))).toBe(polarity);
  });

  it('reads checked code columns', () => {
    expect(polarityOf(labelFromCodes(['RR', 'SAF']))).toBe('safety');
    expect(polarityOf(labelFromCodes(['RR']))).toBe('deficiency');
    expect(polarityOf(labelFromCodes(['MM']))).toBe('maintenance');
    expect(polarityOf(labelFromCodes(['NI']))).toBe('limitation');
    expect(polarityOf(labelFromCodes(['SER']))).toBe('informational');
    expect(polarityOf(labelFromCodes([]))).toBe('none');
  });

  it('reads the colour labels markerOf makes', () => {
    expect(polarityOf({ label: 'red text', flags: true, severity: null })).toBe('deficiency');
    expect(polarityOf({ label: 'green text', flags: false, severity: null })).toBe('informational');
  });
});

// ---------- markerOf on hand-made blocks ----------

const line = (text: string, color = '#000000', index = 0): DocLine => writtenLine(index, [{ text, color }]);

const block = (text: string, over: Partial<Block> = {}, color = '#000000'): Block => ({
  kind: 'bullet',
  lines: [line(text, color)],
  title: null,
  location: null,
  section: 'Exterior',
  item: 'Siding',
  itemNo: null,
  label: null,
  labelSource: null,
  group: 1,
  inSummary: false,
  ...over,
});

const legend = (over: Partial<Legend> = {}): Legend => ({
  ratings: new Map(),
  colorCoded: false,
  colorLegend: false,
  commentsInColour: false,
  highlights: new Map(),
  ...over,
});

const RED = '#d0021b';
const GREEN = '#2e8b2e';

describe('markerOf', () => {
  it("keeps the block's own label", () => {
    const label = printed('Safety Hazard');
    expect(markerOf(block('The handrail is loose.', { label, labelSource: 'label' }), legend())).toEqual({
      label,
      labelSource: 'label',
      colorHint: null,
    });
  });

  it("takes the item's rating when the block has no label of its own", () => {
    const rr = printed('Repair or Replace');
    const m = markerOf(
      block('Siding is cracked at the corner.', { itemNo: '1.0' }),
      legend({ ratings: new Map([['1.0', rr]]) }),
    );
    expect(m.label).toBe(rr);
    expect(m.labelSource).toBe('rating');
    expect(polarityOf(m.label)).toBe('deficiency');
  });

  it('reads red text as a flag in a colour-coded report, major when the report says what red means', () => {
    const text = 'The siding is cracked at the corner.';
    const noLegend = markerOf(block(text, {}, RED), legend({ colorCoded: true }));
    expect(noLegend).toMatchObject({
      labelSource: 'color',
      colorHint: null,
      label: { label: 'red text', flags: true },
    });
    const withLegend = markerOf(block(text, {}, RED), legend({ colorCoded: true, colorLegend: true }));
    expect(withLegend.colorHint).toBe('major');
    // green text is description; black text has no colour marker
    const green = markerOf(block(text, {}, GREEN), legend({ colorCoded: true }));
    expect(polarityOf(green.label)).toBe('informational');
    expect(markerOf(block(text), legend({ colorCoded: true })).label).toBeNull();
  });

  it('ignores colours in a report that does not colour-code its comments', () => {
    expect(markerOf(block('The siding is cracked.', {}, RED), legend()).label).toBeNull();
  });

  it('lets red text override a label that does not flag, but not one that does', () => {
    const info = printed('Information');
    const over = markerOf(
      block('The siding is cracked.', { label: info, labelSource: 'label' }, RED),
      legend({ colorCoded: true }),
    );
    expect(over.label?.label).toBe('red text');
    const safety = printed('Safety Hazard');
    const kept = markerOf(
      block('The handrail is loose.', { label: safety, labelSource: 'label' }, RED),
      legend({ colorCoded: true }),
    );
    expect(kept.label).toBe(safety);
    expect(kept.labelSource).toBe('label');
  });
});

describe('readLegend', () => {
  it('finds a colour-coded report with a legend line', () => {
    const blocks = [
      ...[0, 1, 2].map((i) => block(`The gutter at the rear corner is loose number ${i}.`, { group: i }, RED)),
      ...[3, 4, 5].map((i) => block(`The siding is vinyl on the elevation number ${i}.`, { group: i }, GREEN)),
    ];
    const lines = [line('RED text: Denotes a defect that needs repair.'), ...blocks.flatMap((b) => b.lines)];
    const l = readLegend(blocks, lines);
    expect(l.colorCoded).toBe(true);
    expect(l.colorLegend).toBe(true);
    expect(l.commentsInColour).toBe(true);
  });

  it('finds no colour coding in a black report', () => {
    const blocks = [0, 1, 2, 3].map((i) => block(`The siding is vinyl on elevation ${i}.`, { group: i }));
    const l = readLegend(
      blocks,
      blocks.flatMap((b) => b.lines),
    );
    expect(l).toMatchObject({ colorCoded: false, colorLegend: false, commentsInColour: false });
    expect(l.ratings.size).toBe(0);
  });
});
