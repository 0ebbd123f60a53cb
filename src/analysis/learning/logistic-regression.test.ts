import { describe, expect, it } from 'vitest';
import { predictClass, predictProbabilities } from '../findings/linear-model';
import { internExamples, trainLogisticRegression, type TrainingExample } from './logistic-regression';

const CLASSES = ['no', 'yes'];

// A separable toy problem over three 'reports': 'w:leak' means a finding, 'w:fine' means none. Every feature but
// the report-specific ones occurs in at least two reports.
const TOY: TrainingExample[] = [
  { features: ['bias', 'w:leak', 'w:sink'], y: 1, report: 'a' },
  { features: ['bias', 'w:leak', 'w:roof'], y: 1, report: 'b' },
  { features: ['bias', 'w:leak', 'w:only-in-a'], y: 1, report: 'a' },
  { features: ['bias', 'w:leak', 'w:sink'], y: 1, report: 'c' },
  { features: ['bias', 'w:fine', 'w:sink'], y: 0, report: 'a' },
  { features: ['bias', 'w:fine', 'w:roof'], y: 0, report: 'b' },
  { features: ['bias', 'w:fine', 'w:only-in-a'], y: 0, report: 'a' },
  { features: ['bias', 'w:fine', 'w:roof'], y: 0, report: 'c' },
];

