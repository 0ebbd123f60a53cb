import { describe, expect, it } from 'vitest';
import { kindOf, sentencesOf } from './text-signals';

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
});
