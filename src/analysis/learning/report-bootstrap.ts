// How far a held-out figure could move with other reports. The 22 keyed reports are a sample of the reports the
// product will read; a figure pooled over them is one draw. Drawing the reports again with replacement (the report,
// not the item, is the unit: one report's items rise and fall together) and pooling each draw gives the spread a
// figure would have over other samples of as many reports from the same formats.
import { seededRandom } from './logistic-regression';
import { type ReportScore, type Totals, totalsOf } from './cross-validate';

export interface Interval {
  low: number;
  high: number;
}

export type TotalsIntervals = Record<'recall' | 'precision' | 'f1', Interval>;

const percentile = (sorted: number[], q: number): number => {
  if (sorted.length === 0) return 0;
  const at = q * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
};

/**
 * Percentile intervals (95 % by default) of the pooled recall, precision and F1 over `draws` resamples of the
 * reports, seeded: the same scores give the same intervals.
 */
export const bootstrapTotals = (
  scores: readonly ReportScore[],
  { draws = 2000, seed = 7, level = 0.95 }: { draws?: number; seed?: number; level?: number } = {},
): TotalsIntervals => {
  const random = seededRandom(seed);
  const samples: Record<keyof TotalsIntervals, number[]> = { recall: [], precision: [], f1: [] };
  for (let d = 0; d < draws && scores.length > 0; d++) {
    const drawn = Array.from({ length: scores.length }, () => scores[Math.floor(random() * scores.length)]!);
    const t: Totals = totalsOf(drawn);
    samples.recall.push(t.recall);
    samples.precision.push(t.precision);
    samples.f1.push(t.f1);
  }
  const tail = (1 - level) / 2;
  const interval = (xs: number[]): Interval => {
    const sorted = [...xs].sort((a, b) => a - b);
    return { low: percentile(sorted, tail), high: percentile(sorted, 1 - tail) };
  };
  return { recall: interval(samples.recall), precision: interval(samples.precision), f1: interval(samples.f1) };
};
