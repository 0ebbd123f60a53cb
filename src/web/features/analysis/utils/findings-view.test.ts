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
  navigationSections,
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
    const nav = navigationSections(groupFindings(deficiencies, 'all'), false);
    expect(nav.map((s) => s.anchor)).not.toContain('total-costs');
    expect(nav.at(-1)).toEqual({ anchor: 'category-hvac', label: 'HVAC', count: 1 });
    expect(navigationSections([], true).map((s) => s.anchor)).toEqual([
      'property-location',
      'analysis-summary',
      'risk-assessment-guide',
      'total-costs',
      'detailed-findings',
    ]);
  });

  it("finds a finding's contractors by id, in its rank order, across trades", () => {
    const byId = contractorIndex({
      electrician: [testContractor({ id: 'a' }), testContractor({ id: 'b' })],
      'general contractor': [testContractor({ id: 'c', category: 'general contractor' })],
    });
    expect(contractorsFor({ contractorIds: ['c', 'a', 'missing'] }, byId).map((c) => c.id)).toEqual(['c', 'a']);
  });
});
