import { describe, expect, it } from 'vitest';
import { predictClass, predictProbabilities, type LinearModel } from './linear-model';

const MODEL: LinearModel = {
  classes: ['minor', 'major', 'critical'],
  weights: {
    bias: [1, 0, -1],
    'w:leak': [0, 2, 0],
    'w:hazard': [0, 0, 4],
    'w:caulk': [1.5, -0.5, -1],
  },
};

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('predictProbabilities', () => {
  it('is a softmax of the summed weights', () => {
    const p = predictProbabilities(MODEL, ['bias', 'w:leak']);
    // scores [1, 2, -1]
    const e = [Math.exp(1), Math.exp(2), Math.exp(-1)];
    expect(p).toHaveLength(3);
    p.forEach((v, k) => expect(v).toBeCloseTo(e[k]! / sum(e), 12));
  });

  it('sums to 1 for any feature set', () => {
    for (const features of [[], ['bias'], ['w:leak', 'w:hazard'], ['bias', 'w:caulk', 'w:leak', 'w:hazard']]) {
      const p = predictProbabilities(MODEL, features);
      expect(sum(p)).toBeCloseTo(1, 12);
      for (const v of p) expect(v).toBeGreaterThanOrEqual(0);
    }
  });

  it('ignores features the model never saw', () => {
    expect(predictProbabilities(MODEL, ['bias', 'w:leak', 'w:unknown', 'pol:none'])).toEqual(
      predictProbabilities(MODEL, ['bias', 'w:leak']),
    );
  });

  it('gives equal probabilities when no feature is known', () => {
    for (const v of predictProbabilities(MODEL, ['w:unknown'])) expect(v).toBeCloseTo(1 / 3, 12);
  });

  it('stays finite on large scores', () => {
    const big: LinearModel = { classes: ['no', 'yes'], weights: { a: [0, 800], b: [0, 800] } };
    const p = predictProbabilities(big, ['a', 'b']);
    expect(p.every(Number.isFinite)).toBe(true);
    expect(p[1]).toBeCloseTo(1, 12);
  });

  it('accepts any iterable of feature names', () => {
    expect(predictProbabilities(MODEL, new Set(['bias', 'w:hazard']))).toEqual(
      predictProbabilities(MODEL, ['bias', 'w:hazard']),
    );
  });
});

describe('predictClass', () => {
  it('picks the most probable class (argmax) with its probability', () => {
    expect(predictClass(MODEL, ['bias']).label).toBe('minor');
    expect(predictClass(MODEL, ['bias', 'w:leak']).label).toBe('major');
    const critical = predictClass(MODEL, ['bias', 'w:leak', 'w:hazard']);
    expect(critical.label).toBe('critical');
    expect(critical.p).toBe(Math.max(...predictProbabilities(MODEL, ['bias', 'w:leak', 'w:hazard'])));
  });

  it('takes the first class on a tie', () => {
    expect(predictClass(MODEL, [])).toEqual({ label: 'minor', p: 1 / 3 });
  });
});
