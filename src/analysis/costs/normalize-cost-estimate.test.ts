import { describe, expect, it } from 'vitest';
import { normalizeCostEstimate, normalizeCostFields, toNumberOrNull } from './normalize-cost-estimate';

describe('normalizeCostEstimate', () => {
  it('reads snake_case names under `estimate`, turning numeric strings into numbers', () => {
    const e = normalizeCostEstimate({
      estimate: {
        min_cost: '120',
        average_cost: '150.5',
        max_cost: 210,
        labor_cost: '100',
        material_cost: '50',
        cost_source: 'punchlist-catalog',
        cost_source_label: 'Punchlist catalog 2026.1',
        cost_region: 'TX',
        priority_score: '3',
        matched_keywords: ['gfci'],
        total_keywords: '7',
        urgency: 'high',
        bni_item_code: 'ELE-GFCI',
        bni_description: 'Add GFCI',
        material_citations: [{ url: 'https://example.org/m', label: 'm' }],
        labor_citations: [{ url: 'https://example.org/l' }, { label: 'no url' }],
      },
    });
    expect(e).toMatchObject({
      minCost: 120,
      averageCost: 150.5,
      maxCost: 210,
      laborCost: 100,
      materialCost: 50,
      currency: 'USD',
      sourceKey: 'punchlist-catalog',
      sourceLabel: 'Punchlist catalog 2026.1',
      region: 'TX',
      priorityScore: 3,
      totalKeywords: 7,
      urgency: 'high',
      bniItemCode: 'ELE-GFCI',
    });
    expect(e?.laborCitations).toEqual([{ url: 'https://example.org/l', label: 'https://example.org/l' }]);
  });

  it('reads camelCase names under `costEstimate`', () => {
    const e = normalizeCostEstimate({ costEstimate: { minCost: 10, averageCost: 20, maxCost: 30, urgency: 'low' } });
    expect(e).toMatchObject({ minCost: 10, averageCost: 20, maxCost: 30, urgency: 'low' });
  });

  it('turns non-numeric values into null in the normalised fields', () => {
    const f = normalizeCostFields({ minCost: 'about 100', averageCost: {}, maxCost: 'NaN', laborCost: true });
    expect(f).toMatchObject({ minCost: null, averageCost: null, maxCost: null, laborCost: null });
    expect(toNumberOrNull(' 1,250 ')).toBe(1250);
    expect(toNumberOrNull('$300')).toBe(300);
    expect(toNumberOrNull('12abc')).toBeNull();
    expect(toNumberOrNull(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('has no estimate unless min, average or max is positive', () => {
    expect(normalizeCostEstimate({ estimate: { minCost: 0, averageCost: '0', maxCost: null } })).toBeNull();
    expect(normalizeCostEstimate({ costEstimate: { minCost: 'n/a' } })).toBeNull();
    expect(normalizeCostEstimate({ costEstimate: null })).toBeNull();
    expect(normalizeCostEstimate(null)).toBeNull();
    expect(normalizeCostEstimate('150')).toBeNull();
    expect(normalizeCostEstimate({ estimate: { max_cost: '80' } })).toMatchObject({ maxCost: 80 });
  });

  it("keeps a 'no_action_required' estimate at $0", () => {
    const e = normalizeCostEstimate({ estimate: { cost_source: 'no_action_required', min_cost: 50 } });
    expect(e).toMatchObject({ sourceKey: 'no_action_required', minCost: 0, averageCost: 0, maxCost: 0 });
  });

  it('fills a missing average with the rounded midpoint of min and max', () => {
    expect(normalizeCostEstimate({ costEstimate: { minCost: '101', maxCost: '200' } })?.averageCost).toBe(151);
  });

  it('accepts a bare estimate object too', () => {
    expect(normalizeCostEstimate({ min_cost: 5, average_cost: 6, max_cost: 7 })?.averageCost).toBe(6);
  });
});
