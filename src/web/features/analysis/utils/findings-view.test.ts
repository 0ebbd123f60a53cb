import { describe, expect, it } from 'vitest';
import type { Deficiency } from '@/contracts/reports';
import {
  groupByKey,
  testContractor,
  testDeficiency,
  testEstimate,
  testFindings,
} from '@/testing/web/analysis-test-data';
import {
  allFindings,
  contractorIndex,
  contractorsFor,
  countByFilter,
  groupFindings,
  hasAnyEstimate,
  groupBySeverity,
  topPriorities,
  tradeAnchor,
  tradesNeeded,
} from './findings-view';

describe('findings view', () => {
  const deficiencies = groupByKey(testFindings());

  it('groups by category in the canonical order with anchors from the display name', () => {
    const groups = groupFindings(deficiencies, 'all');
    expect(groups.map((g) => [g.key, g.anchor, g.items.length])).toEqual([
      ['plumbing', 'category-plumbing', 1],
      ['electrical', 'category-electrical', 2],
      ['hvac', 'category-hvac', 1],
    ]);
  });

  it('sorts each category critical → major → minor whatever order it arrives in', () => {
    const mixed = groupByKey([
      testDeficiency({ id: 1, severity: 'minor' }),
      testDeficiency({ id: 2, severity: 'critical' }),
      testDeficiency({ id: 3, severity: 'major' }),
    ]);
    expect(groupFindings(mixed, 'all')[0]?.items.map((d) => d.id)).toEqual([2, 3, 1]);
  });

  it('filters by risk and leaves out categories with nothing to show', () => {
    const minor = groupFindings(deficiencies, 'minor');
    expect(minor.map((g) => g.key)).toEqual(['plumbing', 'electrical']);
    expect(countByFilter(allFindings(deficiencies))).toEqual({ all: 4, critical: 1, major: 1, minor: 2 });
  });

  it('offers the total costs section only when a counted finding has an estimate', () => {
    const list = allFindings(deficiencies);
    expect(hasAnyEstimate(list)).toBe(true);
    const unpriced: Deficiency[] = [
      testDeficiency({ costEstimate: null }),
      testDeficiency({ costEstimate: testEstimate({ minCost: 0, averageCost: 0, maxCost: 0 }) }),
      testDeficiency({ excluded: true }),
    ];
    expect(hasAnyEstimate(unpriced)).toBe(false);
  });

  it('counts the included findings only, so the chips agree with the summary', () => {
    const list = allFindings(deficiencies).map((d, i) => (i === 0 ? { ...d, excluded: true } : d));
    expect(countByFilter(list).all).toBe(list.length - 1);
  });

  it('lists the top priorities critical first, then by estimated cost, without minor or excluded findings', () => {
    const cheap = testEstimate({ minCost: 50, averageCost: 60, maxCost: 80, minimumCharge: null });
    const dear = testEstimate({ minCost: 500, averageCost: 600, maxCost: 800, minimumCharge: null });
    const list = [
      testDeficiency({ id: 1, severity: 'major', costEstimate: cheap }),
      testDeficiency({ id: 2, severity: 'major', costEstimate: dear }),
      testDeficiency({ id: 3, severity: 'critical', costEstimate: cheap }),
      testDeficiency({ id: 4, severity: 'minor', costEstimate: dear }),
      testDeficiency({ id: 5, severity: 'critical', costEstimate: dear, excluded: true }),
      testDeficiency({ id: 6, severity: 'major', costEstimate: null }),
    ];
    expect(topPriorities(list).map((d) => d.id)).toEqual([3, 2, 1, 6]);
  });

  it('groups by severity, most expensive first within each', () => {
    const groups = groupBySeverity(deficiencies, 'all');
    expect(groups.map((g) => [g.key, g.anchor])).toEqual([
      ['critical', 'severity-critical'],
      ['major', 'severity-major'],
      ['minor', 'severity-minor'],
    ]);
    expect(groups.reduce((n, g) => n + g.items.length, 0)).toBe(4);
  });

  it('lists each trade the included findings need once, with an anchor without spaces', () => {
    const list = [
      testDeficiency({ id: 1, trade: 'plumber', severity: 'minor' }),
      testDeficiency({ id: 2, trade: 'hvac contractor' }),
      testDeficiency({ id: 3, trade: 'plumber', severity: 'critical' }),
      testDeficiency({ id: 4, trade: 'roofer', excluded: true }),
    ];
    expect(tradesNeeded(list).map((t) => [t.trade, t.findings.map((d) => d.id)])).toEqual([
      ['plumber', [3, 1]],
      ['hvac contractor', [2]],
    ]);
    expect(tradeAnchor('hvac contractor')).toBe('contractors-hvac-contractor');
  });

  it("finds a finding's contractors by id, in its rank order, across trades", () => {
    const byId = contractorIndex({
      electrician: [testContractor({ id: 'a' }), testContractor({ id: 'b' })],
      'general contractor': [testContractor({ id: 'c', category: 'general contractor' })],
    });
    expect(contractorsFor({ contractorIds: ['c', 'a', 'missing'] }, byId).map((c) => c.id)).toEqual(['c', 'a']);
  });
});
