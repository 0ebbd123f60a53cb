import { describe, expect, it } from 'vitest';
import type { Finding } from '../types';
import { getCatalogItem } from './catalog';
import { estimateFinding, NO_ACTION_SOURCE_KEY, priceCatalogItem } from './estimate';
import { billedHourlyRate } from './price-item';
import { resolveRegion } from './region';

type FindingInput = Pick<Finding, 'category' | 'severity' | 'description' | 'quote' | 'location' | 'recommendation'>;

const finding = (over: Partial<FindingInput>): FindingInput => ({
  category: 'electrical',
  severity: 'critical',
  description: 'Missing GFCI protection',
  quote: 'The receptacle next to the laundry sink is not GFCI protected.',
  location: 'Laundry',
  recommendation: 'Have a licensed electrician install GFCI protection.',
  ...over,
});

const national = resolveRegion({});

describe('estimateFinding', () => {
  it('prices the condition, not what it could lead to', () => {
    const tiles = estimateFinding(
      finding({
        category: 'roofing',
        severity: 'major',
        description: 'Missing roof tiles',
        quote:
          'Missing roof tiles were noted at the garage parapet. This will promote premature deterioration and leakage.',
        location: 'Roof',
        recommendation: null,
      }),
      national,
    );
    expect(tiles.itemCode).toBe('ROF-TILE');
    const pan = estimateFinding(
      finding({
        category: 'plumbing',
        severity: 'minor',
        description: 'No drain pan',
        quote: 'The water heater has no drain pan. Install a pan and a drain to prevent damage from a leaking tank.',
        location: 'Garage',
        recommendation: null,
      }),
      national,
    );
    expect(pan.itemCode).toBe('PLB-WHPAN');
  });

  it('prices a matched finding per unit with the spec fields', () => {
    const result = estimateFinding(finding({}), national);
    expect(result.itemCode).toBe('ELE-GFCI');
    expect(result.unitType).toBe('each');
    expect(result.quantity).toBe(1);
    const e = result.costEstimate;
    expect(e).not.toBeNull();
    expect(e).toMatchObject({
      currency: 'USD',
      sourceKey: 'punchlist-catalog',
      sourceLabel: 'Punchlist catalog 2026.2 · BLS wages · US national average',
      region: 'US national average',
      urgency: 'high',
      bniItemCode: 'ELE-GFCI',
      uncertaintyPct: 20,
    });
    expect(e!.minCost).toBeLessThanOrEqual(e!.averageCost);
    expect(e!.averageCost).toBeLessThanOrEqual(e!.maxCost);
    expect(e!.averageCost).toBe(e!.laborCost + e!.materialCost);
    expect(e!.priorityScore).toBeGreaterThanOrEqual(2);
    expect(e!.matchedKeywords.length).toBeGreaterThan(0);
    expect(e!.laborCitations[0]?.url).toBe('https://www.bls.gov/oes/current/oes472111.htm');
    expect(e!.materialCitations[0]?.url).toMatch(/^https:\/\//);
  });

  it("states the item's scope and the trade's minimum visit, scaled by the labor index", () => {
    const us = estimateFinding(finding({}), national).costEstimate!;
    expect(us.scope).toBe(getCatalogItem('ELE-GFCI')!.scope);
    expect(us.minimumCharge).toEqual({ min: 100, average: 150, max: 200, label: "the electrician's minimum visit" });
    const ca = estimateFinding(finding({}), resolveRegion({ state: 'CA' })).costEstimate!;
    expect(ca.minimumCharge?.average).toBe(Math.round(150 * 1.2));
    // trades without a sourced minimum (roofers) carry none
    const roof = estimateFinding(
      finding({
        category: 'roofing',
        description: 'Active roof leak at the valley',
        quote: 'Water stains below the valley: active roof leak.',
        location: 'Roof',
        recommendation: 'Have a roofer repair the leak.',
      }),
      national,
    );
    expect(roof.itemCode).toBe('ROF-LEAK');
    expect(roof.costEstimate?.minimumCharge).toBeNull();
  });

  it('computes labor as hours × wage × burden × overhead-and-profit', () => {
    const item = getCatalogItem('ELE-GFCI')!;
    const e = estimateFinding(finding({}), national).costEstimate!;
    const rate = billedHourlyRate('electrician', national);
    expect(e.laborCost).toBe(Math.round(item.laborHours * rate.avg));
    expect(rate.avg).toBeCloseTo(30.38 * 1.438 * 2.0, 5);
    expect(e.materialCost).toBe(item.material.avg);
  });

  it('prices California labor above Arkansas labor for the same finding', () => {
    const ca = estimateFinding(finding({}), resolveRegion({ zip: '90012' })).costEstimate!;
    const ar = estimateFinding(finding({}), resolveRegion({ zip: '72201' })).costEstimate!;
    expect(ca.laborCost).toBeGreaterThan(ar.laborCost);
    expect(ca.materialCost).toBe(ar.materialCost);
    expect(ca.sourceLabel).toBe('Punchlist catalog 2026.2 · BLS wages · CA labor index 1.20');
    expect(ca.region).toMatch(/^Los Angeles, CA 90012 · CA labor index 1\.20$/);
  });

  it('maps severity to urgency', () => {
    expect(estimateFinding(finding({ severity: 'critical' }), national).costEstimate?.urgency).toBe('high');
    expect(estimateFinding(finding({ severity: 'major' }), national).costEstimate?.urgency).toBe('medium');
    expect(estimateFinding(finding({ severity: 'minor' }), national).costEstimate?.urgency).toBe('low');
  });

  it('reads a stated count as the quantity, else uses the default', () => {
    const three = estimateFinding(finding({ quote: 'Three exterior outlets are not GFCI protected.' }), national);
    expect(three.quantity).toBe(3);
    const none = estimateFinding(finding({ quote: 'Outlet lacks GFCI protection, 6 feet from the sink.' }), national);
    expect(none.quantity).toBe(1);
  });

  it('prices area items per square foot with a default area, so quantity × unit cost is the total', () => {
    const result = estimateFinding(
      finding({
        category: 'insulation',
        severity: 'minor',
        description: 'Attic insulation is thin',
        quote: 'Attic insulation level is inadequate; about 600 sq ft over the garage.',
        recommendation: 'Add insulation.',
      }),
      national,
    );
    expect(result.itemCode).toBe('INS-ATTIC');
    expect(result.unitType).toBe('sq_ft');
    expect(result.quantity).toBe(600);
    const perUnit = result.costEstimate!.averageCost;
    expect(perUnit).toBeGreaterThan(0.5);
    expect(perUnit).toBeLessThan(5);
    // the same job at the default 1,000 sq ft costs proportionally more
    const job = priceCatalogItem('INS-ATTIC', national, { unitType: 'each', severity: 'minor' })!;
    expect(job.averageCost).toBeCloseTo(perUnit * 1000, -1);
  });

  it("gives informational findings the $0 'no_action_required' estimate", () => {
    const result = estimateFinding(
      finding({
        category: 'general',
        severity: 'minor',
        description: 'FYI: the home has a central vacuum system',
        quote: 'For your information, a central vacuum system is installed.',
        recommendation: null,
      }),
      national,
    );
    expect(result.costEstimate).toMatchObject({
      sourceKey: NO_ACTION_SOURCE_KEY,
      minCost: 0,
      averageCost: 0,
      maxCost: 0,
    });
    expect(result.itemCode).toBeNull();
  });

  it('returns no estimate when nothing matches', () => {
    const result = estimateFinding(
      finding({
        category: 'general',
        description: 'Buyer should review the seller disclosure',
        quote: 'Review the disclosure documents with your agent.',
        location: null,
        recommendation: null,
      }),
      national,
    );
    expect(result).toEqual({ costEstimate: null, quantity: 1, unitType: 'each', itemCode: null });
  });
});

describe('priceCatalogItem (re-pricing on a unit change)', () => {
  const opts = { severity: 'major' as const };

  it("prices 'hour' as the trade's billed hourly rate, labor only", () => {
    const e = priceCatalogItem('PLB-TPR', national, { ...opts, unitType: 'hour' })!;
    expect(e.materialCost).toBe(0);
    expect(e.averageCost).toBe(Math.round(billedHourlyRate('plumber', national).avg));
    expect(e.priorityScore).toBe(0);
    expect(e.totalKeywords).toBe(getCatalogItem('PLB-TPR')!.keywords.length);
  });

  it("prices 'each' for a per-area item as one default-sized job", () => {
    const perSqFt = priceCatalogItem('EXT-SIDING', national, { ...opts, unitType: 'sq_ft' })!;
    const job = priceCatalogItem('EXT-SIDING', national, { ...opts, unitType: 'each' })!;
    expect(job.averageCost).toBeCloseTo(perSqFt.averageCost * getCatalogItem('EXT-SIDING')!.defaultQuantity, -1);
  });

  it('returns null when the item has no sensible price in the unit, or the code is unknown', () => {
    expect(priceCatalogItem('ELE-GFCI', national, { ...opts, unitType: 'sq_ft' })).toBeNull();
    expect(priceCatalogItem('EXT-SIDING', national, { ...opts, unitType: 'lin_ft' })).toBeNull();
    expect(priceCatalogItem('NOT-A-CODE', national, { ...opts, unitType: 'each' })).toBeNull();
  });

  it('keeps the match details it is given and reports specialist items as a range', () => {
    const match = { priorityScore: 3, matchedKeywords: ['radon'], totalKeywords: 5 };
    const e = priceCatalogItem('ENV-RADON', national, { ...opts, unitType: 'each', match })!;
    expect(e).toMatchObject({ priorityScore: 3, matchedKeywords: ['radon'], totalKeywords: 5, uncertaintyPct: null });
    expect(e.maxCost).toBeGreaterThan(e.minCost);
  });
});
