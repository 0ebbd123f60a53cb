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
  it("titles a comment with the inspector's own heading, but not with a form's field label", () => {
    const titled = writtenCandidate('Several shingles are cracked at the ridge.', { title: 'Damaged Shingles' });
    expect(describe(titled)).toBe('Damaged Shingles');
    const field = writtenCandidate('Several outlets were loose. Recommend securing them.', {
      title: 'Interior Outlets:',
      item: 'Interior Outlets',
    });
    expect(describe(field)).toBe('Interior Outlets: Several outlets were loose');
    const cut = writtenCandidate('The average radon level was above 4 pCi/l. Mitigation is recommended.', {
      title: 'Results Measurement &',
    });
    expect(describe(cut)).toBe('The average radon level was above 4 pCi/l');
  });

  it("does not title a comment with its subject's name repeated over it", () => {
    const underItem = writtenCandidate('The cladding is cracked at the rear wall. Recommend repair.', {
      title: 'Exterior Wall Cladding',
      item: 'Exterior Wall Cladding',
    });
    expect(describe(underItem)).toBe('The cladding is cracked at the rear wall');
    const short = writtenCandidate('Sprayer leaks.', { title: 'Sinks:', item: 'Sinks' });
    expect(describe(short)).toBe('Sinks: Sprayer leaks');
    const plural = writtenCandidate('The garage door opener did not reverse when met with resistance.', {
      title: 'Garage Door(s)',
      item: 'Garage Door',
    });
    expect(describe(plural)).toBe('The garage door opener did not reverse when met with resistance');
    const own = writtenCandidate('Tile cracked near the tub.', { title: 'Cracked Tile', item: 'Floors' });
    expect(describe(own)).toBe('Cracked Tile');
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
});
