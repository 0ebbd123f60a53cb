// Would more keyed reports help, and how much? Each report is held out as in leave-one-report-out, but its model is
// trained on only n of the other reports (drawn at random, seeded, several draws), for a few sizes n. The pooled
// held-out figure against n is the corpus's learning curve: still rising at the full size means more reports of
// the same kinds would raise it; flat means they would not, and the features or the learner are the limit.
import { findWithModel } from '../findings/builtin-finder';
import type { CorpusReport } from './corpus';
import { type ReportScore, type ScoreReport, type Totals, totalsOf } from './cross-validate';
import { seededRandom, shuffleInPlace } from './logistic-regression';
import { DEFAULT_TRAIN_OPTIONS, type FinderTrainOptions, trainFinder } from './train-finder';

export interface CurvePoint {
  /** training reports per model */
  size: number;
  /** pooled held-out totals of each draw */
  draws: Totals[];
  /** their mean */
  mean: Totals;
  /** the mean over draws of each format family's pooled totals */
  byFamily: Record<string, Totals>;
}

const meanOf = (ts: Totals[]): Totals => {
  const keys = Object.keys(ts[0]!) as (keyof Totals)[];
  return Object.fromEntries(keys.map((k) => [k, ts.reduce((a, t) => a + t[k], 0) / ts.length])) as unknown as Totals;
};

/** A seeded sample of `n` of `items` (all of them when n is as many). */
export const sampleOf = <T>(items: readonly T[], n: number, random: () => number): T[] =>
  shuffleInPlace([...items], random).slice(0, Math.min(n, items.length));

/**
 * The held-out totals when each report's model is trained on `size` of the other reports, `draws` times per size
 * (one draw at the full size: there is only one set of all the others).
 */
export const learningCurve = (
  reports: readonly CorpusReport[],
  score: ScoreReport,
  sizes: readonly number[],
  {
    draws = 3,
    seed = 7,
    options = DEFAULT_TRAIN_OPTIONS,
  }: { draws?: number; seed?: number; options?: FinderTrainOptions } = {},
): CurvePoint[] =>
  sizes.map((size) => {
    const full = size >= reports.length - 1;
    const totals: Totals[] = [];
    const families = new Map<string, Totals[]>();
    for (let d = 0; d < (full ? 1 : draws); d++) {
      const random = seededRandom(seed * 1000 + size * 10 + d);
      const scores: ReportScore[] = reports.map((r) => {
        const training = sampleOf(
          reports.filter((o) => o.name !== r.name),
          size,
          random,
        );
        return score(r.key, findWithModel(r.prepared, trainFinder(training, options)));
      });
      totals.push(totalsOf(scores));
      for (const family of new Set(reports.map((r) => r.family))) {
        const of = scores.filter((_, i) => reports[i]!.family === family);
        families.set(family, [...(families.get(family) ?? []), totalsOf(of)]);
      }
    }
    const byFamily = Object.fromEntries([...families].map(([f, ts]) => [f, meanOf(ts)]));
    return { size, draws: totals, mean: meanOf(totals), byFamily };
  });
