import { describe, expect, it } from 'vitest';
import type { TrainingExample } from './logistic-regression';
import { learnedThreshold } from './train-finder';

const example = (report: string, y: number): TrainingExample => ({ features: ['bias'], y, report });

describe('learnedThreshold', () => {
  it("takes the threshold that best separates the training reports' held-out scores", () => {
    // report a: findings at 0.30-0.40, the rest at 0.05-0.10; report b: findings at 0.20, the rest at 0.02-0.12
    const scored: [TrainingExample, number][] = [
      [example('a', 1), 0.4],
      [example('a', 1), 0.3],
      [example('a', 0), 0.1],
      [example('a', 0), 0.05],
      [example('b', 1), 0.2],
      [example('b', 0), 0.12],
      [example('b', 0), 0.02],
    ];
    const threshold = learnedThreshold(
      scored.map(([e]) => e),
      scored.map(([, p]) => p),
      undefined,
    );
    expect(threshold).toBeGreaterThan(0.12);
    expect(threshold).toBeLessThanOrEqual(0.2);
  });

  it('gives none without held-out scores (a model trained without bagging keeps its fixed threshold)', () => {
    expect(learnedThreshold([example('a', 1), example('a', 0)], [null, null], undefined)).toBeNull();
  });
});
