import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract/extract-document';
import { prepareDocument } from '../findings/builtin-finder';
import type { CorpusReport } from './corpus';
import type { TrainingExample } from './logistic-regression';
import { DEFAULT_TRAIN_OPTIONS, learnedThreshold, trainFinder } from './train-finder';

const example = (report: string, y: number): TrainingExample => ({ features: ['bias'], y, report });

/** The threshold learned from held-out scores, each `[report, is a finding, score]`. */
const thresholdOf = (scored: [string, number, number][]) =>
  learnedThreshold(
    scored.map(([report, y]) => example(report, y)),
    scored.map(([, , p]) => p),
    {},
  );

describe('learnedThreshold', () => {
  it("takes the threshold that best separates the training reports' held-out scores", () => {
    // report a: findings at 0.30-0.40, the rest at 0.05-0.10; report b: findings at 0.20, the rest at 0.02-0.12
    const threshold = thresholdOf([
      ['a', 1, 0.4],
      ['a', 1, 0.3],
      ['a', 0, 0.1],
      ['a', 0, 0.05],
      ['b', 1, 0.2],
      ['b', 0, 0.12],
      ['b', 0, 0.02],
    ]);
    expect(threshold).toBeGreaterThan(0.12);
    expect(threshold).toBeLessThanOrEqual(0.2);
  });

  it('gives up neither recall nor precision for the other: the best of the lesser of the two', () => {
    // 10 findings: 6 at 0.3, 1 at 0.1, 3 at 0.01; 3 others at 0.11-0.12. Above 0.12: recall 0.6, precision 1
    // (the best F1, 0.75); from 0.02 to 0.10: recall 0.7, precision 0.7, the lesser of the two at its best
    const threshold = thresholdOf([
      ...Array.from({ length: 6 }, (): [string, number, number] => ['a', 1, 0.3]),
      ['a', 1, 0.1],
      ['a', 1, 0.01],
      ['a', 1, 0.01],
      ['a', 1, 0.01],
      ['a', 0, 0.12],
      ['a', 0, 0.12],
      ['a', 0, 0.11],
    ])!;
    expect(threshold).toBeGreaterThanOrEqual(0.02);
    expect(threshold).toBeLessThanOrEqual(0.1);
  });

  it('takes the middle of equally good thresholds, not their edge', () => {
    // every threshold from 0.03 to 0.30 separates the findings (0.35, 0.4) from the rest (0.02) equally well
    const threshold = thresholdOf([
      ['a', 1, 0.4],
      ['a', 1, 0.35],
      ['a', 0, 0.02],
    ])!;
    expect(threshold).toBeGreaterThan(0.1);
    expect(threshold).toBeLessThan(0.25);
  });

  it('gives none without held-out scores (a model trained without bagging keeps its fixed threshold)', () => {
    expect(learnedThreshold([example('a', 1), example('a', 0)], [null, null], {})).toBeNull();
  });
});

// Written reports: in each, the comments with a defect word are the key's findings.
const writtenReport = async (name: string, text: string): Promise<CorpusReport> => {
  const prepared = prepareDocument(await extractDocument(new TextEncoder().encode(text), { kind: 'text' }));
  const labels = prepared.prepared.map(({ candidate }, i) => ({
    match: /leak|crack|missing|loose/i.test(candidate.text)
      ? { id: i, category: 'plumbing', severity: 'minor', page: 1, anchor: candidate.text, description: candidate.text }
      : null,
  }));
  return { name, family: 'written', key: [], prepared, labels };
};

describe('trainFinder', () => {
  it('keeps the fixed threshold when there are no bags to learn one from', async () => {
    const reports = await Promise.all(
      ['a', 'b', 'c'].map((n) =>
        writtenReport(
          n,
          `PLUMBING ${n}
The kitchen sink trap leaks onto the cabinet floor.

The water heater is ten years old.

The hall toilet is loose at the floor.

The laundry faucets were operated.`,
        ),
      ),
    );
    const single = trainFinder(reports, { ...DEFAULT_TRAIN_OPTIONS, bags: 1, threshold: 0.42 });
    expect(single.threshold).toBe(0.42);
    const bagged = trainFinder(reports, { ...DEFAULT_TRAIN_OPTIONS, bags: 4, threshold: 0.42 });
    expect(bagged.threshold).not.toBe(0.42);
  });
});
