import { describe, expect, it } from 'vitest';
import { parseUsAddress } from './parse-us-address';

describe('parseUsAddress', () => {
  it.each([
    ['123 Main St, Austin, TX 78701', { zip: '78701', city: 'Austin', state: 'TX' }],
    ['4521 Oak Ridge Dr. Austin, Texas 78731', { zip: '78731', city: null, state: 'TX' }],
    ['1005 N Gravenstein Hwy Apt 4B, Sebastopol, CA 95472-1234', { zip: '95472', city: 'Sebastopol', state: 'CA' }],
    ['12345 Ranch Road, Dripping Springs, TX', { zip: null, city: 'Dripping Springs', state: 'TX' }],
    ['Springfield, Illinois', { zip: null, city: 'Springfield', state: 'IL' }],
    ['New York, NY, USA', { zip: null, city: 'New York', state: 'NY' }],
    ['Charleston, West Virginia 25301', { zip: '25301', city: 'Charleston', state: 'WV' }],
    ['94110', { zip: '94110', city: null, state: null }],
    ['12345 Main Street', { zip: null, city: null, state: null }],
  ])('%s', (address, expected) => {
    expect(parseUsAddress(address)).toEqual(expected);
  });
});
