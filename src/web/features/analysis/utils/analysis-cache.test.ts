import { describe, expect, it } from 'vitest';
import { testAnalysis, testFindings } from '@/testing/web/analysis-test-data';
import { applyDeficiencyUpdate, withExclusion } from './analysis-cache';

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
});
