import { describe as suite, expect, it } from 'vitest';
import { writtenCandidate } from '@/testing/analysis/candidates';
import { describe, locationOf, withoutFormBoxes } from './describe';

suite('withoutFormBoxes (a form comment summarised for the reader)', () => {
  it('keeps the ticked options and drops the unticked ones with their words', () => {
    expect(
      withoutFormBoxes('concrete ☒ Common-minor cracks ☒ Guard rail is needed ☐ Surface deterioration/spall'),
    ).toBe('concrete Common-minor cracks Guard rail is needed');
    expect(withoutFormBoxes('☒ ☐ ☐ Damaged/worn finish')).toBe('Damaged/worn finish');
  });

  it("drops the form's Comments field label before the next box or at the end, not the word in a sentence", () => {
    expect(withoutFormBoxes('☒ GFCI not required but recommended Comments')).toBe('GFCI not required but recommended');
    expect(withoutFormBoxes('☒ Flat next to foundation Comments ☒ Improper slope toward foundation')).toBe(
      'Flat next to foundation Improper slope toward foundation',
    );
    expect(withoutFormBoxes('☒ Loose See Comments below about the rail')).toBe(
      'Loose See Comments below about the rail',
    );
  });

  it('leaves text without boxes alone, and a line of nothing but unticked options as printed', () => {
    expect(withoutFormBoxes('The faucet leaks at the stem. Recommend repair.')).toBe(
      'The faucet leaks at the stem. Recommend repair.',
    );
    expect(withoutFormBoxes('☐ N/A ☐ Not fully visible')).toBe('☐ N/A ☐ Not fully visible');
  });
});

suite("describe and locationOf (a finding's title and place)", () => {
  // [comment text, title, item, the finding's description]
  const TITLES: [string, string, string | null, string][] = [
    // the inspector's own heading titles the comment
    ['Several shingles are cracked at the ridge.', 'Damaged Shingles', null, 'Damaged Shingles'],
    ['Tile cracked near the tub.', 'Cracked Tile', 'Floors', 'Cracked Tile'],
    // a form's field label, or one cut at its line end, does not
    [
      'Several outlets were loose. Recommend it.',
      'Interior Outlets:',
      'Interior Outlets',
      'Interior Outlets: Several outlets were loose',
    ],
    [
      'The average radon level was above 4 pCi/l. Mitigation is recommended.',
      'Results Measurement &',
      null,
      'The average radon level was above 4 pCi/l',
    ],
    // nor does the subject's own name repeated over each of its comments
    [
      'The cladding is cracked at the rear wall. Recommend repair.',
      'Exterior Wall Cladding',
      'Exterior Wall Cladding',
      'The cladding is cracked at the rear wall',
    ],
    ['Sprayer leaks.', 'Sinks:', 'Sinks', 'Sinks: Sprayer leaks'],
    [
      'The opener did not reverse when met with resistance.',
      'Garage Door(s)',
      'Garage Door',
      'The opener did not reverse when met with resistance',
    ],
  ];
  it.each(TITLES)('describes "%s" under %s as the inspector meant it', (text, title, item, expected) => {
    expect(describe(writtenCandidate(text, { title, item }))).toBe(expected);
  });

  it("places a comment filed under a form's note field in its section, not in 'Condition'", () => {
    const under = (item: string, section: string | null) =>
      writtenCandidate('The unit was not level.', { item, section });
    expect(locationOf(under('System Condition', 'HEATING / COOLING'))).toBe('Heating / cooling');
    expect(locationOf(under('Recommendations / Conditions', 'Heating'))).toBe('Heating');
    expect(locationOf(under('Condition', 'System not operated due to'))).toBeNull();
    expect(locationOf(under('Refrigerant Lines', 'Heating'))).toBe('Refrigerant Lines');
    // a rating grid's column codes printed on the subject's line are not part of its name
    expect(locationOf(under('IN RR NI NA Roof Coverings', 'Roofing'))).toBe('Roof Coverings');
    // a place the comment names comes first
    expect(locationOf(writtenCandidate('Loose tile in the shower.', { item: 'Condition', section: 'Interior' }))).toBe(
      'shower',
    );
  });

  it("does not prefix a short comment with a form's note field", () => {
    const short = writtenCandidate('The furnace was dirty.', { item: 'Recommendations / Conditions' });
    expect(describe(short)).toBe('The furnace was dirty');
    expect(describe(writtenCandidate('The furnace was dirty.', { item: 'Basement Heater' }))).toBe(
      'Basement Heater: The furnace was dirty',
    );
  });

  it("prefixes a short comment with its subject's name without the form's enumerator, and not with a long name", () => {
    expect(describe(writtenCandidate('Cone has collapsed', { item: '14 ROOF FLASHINGS' }))).toBe(
      'ROOF FLASHINGS: Cone has collapsed',
    );
    expect(describe(writtenCandidate('Damaged storm door', { item: '(1) Front Entry' }))).toBe(
      'Front Entry: Damaged storm door',
    );
    const long = { item: 'B. Branch Circuits, Connected Devices, and Fixtures' };
    expect(describe(writtenCandidate('Exterior outlet cover damaged.', long))).toBe('Exterior outlet cover damaged');
  });
});
