// Trains the finder's three models (finding or not, category, severity) from labelled corpus reports.
import { CATEGORY_KEYS, SEVERITIES } from '../types';
import { inReport } from '../findings/builtin-finder';
import { readingOf, type Reading } from '../findings/look-alike';
import type { FinderModel } from '../findings/trained-model';
import type { CorpusReport } from './corpus';
import { trainBagged } from './bagging';
import { trainLogisticRegression, type TrainingExample } from './logistic-regression';

export interface FinderTrainOptions {
  epochs: number;
  l2: number;
  learningRate: number;
  seed: number;
  minReports: number;
  threshold: number;
  /** value of word features (w:, b:, t:, h:, first:) and summary-repeat features against 1 for the rest */
  wordValue: number;
  /** report-relative calibration (FinderModel.relative): how many of the report's best candidates, and the weight */
  relativeTop: number;
  relativeWeight: number;
  /** then the report's look-alike comments (FinderModel.lookAlike): the weight (0: off) and the prior */
  lookWeight: number;
  lookPrior: number;
  /** then the comments that share its longer words (FinderModel.wordAlike): the weight (0: off) and the prior */
  wordWeight: number;
  wordPrior: number;
  /** last, the log-odds a body comment the report's own summary repeats gains (FinderModel.summaryShift; 0: off) */
  summaryShift: number;
  /** L2 penalty of the category model (it reads words and headings only, and wants more smoothing than the finder) */
  categoryL2: number;
  /** the finding and severity models are each the average of this many models, each trained on a random share of the
   * reports (bagging.ts) */
  bags: number;
  bagShare: number;
  /** choose the threshold on the training reports' out-of-bag scores instead of `threshold` */
  learnThreshold: boolean;
}

// Chosen by comparing about a dozen settings on the leave-one-report-out figure (docs/analysis.md says so).
export const DEFAULT_TRAIN_OPTIONS: FinderTrainOptions = {
  epochs: 10,
  l2: 0.003,
  learningRate: 0.2,
  seed: 7,
  minReports: 3,
  threshold: 0.1,
  wordValue: 0.3,
  relativeTop: 3,
  relativeWeight: 0.25,
  lookWeight: 1,
  lookPrior: 3,
  wordWeight: 1,
  wordPrior: 5,
  summaryShift: 1,
  categoryL2: 0.05,
  bags: 10,
  bagShare: 0.6,
  learnThreshold: true,
};

// Damped for the finding decision: the words of the training reports, and whether the report's own summary repeats
// the comment (at full value it explains away the vocabulary's weights, and reports without a summary lose: 01 went
// from F1 0.62 to 0.41 held out)
const DAMPED_FEATURE = /^(w|b|t|h|first):|^(in-report-summary|left-out-of-summary|no-summary)/;
// Not read by the finding decision: a text colour on its own. What a colour means is the report's own (red findings
// in one, blue boilerplate or red headings in the next); the look-alike reading (look-alike.ts) and the conjunctions
// with a colour legend (`color:red|coded`) carry it. The severity model still reads it.
const REPORT_OWN_FEATURE = /^color:[a-z]+$/;

// The thresholds the finding model's held-out (out-of-bag) scores are tried at
const THRESHOLDS = Array.from({ length: 29 }, (_, i) => (i + 2) / 100);

/**
 * The threshold at which the training reports' out-of-bag scores give the best of the lesser of recall and precision
 * (pooled over the reports), each report's scores read against its own best, its looks and its words as at run time
 * (inReport): the point where neither is given up for the other, as the product promises both. Chosen from the
 * training reports alone, never from a report scored with it. Equal best thresholds: the middle one.
 * (Before: the best mean per-report F1, smoothed, from the middle of its plateau; and an F-measure with β = 1.25.
 * Both measured against this in docs/analysis.md, "The operating point".)
 * Null without out-of-bag scores (no bagging).
 */
