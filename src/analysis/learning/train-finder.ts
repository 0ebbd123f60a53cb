// Trains the finder's three models (finding or not, category, severity) from labelled corpus reports.
import { CATEGORY_KEYS, SEVERITIES } from '../types';
import type { FinderModel } from '../findings/trained-model';
import type { CorpusReport } from './corpus';
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
  /** L2 penalty of the category model (it reads words and headings only, and wants more smoothing than the finder) */
  categoryL2: number;
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
  categoryL2: 0.05,
};

// Damped for the finding decision: the words of the training reports, and whether the report's own summary repeats
// the comment (at full value it explains away the vocabulary's weights, and reports without a summary lose: 01 went
// from F1 0.62 to 0.41 held out)
const DAMPED_FEATURE = /^(w|b|t|h|first):|^(in-report-summary|left-out-of-summary|no-summary)/;

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
  const damped = (name: string) => (DAMPED_FEATURE.test(name) ? options.wordValue : 1);
  return {
    finder: trainLogisticRegression(finder, { ...common, classes: ['no', 'yes'], featureValue: damped }),
    threshold: options.threshold,
    ...(options.relativeWeight ? { relative: { top: options.relativeTop, weight: options.relativeWeight } } : {}),
    category: trainLogisticRegression(category, { ...common, l2: options.categoryL2, classes: categories }),
    severity: trainLogisticRegression(severity, { ...common, classes: severities }),
  };
};
