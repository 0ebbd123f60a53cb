// A trained linear model over named features (multinomial logistic regression). Only prediction lives here: the
// runtime never trains (training is src/analysis/learning, run by `npm run train`).

export interface LinearModel {
  classes: string[];
  /** per feature name, one weight per class; features the model never saw weigh nothing */
  weights: Record<string, number[]>;
}

/** Class probabilities for a candidate's features (softmax of the summed weights). */
// a Map looks a name up several times faster than an object with thousands of keys
const tables = new WeakMap<LinearModel, Map<string, number[]>>();
const tableOf = (model: LinearModel) => {
  let table = tables.get(model);
  if (!table) tables.set(model, (table = new Map(Object.entries(model.weights))));
  return table;
};

export const predictProbabilities = (model: LinearModel, features: Iterable<string>): number[] => {
  const scores = new Array<number>(model.classes.length).fill(0);
  const table = tableOf(model);
  for (const name of features) {
    const w = table.get(name);
    if (!w) continue;
    for (let k = 0; k < scores.length; k++) scores[k]! += w[k]!;
  }
  let max = -Infinity;
  for (const s of scores) if (s > max) max = s;
  let sum = 0;
  for (let k = 0; k < scores.length; k++) sum += scores[k] = Math.exp(scores[k]! - max);
  for (let k = 0; k < scores.length; k++) scores[k]! /= sum;
  return scores;
};

/** The most probable class and its probability. */
export const predictClass = (model: LinearModel, features: Iterable<string>): { label: string; p: number } => {
  const p = predictProbabilities(model, features);
  let best = 0;
  for (let k = 1; k < p.length; k++) if (p[k]! > p[best]!) best = k;
  return { label: model.classes[best]!, p: p[best]! };
};
