import { describe, expect, it } from 'vitest';
import { predictProbabilities } from '../findings/linear-model';
import { trainBagged } from './bagging';
import { trainLogisticRegression, type TrainingExample } from './logistic-regression';

const CLASSES = ['no', 'yes'];
const REPORTS = ['a', 'b', 'c', 'd', 'e', 'f'];

// Six 'reports' where 'w:leak' means a finding and 'w:fine' none; report 'f' alone also says 'w:odd' on its findings.
const EXAMPLES: TrainingExample[] = REPORTS.flatMap((report) => [
  { features: ['bias', 'w:leak', ...(report === 'f' ? ['w:odd'] : [])], y: 1, report },
  { features: ['bias', 'w:fine'], y: 0, report },
  { features: ['bias', 'w:fine', 'w:leak'], y: 0, report },
]);
const OPTIONS = { classes: CLASSES, seed: 7, epochs: 10, minReports: 1 };

const logOdds = (weights: Record<string, number[]>, features: string[]) =>
  features.reduce((sum, f) => sum + (weights[f]?.[1] ?? 0) - (weights[f]?.[0] ?? 0), 0);

describe('trainBagged', () => {
  it('is one model trained on everything when there is one bag, with no held-out scores', () => {
    const { model, outOfBag } = trainBagged(EXAMPLES, OPTIONS, { bags: 1, share: 0.6 });
    expect(model).toEqual(trainLogisticRegression(EXAMPLES, OPTIONS));
    expect(outOfBag.every((p) => p === null)).toBe(true);
  });

  it('averages models trained on shares of the reports into one linear model, the same on every run', () => {
    const first = trainBagged(EXAMPLES, OPTIONS, { bags: 8, share: 0.5 });
    expect(trainBagged(EXAMPLES, OPTIONS, { bags: 8, share: 0.5 })).toEqual(first);
    const { weights } = first.model;
    // what every report teaches holds; a word of one report is learned only by the bags that drew it, and weighs less
    expect(logOdds(weights, ['bias', 'w:leak'])).toBeGreaterThan(0);
    expect(logOdds(weights, ['bias', 'w:fine'])).toBeLessThan(0);
    const single = trainLogisticRegression(EXAMPLES, OPTIONS).weights;
    expect(Math.abs(logOdds(weights, ['w:odd']))).toBeLessThan(Math.abs(logOdds(single, ['w:odd'])));
    expect(Object.values(weights).every((w) => w.every((v) => Math.round(v * 1e4) / 1e4 === v))).toBe(true);
  });

  it('scores each example by the models that did not see its report', () => {
    const { model, outOfBag } = trainBagged(EXAMPLES, OPTIONS, { bags: 12, share: 0.5 });
    const held = outOfBag.filter((p): p is number => p !== null);
    // with 12 bags of half the reports, every report is left out of some
    expect(held).toHaveLength(EXAMPLES.length);
    EXAMPLES.forEach((e, i) => {
      const p = outOfBag[i]!;
      expect(p).toBeGreaterThan(0);
      expect(p).toBeLessThan(1);
      // held out, the clear cases are still told apart
      if (e.features.join() === 'bias,w:fine') expect(p).toBeLessThan(0.5);
    });
    // and they are not the averaged model's own scores (those saw every report)
    const own = EXAMPLES.map((e) => predictProbabilities(model, e.features)[1]!);
    expect(own).not.toEqual(outOfBag);
  });
});
