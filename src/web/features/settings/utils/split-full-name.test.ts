import { describe, expect, it } from 'vitest';
import { joinFullName, splitFullName } from './split-full-name';

describe('splitFullName', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['Mary Ann Evans', 'Mary', 'Ann Evans'],
    ['  Ada   King  Lovelace ', 'Ada', 'King Lovelace'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
    ['Jean-Luc Picard', 'Jean-Luc', 'Picard'],
  ])('%j → first %j, last %j', (input, firstName, lastName) => {
    expect(splitFullName(input)).toEqual({ firstName, lastName });
  });

  it('round-trips with joinFullName', () => {
    expect(joinFullName('Mary', 'Ann Evans')).toBe('Mary Ann Evans');
    expect(joinFullName('Cher', null)).toBe('Cher');
    expect(joinFullName(null, null)).toBe('');
    expect(splitFullName(joinFullName('Mary', 'Ann Evans'))).toEqual({ firstName: 'Mary', lastName: 'Ann Evans' });
  });
});
