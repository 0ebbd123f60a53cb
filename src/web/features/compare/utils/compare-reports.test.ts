import { describe, expect, it } from 'vitest';
import type { Analysis, CostEstimate, Deficiency } from '@/contracts/reports';
import { categoryRows, parseCompareIds, summarizeForComparison } from './compare-reports';

const estimate = (min: number, max: number): CostEstimate =>
  ({
    minCost: min,
    averageCost: (min + max) / 2,
    maxCost: max,
    laborCost: min,
    materialCost: 0,
    currency: 'USD',
    sourceKey: 'punchlist-catalog',
    sourceLabel: 'catalog',
    region: 'TX',
    urgency: 'high',
    priorityScore: 1,
    matchedKeywords: [],
    totalKeywords: 1,
    bniItemCode: 'X',
    bniDescription: 'X',
    uncertaintyPct: 20,
    materialCitations: [],
    laborCitations: [],
  }) satisfies CostEstimate;

let nextId = 1;
const finding = (over: Partial<Deficiency>): Deficiency => ({
  id: nextId++,
  category: 'Plumbing',
  categoryKey: 'plumbing',
  severity: 'minor',
  location: null,
  description: 'finding',
  recommendation: null,
  repairMethod: null,
  quantity: 1,
  unitType: 'each',
  unitOptions: [],
  excluded: false,
  page: null,
  quote: null,
  inspectorLabel: null,
  confidence: null,
  trade: 'plumber',
  costEstimate: null,
  contractorIds: [],
  ...over,
});

const analysis = (id: number, list: Deficiency[]): Analysis =>
  ({
    report: { id, filename: `r${id}.pdf`, uploadedAt: '2026-01-01T00:00:00.000Z' },
    propertyAddress: null,
    hasFullAccess: true,
    deficiencies: { plumbing: list },
  }) as unknown as Analysis;

describe('comparing reports', () => {
  it('reads 2–4 distinct positive ids from the query, ignoring the rest', () => {
    expect(parseCompareIds('?ids=12,7,12,x,-3,0,9,1.5,4,5')).toEqual([12, 7, 9, 4]);
    expect(parseCompareIds('')).toEqual([]);
  });

  it('counts and prices only included findings, and ranks priorities critical then costliest', () => {
    const cheapMajor = finding({ severity: 'major', costEstimate: estimate(100, 200) });
    const dearMajor = finding({ severity: 'major', costEstimate: estimate(1000, 2000) });
    const critical = finding({ severity: 'critical', category: 'Electrical', costEstimate: null });
    const excluded = finding({ severity: 'critical', excluded: true, costEstimate: estimate(5000, 9000) });
    const column = summarizeForComparison(analysis(1, [cheapMajor, dearMajor, critical, excluded]));
    expect(column.severity).toEqual({ critical: 1, major: 2, minor: 0 });
    expect(column.total).toBe(3);
    expect(column.cost).toMatchObject({ min: 1100, max: 2200 });
    expect(column.categories).toEqual([
      { category: 'Plumbing', count: 2, min: 1100, max: 2200 },
      { category: 'Electrical', count: 1, min: null, max: null },
    ]);
    expect(column.priorities.map((d) => d.id)).toEqual([critical.id, dearMajor.id, cheapMajor.id]);

    const other = summarizeForComparison(
      analysis(2, [finding({ category: 'Roofing' }), finding({ category: 'Roofing' })]),
    );
    expect(categoryRows([column, other])).toEqual(['Plumbing', 'Roofing', 'Electrical']);
  });
});