export const learnedThreshold = (
  examples: TrainingExample[],
  outOfBag: (number | null)[],
  reading: Pick<FinderModel, 'relative' | 'lookAlike' | 'wordAlike' | 'summaryShift'>,
): number | null => {
  const byReport = new Map<string, { p: number; y: number; reading: Reading }[]>();
  examples.forEach((e, i) => {
    const p = outOfBag[i];
    if (p === null || p === undefined) return;
    const list = byReport.get(e.report) ?? [];
    list.push({ p, y: e.y, reading: readingOf(e.features) });
    byReport.set(e.report, list);
  });
  if (byReport.size === 0) return null;
  const scored = [...byReport.values()].flatMap((list) => {
    const decide = inReport(
      list.map((x) => x.p),
      list.map((x) => x.reading),
      reading,
    );
    return list.map((x, i) => ({ p: decide[i]!, y: x.y }));
  });
  const lesser = (threshold: number) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const { p, y } of scored) {
      if (p >= threshold && y) tp++;
      else if (p >= threshold) fp++;
      else if (y) fn++;
    }
    return Math.min(tp / Math.max(1, tp + fn), tp / Math.max(1, tp + fp));
  };
  const curve = THRESHOLDS.map(lesser);
  const best = Math.max(...curve);
  const tied = THRESHOLDS.filter((_, i) => curve[i] === best);
  return tied[Math.floor((tied.length - 1) / 2)]!;
};

export const trainFinder = (
  reports: CorpusReport[],
  options: FinderTrainOptions = DEFAULT_TRAIN_OPTIONS,
): FinderModel => {
  const finder: TrainingExample[] = [];
  const category: TrainingExample[] = [];
  const severity: TrainingExample[] = [];
  const categories = [...CATEGORY_KEYS] as string[];
  const severities = [...SEVERITIES] as string[];
  for (const r of reports) {
    r.prepared.prepared.forEach((p, i) => {
      const match = r.labels[i]!.match;
      // optional key items (borderline) are neither findings nor non-findings: they teach nothing
      if (match === 'ignore') return;
      finder.push({ features: p.features, y: match ? 1 : 0, report: r.name });
      if (!match) return;
      const c = categories.indexOf(match.category);
      if (c >= 0) category.push({ features: p.categoryFeatures, y: c, report: r.name });
      const s = severities.indexOf(match.severity);
      if (s >= 0) severity.push({ features: p.severityFeatures, y: s, report: r.name });
    });
  }
  const common = {
    epochs: options.epochs,
    l2: options.l2,
    learningRate: options.learningRate,
    seed: options.seed,
    minReports: options.minReports,
  };
  // words are damped for the finding decision only: category and severity are mostly in the words
  const damped = (name: string) =>
    REPORT_OWN_FEATURE.test(name) ? 0 : DAMPED_FEATURE.test(name) ? options.wordValue : 1;
  const bagged = trainBagged(
    finder,
    { ...common, classes: ['no', 'yes'], featureValue: damped },
    { bags: options.bags, share: options.bagShare },
  );
  const relative = options.relativeWeight ? { top: options.relativeTop, weight: options.relativeWeight } : undefined;
  const lookAlike = options.lookWeight ? { weight: options.lookWeight, prior: options.lookPrior } : undefined;
  const wordAlike = options.wordWeight ? { weight: options.wordWeight, prior: options.wordPrior } : undefined;
  const reading = {
    ...(relative ? { relative } : {}),
    ...(lookAlike ? { lookAlike } : {}),
    ...(wordAlike ? { wordAlike } : {}),
    ...(options.summaryShift ? { summaryShift: options.summaryShift } : {}),
  };
  return {
    finder: bagged.model,
    threshold: (options.learnThreshold && learnedThreshold(finder, bagged.outOfBag, reading)) || options.threshold,
    ...reading,
    category: trainLogisticRegression(category, { ...common, l2: options.categoryL2, classes: categories }),
    // bagged like the finding model: a comment's marker and colour say how serious it is, and which reports taught
    // what a marker means moved the held-out severity by up to 4 points; the category model (words only) is not
    severity: trainBagged(severity, { ...common, classes: severities }, { bags: options.bags, share: options.bagShare })
      .model,
  };
};
