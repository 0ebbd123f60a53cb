import { describe, expect, it } from 'vitest';
import type { Trade } from '../types';
import {
  compareContractors,
  fallbackTrades,
  matchTrade,
  radiusStepsKm,
  selectWithinRadiusSteps,
} from './contractor-ranking';
import { distanceMetres, milesToKm } from './geo-distance';

interface C {
  id: string;
  rating: number | null;
  reviewCount: number | null;
  distance: number | null;
}
const c = (id: string, rating: number | null, reviewCount: number | null, km: number | null): C => ({
  id,
  rating,
  reviewCount,
  distance: km === null ? null : km * 1000,
});
const ids = (list: { id: string }[]) => list.map((x) => x.id);
const DEFAULT_POLICY = { radiusMiles: 25, minRating: 4.0, maxPerTrade: 3 };

describe('distance maths', () => {
  it('computes great-circle distances in metres', () => {
    // Austin (78701) to Dallas (75201): about 293 km
    const d = distanceMetres({ lat: 30.2713, lon: -97.7426 }, { lat: 32.7872, lon: -96.7985 });
    expect(d / 1000).toBeGreaterThan(285);
    expect(d / 1000).toBeLessThan(300);
    expect(distanceMetres({ lat: 40, lon: -75 }, { lat: 40, lon: -75 })).toBe(0);
  });
  it('converts miles with 1609.34 m per mile', () => {
    expect(milesToKm(25)).toBeCloseTo(40.2335, 3);
  });
});

describe('radius steps 10 → 30 → 50 km capped by the user radius', () => {
  it.each([
    [10, [10, 16.0934]],
    [25, [10, 30, 40.2335]],
    [50, [10, 30, 50]],
    [100, [10, 30, 50]],
  ])('%i miles → %j km', (miles, expected) => {
    const steps = radiusStepsKm(miles);
    expect(steps).toHaveLength(expected.length);
    steps.forEach((s, i) => expect(s).toBeCloseTo(expected[i] as number, 3));
  });
});

describe('ranking', () => {
  it('orders by rating, then reviews, then distance, with unknowns last', () => {
    const list = [
      c('near-4.5-few', 4.5, 10, 1),
      c('far-4.8', 4.8, 5, 20),
      c('unrated', null, 500, 0.5),
      c('far-4.5-few', 4.5, 10, 9),
      c('4.5-many', 4.5, 300, 25),
      c('4.5-few-nodist', 4.5, 10, null),
    ];
    expect(ids([...list].sort(compareContractors))).toEqual([
      'far-4.8',
      '4.5-many',
      'near-4.5-few',
      'far-4.5-few',
      '4.5-few-nodist',
      'unrated',
    ]);
  });
});

describe('selectWithinRadiusSteps', () => {
  const steps = [10, 30, 50];
  it('stops at the first step with enough contractors', () => {
    const pool = [c('a', 4.1, 1, 5), c('b', 4.2, 1, 8), c('c', 4.9, 1, 25), c('d', 5, 1, 45)];
    const two = selectWithinRadiusSteps(pool, { stepsKm: steps, minRating: 4, limit: 2 });
    expect(two.radiusKm).toBe(10);
    // the better-rated contractors farther out are not reached: the nearer step had enough
    expect(ids(two.contractors)).toEqual(['b', 'a']);
    const three = selectWithinRadiusSteps(pool, { stepsKm: steps, minRating: 4, limit: 3 });
    expect(three.radiusKm).toBe(30);
    expect(ids(three.contractors)).toEqual(['c', 'b', 'a']);
  });
  it('widens to the last step and returns what it has', () => {
    const pool = [c('a', 4.1, 1, 40), c('z', 4.9, 1, 51)];
    const result = selectWithinRadiusSteps(pool, { stepsKm: steps, minRating: 4, limit: 3 });
    expect(result.radiusKm).toBe(50);
    expect(ids(result.contractors)).toEqual(['a']);
  });
  it('leaves out contractors rated below the floor but keeps unrated ones after rated ones', () => {
    const pool = [c('low', 3.9, 900, 1), c('unrated', null, null, 1), c('ok', 4.0, 1, 2)];
    const result = selectWithinRadiusSteps(pool, { stepsKm: steps, minRating: 4, limit: 3 });
    expect(ids(result.contractors)).toEqual(['ok', 'unrated']);
    const lowerFloor = selectWithinRadiusSteps(pool, { stepsKm: steps, minRating: 3.5, limit: 3 });
    expect(ids(lowerFloor.contractors)).toEqual(['ok', 'low', 'unrated']);
  });
  it('never places a contractor of unknown distance inside a radius', () => {
    const result = selectWithinRadiusSteps([c('x', 5, 5, null)], { stepsKm: steps, minRating: 4, limit: 3 });
    expect(result.contractors).toEqual([]);
  });
});

