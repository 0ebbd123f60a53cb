import { describe, expect, it } from 'vitest';
import { NATIONAL_LABEL, normalizeState, resolveRegion } from './region';

describe('resolveRegion', () => {
  it('resolves a ZIP to its city and state with the state labor index', () => {
    const region = resolveRegion({ zip: '78701' });
    expect(region).toMatchObject({ state: 'TX', zip: '78701', city: 'Austin', materialFactor: 1 });
    expect(region.laborIndex).toBeCloseTo(0.84);
    expect(region.label).toBe('Austin, TX 78701 · TX labor index 0.84');
  });

  it('prices California labor above Arkansas labor', () => {
    const ca = resolveRegion({ zip: '94110' });
    const ar = resolveRegion({ zip: '72201' });
    expect(ca.state).toBe('CA');
    expect(ar.state).toBe('AR');
    expect(ca.laborIndex).toBeGreaterThan(ar.laborIndex);
  });

  it('accepts ZIP+4 and lets the ZIP win over a stated state', () => {
    expect(resolveRegion({ zip: '94110-1234', state: 'TX' }).state).toBe('CA');
  });

  it('falls back to the state (code or name) when there is no usable ZIP', () => {
    expect(resolveRegion({ state: 'Illinois' })).toMatchObject({ state: 'IL', zip: null });
    expect(resolveRegion({ zip: 'abc', state: 'wa' }).label).toBe('WA · WA labor index 1.27');
    expect(resolveRegion({ zip: '00000', state: 'CO' }).state).toBe('CO');
  });

  it("says 'US national average' when the location is unknown", () => {
    for (const input of [{}, { zip: null, state: null }, { zip: '12' }, { state: 'Ontario' }]) {
      const region = resolveRegion(input);
      expect(region.label).toBe(NATIONAL_LABEL);
      expect(region).toMatchObject({ state: null, laborIndex: 1, materialFactor: 1 });
    }
  });

  it('adds freight to materials in Alaska and Hawaii only', () => {
    expect(resolveRegion({ zip: '99501' })).toMatchObject({ state: 'AK', materialFactor: 1.15 });
    expect(resolveRegion({ state: 'HI' }).label).toContain('materials +15% freight');
    expect(resolveRegion({ state: 'NY' }).materialFactor).toBe(1);
  });

  it('normalises state spellings', () => {
    expect(normalizeState(' d.c. ')).toBe('DC');
    expect(normalizeState('District of Columbia')).toBe('DC');
    expect(normalizeState('XX')).toBeNull();
  });
});
