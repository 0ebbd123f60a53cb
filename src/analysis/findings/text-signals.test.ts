import { describe, expect, it } from 'vitest';
import {
  DENIED_SUBJECT,
  HAS_DENIAL,
  hasCondition,
  isAbsent,
  isLimitation,
  kindOf,
  sentencesOf,
  strikeDenied,
} from './text-signals';

// Sentences written for these tests, in the ways inspectors word a defect, advice or a plain observation.
describe('kindOf', () => {
  it('reads a drain the inspector found slow as a defect', () => {
    expect(kindOf('The hall bathroom tub was slow to drain.', null)).toBe('condition');
    expect(kindOf('The kitchen sink was slow draining; a plumber should clear the trap.', null)).not.toBe('other');
  });

  it('reads what codes or makers no longer allow as a defect', () => {
    expect(kindOf('Purple wire nuts are no longer allowed for aluminum splices.', null)).toBe('condition');
    expect(kindOf('The breakers in the panel are not listed for this panel.', null)).toBe('condition');
    expect(kindOf('The gas and water pipes were not bonded.', null)).toBe('condition');
  });

  it('reads a part the inspector found missing as a defect, and a part out of view as a limitation', () => {
    expect(kindOf('There is no drip leg at the furnace gas supply.', null)).toBe('condition');
    expect(kindOf('A bonding wire was not installed at the gas piping. Have an electrician add one.', null)).toBe(
      'finding',
    );
    expect(isAbsent('The main water shut-off valve was not located.')).toBe(true);
    expect(isLimitation('The main water shut-off valve was not located.')).toBe(false);
    // out of view, or a problem found absent: not a missing part
    expect(isAbsent('The sill plate was not observed due to the finished ceiling.')).toBe(false);
    expect(isLimitation('The sill plate was not observed due to the finished ceiling.')).toBe(true);
    expect(isLimitation('The refrigerant lines were not fully visible behind the siding.')).toBe(true);
    expect(kindOf('The furnace was not fully accessible, the ductwork is in the way.', null)).toBe('other');
    expect(isAbsent('The inspector observed no deficiencies in the garage walls.')).toBe(false);
    expect(isAbsent('There were no leaks at the supply valves.')).toBe(false);
  });

  it('reads a problem the inspector says was not there as no defect, wherever the denial stands', () => {
    expect(kindOf('Evidence of roof leaks: None observed at the time of inspection.', null)).toBe('other');
    expect(kindOf('Cracks in the foundation walls were not observed.', null)).toBe('other');
    expect(hasCondition('Stains: no')).toBe(false);
    // a problem the same sentence goes on to report stays
    expect(kindOf('Cracks were not observed, but the sill plate is rotted at the rear.', null)).toBe('condition');
    expect(kindOf('The flashing leaks at the chimney but cracks were not observed.', null)).toBe('condition');
  });

  it('skips the denied-subject pattern only where it cannot match: its guard is its own middle group', () => {
    // the guard's words are the ones the pattern needs, so a text the guard rejects is one the pattern leaves alone
    expect(DENIED_SUBJECT.source).toContain(HAS_DENIAL.source);
    for (const text of ['Evidence of roof leaks: None observed.', 'Stains: no', 'Cracks were not observed today']) {
      expect(HAS_DENIAL.test(text)).toBe(true);
      expect(text.replace(DENIED_SUBJECT, ' ')).not.toBe(text);
    }
    expect(HAS_DENIAL.test('Cracked tiles at the shower; the grout is missing.')).toBe(false);
  });

  it('strikes denied subjects exactly as the global pattern does, on texts written to stress its boundaries', () => {
    const pieces = [
      'Stains',
      'cracks',
      ':',
      '.',
      ';',
      ',',
      'no',
      'None',
      'but',
      'But',
      'butter',
      'however',
      'was',
      'were',
    ].concat(['not', 'observed', 'visible', 'found', 'x', 'nothing', '\n']);
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    for (let i = 0; i < 20_000; i++) {
      const words = Array.from(
        { length: 1 + Math.floor(next() * 16) },
        () => pieces[Math.floor(next() * pieces.length)],
      );
      const text = words.map((w) => w + (next() < 0.6 ? ' ' : '')).join('');
      expect(strikeDenied(text), JSON.stringify(text)).toBe(text.replace(DENIED_SUBJECT, ' '));
    }
    expect(strikeDenied('The roof is old. Leaks: none; but the flashing is loose. Cracks were not observed.')).toBe(
      'The roof is old. ; but the flashing is loose. .',
    );
  });

  it('leaves plain observations and general advice alone', () => {
    expect(kindOf('The gutters were clean at the time of the inspection.', null)).toBe('other');
    expect(kindOf('Recommend cleaning the gutters every spring.', null)).toBe('advice');
  });
});

describe('sentencesOf', () => {
  it('splits at sentence ends before a capital', () => {
    expect(sentencesOf('The trap leaks. Repair it. e.g. not here')).toEqual([
      'The trap leaks.',
      'Repair it. e.g. not here',
    ]);
  });

  it('splits two sentences printed without a space between them, not a web address or an abbreviation', () => {
    expect(sentencesOf('Exceptions are listed in this report.Water faucets were missing vacuum breakers.')).toEqual([
      'Exceptions are listed in this report.',
      'Water faucets were missing vacuum breakers.',
    ]);
    expect(sentencesOf('Prepared using http://www.HomeGauge.com for the buyer. See St.Louis notes.')).toEqual([
      'Prepared using http://www.HomeGauge.com for the buyer.',
      'See St.Louis notes.',
    ]);
  });
});
