// A trained linear model over named features (multinomial logistic regression). Only prediction lives here: the
// runtime never trains (training is src/analysis/learning, run by `npm run train`).

export interface LinearModel {
  classes: string[];
  /** per feature name, one weight per class; features the model never saw weigh nothing */
  weights: Record<string, number[]>;
}

/** Class probabilities for a candidate's features (softmax of the summed weights). */
export const predictProbabilities = (model: LinearModel, features: Iterable<string>): number[] => {
  const scores = new Array<number>(model.classes.length).fill(0);
  for (const name of features) {
    const w = model.weights[name];
    if (!w) continue;
    for (let k = 0; k < scores.length; k++) scores[k]! += w[k]!;
  }
  const max = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
};

/** The most probable class and its probability. */
export const predictClass = (model: LinearModel, features: Iterable<string>): { label: string; p: number } => {
  const p = predictProbabilities(model, features);
  let best = 0;
  for (let k = 1; k < p.length; k++) if (p[k]! > p[best]!) best = k;
  return { label: model.classes[best]!, p: p[best]! };
};
