import { describe, expect, it } from 'vitest';
import { distanceMetres } from '@/analysis/trades/geo-distance';
import { TRADES } from '@/contracts/common';
import { buildDemoDirectory } from './demo-directory';
import { normalizeUsPhone } from './phone-numbers';

describe('demo directory', () => {
  const rows = buildDemoDirectory();

  it('is marked demo in every row, with fictional names, numbers, streets and sites', () => {
    expect(rows.length).toBeGreaterThan(5000);
    for (const row of rows) {
      expect(row.isDemo).toBe(true);
      expect(row.source).toBe('demo');
      expect(row.name).toMatch(/\(Demo\)$/);
      expect(row.phone).toMatch(/^\+1\d{3}55501\d{2}$/);
      expect(row.address).toMatch(/ Demo Way, /);
      if (row.website) expect(row.website).toMatch(/^https:\/\/example\.com\/demo\//);
    }
    // 30 000 assertions: seconds when the machine is busy with the rest of the suite
  }, 20_000);

  it('uses numbers that pass US validation (so the outbox flow works on demo data)', () => {
    const areaCodes = new Set(rows.map((r) => r.phone!.slice(0, 5)));
    for (const prefix of areaCodes) expect(normalizeUsPhone(`${prefix}5550100`)).toBe(`${prefix}5550100`);
  });

  it('is the same on every run', () => {
    expect(buildDemoDirectory().slice(0, 50)).toEqual(rows.slice(0, 50));
  });

  it('has every trade, rated at least 4.0, within 25 miles of addresses across the US', () => {
    // Austin, Manhattan, rural Montana, Fairbanks, Honolulu, San Juan
    const places = [
      [30.2713, -97.7426],
      [40.7506, -73.9972],
      [46.3891, -105.8457],
      [64.8378, -147.7164],
      [21.3069, -157.8583],
      [18.4655, -66.1057],
    ] as const;
    for (const [lat, lon] of places) {
      for (const trade of TRADES) {
        const near = rows.filter(
          (r) =>
            r.trade === trade &&
            (r.rating ?? 0) >= 4 &&
            distanceMetres({ lat, lon }, { lat: r.lat, lon: r.lon }) <= 40_233,
        );
        expect(near.length, `${trade} near ${lat},${lon}`).toBeGreaterThan(0);
      }
    }
  });
});
