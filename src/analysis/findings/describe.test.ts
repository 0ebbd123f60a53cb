import { describe as suite, expect, it } from 'vitest';
import { withoutFormBoxes } from './describe';

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
