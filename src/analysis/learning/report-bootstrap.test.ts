import { describe, expect, it } from 'vitest';
import type { ReportScore } from './cross-validate';
import { bootstrapTotals } from './report-bootstrap';

const report = (required: number, matched: number, predicted: number): ReportScore => ({
  required,
  predicted,
  matchedRequired: matched,
  optionalMatches: 0,
  recall: matched / required,
  precision: matched / predicted,
  categoryAccuracy: 1,
  severityStrict: 1,
  severityLenient: 1,
  citedShare: 1,
  misses: [],
  falsePositives: [],
});

describe('bootstrapTotals', () => {
  it('gives no spread when every report scores the same', () => {
    const ci = bootstrapTotals([report(10, 8, 10), report(20, 16, 20), report(5, 4, 5)], { draws: 200 });
    expect(ci.recall.low).toBeCloseTo(0.8, 10);
    expect(ci.recall.high).toBeCloseTo(0.8, 10);
  });

  it('brackets the pooled figure and widens when reports disagree', () => {
    const alike = [report(10, 8, 10), report(10, 8, 10), report(10, 8, 10), report(10, 8, 10)];
    const apart = [report(10, 10, 10), report(10, 6, 10), report(10, 10, 10), report(10, 6, 10)];
    const a = bootstrapTotals(alike, { draws: 500 });
    const b = bootstrapTotals(apart, { draws: 500 });
    expect(b.recall.low).toBeLessThan(0.8);
    expect(b.recall.high).toBeGreaterThan(0.8);
    expect(b.recall.high - b.recall.low).toBeGreaterThan(a.recall.high - a.recall.low + 0.1);
  });

  it('is the same for the same seed', () => {
    const scores = [report(10, 10, 12), report(10, 3, 5), report(30, 20, 22)];
    expect(bootstrapTotals(scores, { seed: 3 })).toEqual(bootstrapTotals(scores, { seed: 3 }));
  });
});
