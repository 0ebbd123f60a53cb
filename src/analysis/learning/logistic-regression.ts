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

/**
 * A set of examples with their feature names read once: the names in sorted order (the order weights are laid out
 * and written in) and each example's features as positions in that list. Bagging trains ten models on subsets of
 * the same examples; reading and sorting tens of thousands of names for each was half of every model's training.
 */
export interface InternedExamples {
  names: string[];
  ids: Map<TrainingExample, Int32Array>;
}

export const internExamples = (examples: TrainingExample[]): InternedExamples => {
  const firstSeen = new Map<string, number>();
  const seenNames: string[] = [];
  const firstIds = examples.map((e) =>
    Int32Array.from(e.features, (f) => {
      let id = firstSeen.get(f);
      if (id === undefined) {
        id = seenNames.length;
        firstSeen.set(f, id);
        seenNames.push(f);
      }
      return id;
    }),
  );
  const order = seenNames.map((_, i) => i).sort((a, b) => (seenNames[a]! < seenNames[b]! ? -1 : 1));
  const sortedId = new Int32Array(order.length);
  order.forEach((first, sorted) => (sortedId[first] = sorted));
  const ids = new Map<TrainingExample, Int32Array>();
  examples.forEach((e, i) =>
    ids.set(
      e,
      firstIds[i]!.map((id) => sortedId[id]!),
    ),
  );
  return { names: order.map((i) => seenNames[i]!), ids };
};

/**
 * `interned` may hold more examples than `examples` (the bags of trainBagged share one); the model depends only on
 * `examples`, as if they had been interned alone.
 */
export const trainLogisticRegression = (
  examples: TrainingExample[],
  options: TrainOptions,
  interned: InternedExamples = internExamples(examples),
): LinearModel => {
  const { classes, epochs = 30, l2 = 1e-4, learningRate = 0.3, seed = 1, minReports = 2 } = options;
  const valueOf = options.featureValue ?? (() => 1);
  const K = classes.length;
  const { names } = interned;
  const idsOf = (e: TrainingExample) => {
    const ids = interned.ids.get(e);
    if (!ids) throw new Error('trainLogisticRegression: an example that was not interned');
    return ids;
  };
  // in how many of these examples' reports each feature occurs: the examples of one report are counted together
  const byReport = new Map<string, TrainingExample[]>();
  for (const e of examples) {
    const list = byReport.get(e.report);
    if (list) list.push(e);
    else byReport.set(e.report, [e]);
  }
  const reportCount = new Int32Array(names.length);
  const lastReport = new Int32Array(names.length).fill(-1);
  let group = 0;
  for (const list of byReport.values()) {
    for (const e of list)
      for (const id of idsOf(e))
        if (lastReport[id] !== group) {
          lastReport[id] = group;
          reportCount[id]!++;
        }
    group++;
  }
  // the features learned, in name order: position in the weights
  const index = new Int32Array(names.length).fill(-1);
  const kept: number[] = [];
  for (let id = 0; id < names.length; id++) {
    const n = reportCount[id]!;
    if (n > 0 && (n >= minReports || names[id] === 'bias')) index[id] = kept.push(id) - 1;
  }
  const values = new Float64Array(kept.length);
  kept.forEach((id, j) => (values[j] = valueOf(names[id]!)));
  const rows = examples.map((e) => {
    const x: number[] = [];
    for (const id of idsOf(e)) if (index[id]! >= 0) x.push(index[id]!);
    return { x, y: e.y, w: e.weight ?? 1 };
  });
  const W = new Float64Array(kept.length * K);
  const G = new Float64Array(kept.length * K).fill(1e-8);
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
  kept.forEach((id, j) => {
    const w = Array.from(W.subarray(j * K, j * K + K), (v) => Math.round(v * values[j]! * 1e4) / 1e4);
    if (w.some((v) => Math.abs(v) >= 1e-3)) weights[names[id]!] = w;
  });
  return { classes, weights };
};
