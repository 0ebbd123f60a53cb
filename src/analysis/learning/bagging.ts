// Bagging over reports: the finding model is trained several times, each on a seeded random share of the training
// reports, and the models are averaged. A logistic model's log-odds are linear in its weights, so the average of the
// models' log-odds is one linear model with the averaged weights: the runtime loads one model as before.
// Why: the model learns a report's format from its examples, and which reports it is trained on moves its weights a
// lot (leaving one report out of training moved another report's F1 by up to 0.13). Averaging over report subsets
// keeps what holds across many subsets of formats and damps what one format taught.
import { predictProbabilities, type LinearModel } from '../findings/linear-model';
import {
  internExamples,
  seededRandom,
  trainLogisticRegression,
  type TrainingExample,
  type TrainOptions,
} from './logistic-regression';

export interface BaggingOptions {
  /** models averaged; 1 trains one model on every report */
  bags: number;
  /** share of the training reports each model is trained on */
  share: number;
}

export interface BaggedModel {
  model: LinearModel;
  /**
   * per example, the probability of class 1 from the models that were not trained on its report (null when every
   * model was): a held-out score for every training report, at no extra training
   */
  outOfBag: (number | null)[];
}

const logOdds = (model: LinearModel, features: string[]) => {
  const p = predictProbabilities(model, features);
  return Math.log(Math.max(p[1]!, 1e-12) / Math.max(p[0]!, 1e-12));
};

export const trainBagged = (
  examples: TrainingExample[],
  options: TrainOptions & { seed: number },
  { bags, share }: BaggingOptions,
): BaggedModel => {
  if (bags <= 1) return { model: trainLogisticRegression(examples, options), outOfBag: examples.map(() => null) };
  const held = examples.map(() => ({ sum: 0, n: 0 }));
  const reports = [...new Set(examples.map((e) => e.report))].sort();
  const pick = seededRandom(options.seed * 7919 + 1);
  const sums = new Map<string, number[]>();
  const interned = internExamples(examples);
  for (let b = 0; b < bags; b++) {
    let chosen = new Set(reports.filter(() => pick() < share));
    if (chosen.size === 0) chosen = new Set(reports);
    const model = trainLogisticRegression(
      examples.filter((e) => chosen.has(e.report)),
      { ...options, seed: options.seed + b },
      interned,
    );
    examples.forEach((e, i) => {
      if (chosen.has(e.report)) return;
      held[i]!.sum += logOdds(model, e.features);
      held[i]!.n++;
    });
    for (const [name, w] of Object.entries(model.weights)) {
      const sum = sums.get(name) ?? new Array<number>(w.length).fill(0);
      w.forEach((v, k) => (sum[k]! += v / bags));
      sums.set(name, sum);
    }
  }
  const weights: Record<string, number[]> = {};
  for (const [name, w] of [...sums].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const rounded = w.map((v) => Math.round(v * 1e4) / 1e4);
    if (rounded.some((v) => Math.abs(v) >= 1e-3)) weights[name] = rounded;
  }
  return {
    model: { classes: options.classes, weights },
    outOfBag: held.map((h) => (h.n ? 1 / (1 + Math.exp(-h.sum / h.n)) : null)),
  };
};
