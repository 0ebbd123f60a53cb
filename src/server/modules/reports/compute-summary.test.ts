import { describe, expect, it } from 'vitest';
import type { MinimumCharge } from '@/contracts/reports';
import { computeSummary, computeTeaser, lockSummary, type SummaryRow } from './compute-summary';

// a per-unit estimate as the engine stores it (no minimum visit unless given)
const est = (minCost: number, maxCost: number, minimumCharge: MinimumCharge | null = null) => ({
  minCost,
  averageCost: (minCost + maxCost) / 2,
  maxCost,
  laborCost: (minCost + maxCost) / 4,
  materialCost: (minCost + maxCost) / 4,
  sourceKey: 'punchlist-catalog',
  minimumCharge,
});

const row = (over: Partial<SummaryRow> = {}): SummaryRow => ({
  severity: 'major',
  categoryKey: 'plumbing',
  excluded: false,
  quantity: 1,
  costEstimate: est(100, 200),
  ...over,
});

describe('computeSummary', () => {
  it('counts severities and categories and sums per-unit costs × quantity', () => {
    const summary = computeSummary([
      row({ severity: 'critical', categoryKey: 'electrical', costEstimate: est(150, 400) }),
      row({ quantity: 3 }),
      row({ severity: 'minor', categoryKey: 'hvac', costEstimate: null }),
    ]);
    expect(summary).toEqual({
      totalDeficiencies: 3,
      severityCount: { critical: 1, major: 1, minor: 1 },
      totalCostRange: { min: 150 + 300, max: 400 + 600 },
      categoriesAffected: 3,
      // canonical order, display names
      categories: ['Plumbing', 'Electrical', 'HVAC'],
    });
  });

  it('leaves excluded rows out of every figure', () => {
    const summary = computeSummary([
      row({
        excluded: true,
        severity: 'critical',
        categoryKey: 'roofing',
        costEstimate: est(5000, 9000),
      }),
      row(),
    ]);
    expect(summary.totalDeficiencies).toBe(1);
    expect(summary.severityCount).toEqual({ critical: 0, major: 1, minor: 0 });
    expect(summary.totalCostRange).toEqual({ min: 100, max: 200 });
    expect(summary.categories).toEqual(['Plumbing']);
  });

  it("floors a job's labor at the trade's minimum visit, as the page does", () => {
    // per unit: labor 20, material 20 (min 30, avg 40, max 50); minimum visit 100 / 150 / 200
    const floor = { min: 100, average: 150, max: 200, label: "the electrician's minimum visit" };
    const summary = computeSummary([row({ costEstimate: est(30, 50, floor), quantity: 2 })]);
    expect(summary.totalCostRange).toEqual({ min: 100 + 40, max: 200 + 40 });
  });

  it('rounds totals to whole dollars', () => {
    expect(computeSummary([row({ costEstimate: est(10.4, 20.6), quantity: 2 })]).totalCostRange).toEqual({
      min: 21,
      max: 41,
    });
  });
});

describe('locked view', () => {
  it('hides the counts but keeps the range and the categories', () => {
    const locked = lockSummary(computeSummary([row(), row({ categoryKey: 'roofing' })]));
    expect(locked.totalDeficiencies).toBeNull();
    expect(locked.severityCount).toBeNull();
    expect(locked.totalCostRange).toEqual({ min: 200, max: 400 });
    expect(locked.categoriesAffected).toBe(2);
  });

  it('teaser range is null when nothing was priced (never invented figures)', () => {
    const rows = [row({ costEstimate: null })];
    expect(computeTeaser(rows, computeSummary(rows), 0)).toEqual({
      totalCostRange: null,
      categoryCount: 1,
      contractorTradeCount: 0,
    });
    const priced = [row()];
    expect(computeTeaser(priced, computeSummary(priced), 2).totalCostRange).toEqual({ min: 100, max: 200 });
  });
});
