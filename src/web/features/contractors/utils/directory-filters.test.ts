import { describe, expect, it } from 'vitest';
import type { Contractor } from '@/contracts/contractors';
import { filterContractors, sortContractors } from './directory-filters';

const contractor = (overrides: Partial<Contractor>): Contractor => ({
  id: overrides.name ?? 'x',
  placeId: null,
  name: 'x',
  category: 'electrician',
  rating: null,
  reviewCount: null,
  distance: null,
  address: '',
  phone: null,
  website: null,
  isOpen: null,
  priceLevel: null,
  isDemo: false,
  source: 'directory',
  ...overrides,
});

const list = [
  contractor({ name: 'bravo Wiring', category: 'electrician', rating: 4.2, reviewCount: 300, distance: 5000 }),
  contractor({ name: 'Alpha Pipes', category: 'plumber', rating: 4.9, reviewCount: 12, distance: null }),
  contractor({ name: 'Charlie Heat', category: 'hvac contractor', rating: null, reviewCount: 80, distance: 1200 }),
];
const names = (l: Contractor[]) => l.map((c) => c.name);

describe('directory filter', () => {
  it('matches name or specialty text, case-insensitively', () => {
    expect(names(filterContractors(list, 'PIPES', 'all'))).toEqual(['Alpha Pipes']);
    expect(names(filterContractors(list, 'hvac', 'all'))).toEqual(['Charlie Heat']);
    expect(names(filterContractors(list, 'electrician', 'all'))).toEqual(['bravo Wiring']);
    expect(names(filterContractors(list, '  ', 'all'))).toHaveLength(3);
  });
  it('keeps only the selected category', () => {
    expect(names(filterContractors(list, '', 'plumbing'))).toEqual(['Alpha Pipes']);
    expect(names(filterContractors(list, '', 'hvac'))).toEqual(['Charlie Heat']);
    expect(filterContractors(list, 'alpha', 'electrical')).toEqual([]);
  });
});

describe('directory sort', () => {
  it('sorts by rating, reviews, name, and distance with unknown distance last', () => {
    expect(names(sortContractors(list, 'rating'))).toEqual(['Alpha Pipes', 'bravo Wiring', 'Charlie Heat']);
    expect(names(sortContractors(list, 'reviews'))).toEqual(['bravo Wiring', 'Charlie Heat', 'Alpha Pipes']);
    expect(names(sortContractors(list, 'name'))).toEqual(['Alpha Pipes', 'bravo Wiring', 'Charlie Heat']);
    expect(names(sortContractors(list, 'distance'))).toEqual(['Charlie Heat', 'bravo Wiring', 'Alpha Pipes']);
  });

  it('breaks rating ties by review count (5.0 with 146 reviews above 5.0 with 18), and review ties by rating', () => {
    const tied = [
      contractor({ name: 'Few', rating: 5, reviewCount: 18 }),
      contractor({ name: 'Many', rating: 5, reviewCount: 146 }),
      contractor({ name: 'None', rating: 5, reviewCount: null }),
      contractor({ name: 'Lower', rating: 4.5, reviewCount: 146 }),
    ];
    expect(names(sortContractors(tied, 'rating'))).toEqual(['Many', 'Few', 'None', 'Lower']);
    expect(names(sortContractors(tied, 'reviews'))).toEqual(['Many', 'Lower', 'Few', 'None']);
  });
});
