import { describe, expect, it } from 'vitest';
import { calibrate, inReport } from './builtin-finder';
import { readingOf } from './look-alike';

describe('calibrate: report-relative reading of the finder’s probabilities', () => {
  it('leaves the probabilities alone without a relative setting', () => {
    expect(calibrate([0.2, 0.9], undefined)).toEqual([0.2, 0.9]);
    expect(calibrate([0.2, 0.9], { top: 2, weight: 0 })).toEqual([0.2, 0.9]);
  });

  it('keeps the order of a report’s candidates', () => {
    const out = calibrate([0.1, 0.5, 0.3, 0.9], { top: 2, weight: 0.25 });
    expect([...out].sort((a, b) => a - b)).toEqual([out[0], out[2], out[1], out[3]]);
  });

  it('raises a comment of a report whose best comments score low, and lowers one where the best score high', () => {
    const low = calibrate([0.3, 0.3, 0.2], { top: 2, weight: 0.5 });
    const high = calibrate([0.999, 0.999, 0.2], { top: 2, weight: 0.5 });
    // the same 0.2 reads closer to its report's best in the first report than in the second
    expect(low[2]).toBeGreaterThan(high[2]!);
    expect(low[2]).toBeLessThan(0.2);
    expect(high[2]).toBeLessThan(0.2);
    // the best comments themselves keep their probability when all of them are the top
    expect(low[0]).toBeCloseTo(0.3, 6);
  });
});

describe('inReport: the summary reading', () => {
  const readings = [readingOf(['in-report-summary']), readingOf(['left-out-of-summary']), readingOf(['no-summary'])];

  it("raises only the comments the report's own summary repeats, by the shift in log-odds", () => {
    const out = inReport([0.2, 0.2, 0.2], readings, { summaryShift: 1 });
    expect(Math.log(out[0]! / (1 - out[0]!)) - Math.log(0.2 / 0.8)).toBeCloseTo(1, 6);
    expect(out[1]).toBeCloseTo(0.2, 6);
    expect(out[2]).toBeCloseTo(0.2, 6);
  });

  it('changes nothing without a shift', () => {
    expect(inReport([0.2, 0.3, 0.4], readings, {})).toEqual([0.2, 0.3, 0.4]);
  });
});
