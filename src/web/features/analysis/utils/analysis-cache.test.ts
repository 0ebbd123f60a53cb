import { describe, expect, it } from 'vitest';
import { testAnalysis, testDeficiency, testFindings } from '@/testing/web/analysis-test-data';
import { applyDeficiencyUpdate, withAddedFinding, withExclusion, withoutFinding } from './analysis-cache';

describe('analysis cache updates', () => {
  it("replaces the finding in its category and takes the server's summary", () => {
    const analysis = testAnalysis();
    const updated = { ...testFindings()[3]!, quantity: 4 };
    const summary = { ...analysis.summary, totalCostRange: { min: 1, max: 2 } };
    const next = applyDeficiencyUpdate(analysis, { deficiency: updated, summary });
    expect(next.deficiencies.plumbing?.[0]?.quantity).toBe(4);
    expect(next.summary).toBe(summary);
    // the rest untouched, the original not mutated
    expect(next.deficiencies.electrical).toEqual(analysis.deficiencies.electrical);
    expect(analysis.deficiencies.plumbing?.[0]?.quantity).toBe(1);
  });

  it('marks a finding excluded for the optimistic view', () => {
    const next = withExclusion(testAnalysis(), 2, true);
    expect(next.deficiencies.electrical?.map((d) => d.excluded)).toEqual([false, true]);
  });

  it('puts an added finding in its category by severity, and takes a deleted one out (an emptied category too)', () => {
    const analysis = testAnalysis();
    const added = testDeficiency({ id: 9, severity: 'major', addedByUser: true });
    const summary = { ...analysis.summary, totalDeficiencies: 5 };
    const next = withAddedFinding(analysis, { deficiency: added, summary });
    expect(next.deficiencies.electrical?.map((d) => d.id)).toEqual([1, 9, 2]);
    expect(next.summary).toBe(summary);
    const without = withoutFinding(next, 4);
    expect(without.deficiencies.plumbing).toBeUndefined();
    expect(Object.keys(without.deficiencies)).toEqual(['electrical', 'hvac']);
  });
});
