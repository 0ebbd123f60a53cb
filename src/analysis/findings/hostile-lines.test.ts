import { describe, expect, it } from 'vitest';
import { analyzeReport } from '../analyze-report';

// Lines a hostile (or broken) text report can contain: the finder's patterns must stay linear in the line's length,
// or one upload blocks the worker's event loop for minutes.

const analyzeText = (text: string) => analyzeReport({ data: new TextEncoder().encode(text), kind: 'text' });

const REPORT = [
  'RESIDENTIAL INSPECTION - 12 Alder Way, Boise, ID 83702',
  'PLUMBING',
  'Deficient: The water heater relief valve drips onto the floor. Recommend a plumber replace the valve.',
];

describe('finder on hostile lines', () => {
  it('reads a 200,000-dot line in linear time (the dot-leader pattern was quadratic: ~2 minutes)', async () => {
    const started = performance.now();
    const result = await analyzeText([...REPORT, '.'.repeat(200_000), 'Page 2'].join('\n'));
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(result.deficiencies.some((d) => /relief valve/i.test(d.quote))).toBe(true);
  });

  it('still skips a table-of-contents line with a dot leader', async () => {
    const toc = 'Water heater relief valve leaking ........ 14';
    const result = await analyzeText([...REPORT, toc].join('\n'));
    expect(result.deficiencies.some((d) => d.quote.includes('........'))).toBe(false);
  });
});
