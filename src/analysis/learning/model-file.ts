// The trained model as the file the runtime loads: stable key order and rounding, so the same corpus and options
// give the same bytes (a test retrains and compares).
import type { TrainedModelFile } from '../findings/trained-model';
import type { CorpusReport } from './corpus';
import { trainFinder, type FinderTrainOptions, DEFAULT_TRAIN_OPTIONS } from './train-finder';

const sortedWeights = (w: Record<string, number[]>) =>
  Object.fromEntries(
    Object.keys(w)
      .sort()
      .map((k) => [k, w[k]!]),
  );

export const buildModelFile = (
  reports: CorpusReport[],
  options: FinderTrainOptions = DEFAULT_TRAIN_OPTIONS,
): TrainedModelFile => {
  const m = trainFinder(reports, options);
  return {
    trainedOn: reports.map((r) => r.name).sort(),
    options: { ...options },
    threshold: m.threshold,
    ...(m.relative ? { relative: m.relative } : {}),
    ...(m.lookAlike ? { lookAlike: m.lookAlike } : {}),
    ...(m.wordAlike ? { wordAlike: m.wordAlike } : {}),
    ...(m.summaryShift ? { summaryShift: m.summaryShift } : {}),
    finder: { classes: m.finder.classes, weights: sortedWeights(m.finder.weights) },
    category: { classes: m.category.classes, weights: sortedWeights(m.category.weights) },
    severity: { classes: m.severity.classes, weights: sortedWeights(m.severity.weights) },
  };
};

/** One line per feature keeps the file reviewable in a diff. */
export const serializeModel = (file: TrainedModelFile): string => {
  const weights = (w: Record<string, number[]>) =>
    `{\n${Object.entries(w)
      .map(([k, v]) => `      ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
      .join(',\n')}\n    }`;
  const model = (name: string, m: { classes: string[]; weights: Record<string, number[]> }) =>
    `  ${JSON.stringify(name)}: {\n    "classes": ${JSON.stringify(m.classes)},\n    "weights": ${weights(m.weights)}\n  }`;
  return `{\n  "trainedOn": ${JSON.stringify(file.trainedOn)},\n  "options": ${JSON.stringify(file.options)},\n  "threshold": ${file.threshold},\n${file.relative ? `  "relative": ${JSON.stringify(file.relative)},\n` : ''}${file.lookAlike ? `  "lookAlike": ${JSON.stringify(file.lookAlike)},\n` : ''}${file.wordAlike ? `  "wordAlike": ${JSON.stringify(file.wordAlike)},\n` : ''}${file.summaryShift ? `  "summaryShift": ${file.summaryShift},\n` : ''}${model('finder', file.finder)},\n${model('category', file.category)},\n${model('severity', file.severity)}\n}\n`;
};