describe('matchTrade', () => {
  const pools = (map: Partial<Record<Trade, C[]>>) => (trade: Trade) => map[trade] ?? [];
  const many = (prefix: string, n: number, km = 5) =>
    Array.from({ length: n }, (_, i) => c(`${prefix}${i}`, 4 + (i % 10) / 10, 100 - i, km));

  it('keeps at most maxContractorsPerCategory, and never more than 6', async () => {
    const source = pools({ electrician: many('e', 12) });
    expect((await matchTrade('electrician', DEFAULT_POLICY, source)).contractors).toHaveLength(3);
    expect((await matchTrade('electrician', { ...DEFAULT_POLICY, maxPerTrade: 5 }, source)).contractors).toHaveLength(
      5,
    );
    expect((await matchTrade('electrician', { ...DEFAULT_POLICY, maxPerTrade: 10 }, source)).contractors).toHaveLength(
      6,
    );
  });

  it('caps the search radius by the user setting', async () => {
    const source = pools({ plumber: [c('p', 4.5, 10, 30)] });
    expect((await matchTrade('plumber', { ...DEFAULT_POLICY, radiusMiles: 10 }, source)).contractors).toEqual([]);
    const wide = await matchTrade('plumber', { ...DEFAULT_POLICY, radiusMiles: 25 }, source);
    expect(ids(wide.contractors)).toEqual(['p']);
    // one found within 30 km is not enough (limit 3): the search widened to the 25-mile cap
    expect(wide.radiusKm).toBeCloseTo(40.2335, 3);
  });

  it('falls back to general contractors, limited to 2', async () => {
    const result = await matchTrade('roofer', DEFAULT_POLICY, pools({ 'general contractor': many('g', 5) }));
    expect(result).toMatchObject({ trade: 'general contractor', fallback: true });
    expect(result.contractors).toHaveLength(2);
  });

  it('tries a handyman before general contractors for HVAC', async () => {
    expect(fallbackTrades('hvac contractor')).toEqual(['handyman', 'general contractor']);
    const withHandyman = await matchTrade(
      'hvac contractor',
      DEFAULT_POLICY,
      pools({ handyman: many('h', 4), 'general contractor': many('g', 4) }),
    );
    expect(withHandyman.trade).toBe('handyman');
    expect(withHandyman.contractors).toHaveLength(2);
    const own = await matchTrade(
      'hvac contractor',
      DEFAULT_POLICY,
      pools({ 'hvac contractor': many('v', 1), handyman: many('h', 4) }),
    );
    expect(own).toMatchObject({ trade: 'hvac contractor', fallback: false });
    expect(ids(own.contractors)).toEqual(['v0']);
  });

  it('does not fall back when the own trade has contractors below the floor only, and general has none', async () => {
    const result = await matchTrade('plumber', DEFAULT_POLICY, pools({ plumber: [c('bad', 3.0, 5, 1)] }));
    expect(result.contractors).toEqual([]);
    expect(result.fallback).toBe(false);
  });

  it('general contractor has no fallback', async () => {
    expect(fallbackTrades('general contractor')).toEqual([]);
  });
});