describe('trainLogisticRegression', () => {
  it('learns a separable toy problem', () => {
    const model = trainLogisticRegression(TOY, { classes: CLASSES });
    expect(model.classes).toEqual(CLASSES);
    const yes = model.weights['w:leak']!;
    const no = model.weights['w:fine']!;
    expect(yes[1]!).toBeGreaterThan(yes[0]!);
    expect(no[0]!).toBeGreaterThan(no[1]!);
    expect(predictClass(model, ['bias', 'w:leak']).label).toBe('yes');
    expect(predictClass(model, ['bias', 'w:fine']).label).toBe('no');
    expect(predictClass(model, ['bias', 'w:leak', 'w:roof']).p).toBeGreaterThan(0.8);
    expect(predictProbabilities(model, ['bias', 'w:fine', 'w:sink'])[1]!).toBeLessThan(0.2);
    // every example of the training set is classified right
    for (const e of TOY) expect(predictClass(model, e.features).label).toBe(CLASSES[e.y]);
  });

  it('learns more than two classes', () => {
    const examples: TrainingExample[] = ['r1', 'r2', 'r3'].flatMap((report) => [
      { features: ['bias', 'w:shingle'], y: 0, report },
      { features: ['bias', 'w:breaker'], y: 1, report },
      { features: ['bias', 'w:faucet'], y: 2, report },
    ]);
    const model = trainLogisticRegression(examples, { classes: ['roofing', 'electrical', 'plumbing'] });
    expect(predictClass(model, ['bias', 'w:shingle']).label).toBe('roofing');
    expect(predictClass(model, ['bias', 'w:breaker']).label).toBe('electrical');
    expect(predictClass(model, ['bias', 'w:faucet']).label).toBe('plumbing');
    for (const w of Object.values(model.weights)) expect(w).toHaveLength(3);
  });

  it('is deterministic: the same data and seed give the same model, byte for byte', () => {
    const options = { classes: CLASSES, seed: 7, epochs: 12 };
    const a = trainLogisticRegression(TOY, options);
    const b = trainLogisticRegression(TOY, options);
    expect(b).toEqual(a);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('does not depend on the order of the features within an example', () => {
    const reversed = TOY.map((e) => ({ ...e, features: [...e.features].reverse() }));
    const a = trainLogisticRegression(TOY, { classes: CLASSES, seed: 3 });
    const b = trainLogisticRegression(reversed, { classes: CLASSES, seed: 3 });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('drops features seen in fewer reports than minReports, but keeps the bias', () => {
    // 'bias' occurs only in report 'a' here, like 'w:only-in-a'
    const examples: TrainingExample[] = [
      { features: ['bias', 'w:leak', 'w:only-in-a'], y: 1, report: 'a' },
      { features: ['w:leak'], y: 1, report: 'b' },
      { features: ['w:fine'], y: 0, report: 'a' },
      { features: ['w:fine'], y: 0, report: 'a' },
      { features: ['w:fine'], y: 0, report: 'b' },
    ];
    const two = trainLogisticRegression(examples, { classes: CLASSES, minReports: 2 });
    expect(Object.keys(two.weights)).not.toContain('w:only-in-a');
    expect(Object.keys(two.weights)).toEqual(expect.arrayContaining(['bias', 'w:leak', 'w:fine']));
    const one = trainLogisticRegression(examples, { classes: CLASSES, minReports: 1 });
    expect(Object.keys(one.weights)).toContain('w:only-in-a');
    // the default is two reports
    const byDefault = trainLogisticRegression(examples, { classes: CLASSES });
    expect(Object.keys(byDefault.weights)).not.toContain('w:only-in-a');
    // a dropped feature weighs nothing at prediction
    expect(predictProbabilities(two, ['bias', 'w:only-in-a'])).toEqual(predictProbabilities(two, ['bias']));
  });

  it('scales the exported weights by featureValue, so prediction sums the weights', () => {
    // one example, one epoch, no L2: AdaGrad's first step moves every active weight by the learning rate, so the
    // exported weight of a feature is ± learningRate × its value
    const examples: TrainingExample[] = [{ features: ['bias', 'w:leak', 'x:marker'], y: 1, report: 'a' }];
    const options = { classes: CLASSES, epochs: 1, l2: 0, learningRate: 0.3, minReports: 1 };
    const plain = trainLogisticRegression(examples, options);
    expect(plain.weights['w:leak']).toEqual([-0.3, 0.3]);
    expect(plain.weights['x:marker']).toEqual([-0.3, 0.3]);
    const scaled = trainLogisticRegression(examples, {
      ...options,
      featureValue: (name) => (name.startsWith('w:') ? 0.5 : 1),
    });
    expect(scaled.weights['w:leak']).toEqual([-0.15, 0.15]);
    expect(scaled.weights['x:marker']).toEqual([-0.3, 0.3]);
    expect(scaled.weights['bias']).toEqual([-0.3, 0.3]);
  });

  it('leaves out features whose weights are all (near) zero', () => {
    const examples: TrainingExample[] = [
      { features: ['bias', 'w:leak', 'w:muted'], y: 1, report: 'a' },
      { features: ['bias', 'w:fine', 'w:muted'], y: 0, report: 'b' },
    ];
    const model = trainLogisticRegression(examples, {
      classes: CLASSES,
      minReports: 1,
      featureValue: (name) => (name === 'w:muted' ? 0 : 1),
    });
    expect(model.weights).not.toHaveProperty('w:muted');
    expect(model.weights).toHaveProperty('w:leak');
  });

  it('weighs examples by their weight', () => {
    // the same features labelled both ways: the heavier side wins
    const examples: TrainingExample[] = [
      { features: ['bias', 'w:stain'], y: 1, weight: 5, report: 'a' },
      { features: ['bias', 'w:stain'], y: 0, weight: 1, report: 'b' },
    ];
    const model = trainLogisticRegression(examples, { classes: CLASSES });
    expect(predictClass(model, ['bias', 'w:stain']).label).toBe('yes');
    const flipped = trainLogisticRegression(
      examples.map((e) => ({ ...e, weight: e.y === 1 ? 1 : 5 })),
      { classes: CLASSES },
    );
    expect(predictClass(flipped, ['bias', 'w:stain']).label).toBe('no');
  });

  it('trains a subset the same with a superset interned once (as the bags of trainBagged share it)', () => {
    // 'w:ab' occurs in reports a and b; without b it is in one report and falls under minReports. The examples of a
    // report are not next to each other.
    const all: TrainingExample[] = [
      { features: ['bias', 'w:leak', 'w:ab'], y: 1, report: 'a' },
      { features: ['bias', 'w:fine', 'w:ab'], y: 0, report: 'b' },
      { features: ['bias', 'w:leak', 'w:sink'], y: 1, report: 'c' },
      { features: ['bias', 'w:fine', 'w:sink', 'w:sink'], y: 0, report: 'a' },
      { features: ['w:leak', 'w:roof'], y: 1, report: 'b' },
      { features: ['bias', 'w:fine', 'w:roof'], y: 0, report: 'c' },
    ];
    const interned = internExamples(all);
    expect(interned.names).toEqual([...new Set(all.flatMap((e) => e.features))].sort());
    const options = { classes: CLASSES, minReports: 2, seed: 5 };
    for (const without of ['a', 'b', 'c']) {
      const subset = all.filter((e) => e.report !== without);
      expect(JSON.stringify(trainLogisticRegression(subset, options, interned))).toBe(
        JSON.stringify(trainLogisticRegression(subset, options)),
      );
    }
    const withoutB = trainLogisticRegression(
      all.filter((e) => e.report !== 'b'),
      options,
      interned,
    );
    expect(Object.keys(withoutB.weights)).not.toContain('w:ab');
    expect(Object.keys(trainLogisticRegression(all, options, interned).weights)).toContain('w:ab');
    expect(() => trainLogisticRegression([...all, { ...all[0]! }], options, interned)).toThrow(/not interned/);
  });

  it('gives an empty model for no examples', () => {
    expect(trainLogisticRegression([], { classes: CLASSES })).toEqual({ classes: CLASSES, weights: {} });
  });
});
