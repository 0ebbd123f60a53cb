// Multinomial logistic regression over sparse binary features, trained by AdaGrad with L2 regularisation. Written
// here rather than taken from a package: the maintained JavaScript learners (ml-logistic-regression and its
// relatives) work on dense matrices, and a report's candidates have tens of thousands of distinct word features
// of which a few dozen are active per candidate. Deterministic: examples are visited in an order drawn from a
// seeded generator, so the same data gives the same model byte for byte.
import type { LinearModel } from '../findings/linear-model';

export interface TrainingExample {
  features: string[];
  /** index into classes */
  y: number;
  weight?: number;
  /** the report the example comes from: a feature must occur in minReports reports to be learned */
  report: string;
}

export interface TrainOptions {
  classes: string[];
  epochs?: number;
  l2?: number;
  learningRate?: number;
  seed?: number;
  /** features seen in fewer reports than this are dropped (a word of one report is that report, not the format) */
  minReports?: number;
  /**
   * the value of a present feature (1 unless said otherwise): a smaller value for word features makes the L2
   * penalty weigh more on them, so a model leans on the report's structure and the vocabularies more than on the
   * words of the reports it was trained on. The exported weights include the value, so prediction sums weights.
   */
  featureValue?: (name: string) => number;
}

/** mulberry32: a small seeded generator, enough for shuffling */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Fisher–Yates: shuffles `items` in place in the order `random` gives. */
export const shuffleInPlace = <T>(items: T[], random: () => number): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
};

export const trainLogisticRegression = (examples: TrainingExample[], options: TrainOptions): LinearModel => {
  const { classes, epochs = 30, l2 = 1e-4, learningRate = 0.3, seed = 1, minReports = 2 } = options;
  const valueOf = options.featureValue ?? (() => 1);
  const K = classes.length;
  const reportsOf = new Map<string, Set<string>>();
  for (const e of examples)
    for (const f of e.features) {
      let s = reportsOf.get(f);
      if (!s) reportsOf.set(f, (s = new Set()));
      s.add(e.report);
    }
  const index = new Map<string, number>();
  for (const [f, reports] of [...reportsOf].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
    if (reports.size >= minReports || f === 'bias') index.set(f, index.size);
  const values = new Float64Array(index.size);
  for (const [f, j] of index) values[j] = valueOf(f);
  const rows = examples.map((e) => ({
    x: e.features.map((f) => index.get(f)).filter((i): i is number => i !== undefined),
    y: e.y,
    w: e.weight ?? 1,
  }));
  const W = new Float64Array(index.size * K);
  const G = new Float64Array(index.size * K).fill(1e-8);
  const order = rows.map((_, i) => i);
  const rnd = seededRandom(seed);
  const scores = new Float64Array(K);
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffleInPlace(order, rnd);
    for (const r of order) {
      const { x, y, w } = rows[r]!;
      scores.fill(0);
      for (const j of x) for (let k = 0; k < K; k++) scores[k]! += W[j * K + k]! * values[j]!;
      let max = -Infinity;
      for (let k = 0; k < K; k++) max = Math.max(max, scores[k]!);
      let sum = 0;
      for (let k = 0; k < K; k++) sum += scores[k] = Math.exp(scores[k]! - max);
      for (let k = 0; k < K; k++) {
        const err = (scores[k]! / sum - (k === y ? 1 : 0)) * w;
        for (const j of x) {
          const at = j * K + k;
          const g = err * values[j]! + l2 * W[at]!;
          G[at]! += g * g;
          W[at]! -= (learningRate * g) / Math.sqrt(G[at]!);
        }
      }
    }
  }
  const weights: Record<string, number[]> = {};
  for (const [f, j] of index) {
    const w = Array.from(W.subarray(j * K, j * K + K), (v) => Math.round(v * values[j]! * 1e4) / 1e4);
    if (w.some((v) => Math.abs(v) >= 1e-3)) weights[f] = w;
  }
  return { classes, weights };
};
