import { afterAll, describe, expect, it } from 'vitest';
import type { EngineStage } from '@/analysis/types';
import { loadConfig } from '../config';
import { pdfStream, simplePdf } from '@/testing/reliability/raw-pdf';
import {
  ANALYSIS_TOO_COMPLEX_MESSAGE,
  ANALYSIS_TOO_LONG_MESSAGE,
  analyzeInChildProcess,
  stopAnalysisProcesses,
} from './analysis-process';

const LINES = [
  'ELECTRICAL',
  'Deficient: Open junction box in the attic; exposed splices are a shock hazard. Recommend an electrician.',
];

const configWith = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

/** Measures the longest gap between ticks of a 20 ms timer: how long the event loop was held. */
const watchEventLoop = () => {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 20);
  return () => {
    clearInterval(timer);
    return worst;
  };
};

describe('the analysis engine in a child process', { timeout: 60_000 }, () => {
  afterAll(() => stopAnalysisProcesses());

  it('analyses a report and reports the stages in order', async () => {
    const stages: EngineStage[] = [];
    const result = await analyzeInChildProcess(
      { data: new TextEncoder().encode(LINES.join('\n')), kind: 'text' },
      {
        config: configWith({}),
        onStage: async (stage) => {
          stages.push(stage);
        },
      },
    );
    expect(stages).toEqual(['extracting', 'analyzing', 'pricing']);
    expect(result.deficiencies.map((d) => d.category)).toContain('electrical');
  });

  it('stops a PDF that holds pdf.js for minutes, at the limit, with the event loop free meanwhile', async () => {
    // 60,000 unbalanced `q` operators: pdf.js works on this one page for minutes without yielding
    const pdf = simplePdf(LINES, { contents: '[6 0 R 4 0 R]', extra: [pdfStream('', 'q '.repeat(60_000))] });
    const stop = watchEventLoop();
    const started = performance.now();
    await expect(
      analyzeInChildProcess(
        { data: pdf, kind: 'pdf' },
        { config: configWith({ ANALYSIS_COMPUTE_LIMIT_SECONDS: '3' }) },
      ),
    ).rejects.toMatchObject({ name: 'AnalysisError', code: 'timeout', message: ANALYSIS_TOO_LONG_MESSAGE });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(2_900);
    expect(elapsed).toBeLessThan(6_000);
    expect(stop()).toBeLessThan(1_000);
  });

  it('fails a report whose engine heap passes the memory limit, and the next report still runs', async () => {
    // a few hundred KB inflating to 48 MB of `q Q` operators: millions of objects in the engine's heap
    const bomb = simplePdf(LINES, {
      contents: '[4 0 R 6 0 R]',
      extra: [pdfStream('', Buffer.alloc(48 * 1024 * 1024, 'q Q '), { deflate: true })],
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const config = configWith({ ANALYSIS_MEMORY_LIMIT_MB: '128', ANALYSIS_COMPUTE_LIMIT_SECONDS: '60' });
    await expect(analyzeInChildProcess({ data: bomb, kind: 'pdf' }, { config })).rejects.toMatchObject({
      name: 'AnalysisError',
      message: ANALYSIS_TOO_COMPLEX_MESSAGE,
    });
    const next = await analyzeInChildProcess(
      { data: new TextEncoder().encode(LINES.join('\n')), kind: 'text' },
      { config },
    );
    expect(next.deficiencies.length).toBeGreaterThan(0);
  });

  it('stops computing when the run is superseded (a stage write refuses)', async () => {
    const superseded = new Error('superseded');
    await expect(
      analyzeInChildProcess(
        { data: new TextEncoder().encode(LINES.join('\n')), kind: 'text' },
        {
          config: configWith({}),
          onStage: async () => {
            throw superseded;
          },
        },
      ),
    ).rejects.toBe(superseded);
  });

  it('passes on the engine’s own reasons for unreadable files', async () => {
    await expect(
      analyzeInChildProcess(
        { data: Buffer.from('%PDF-1.7\nnot really a pdf at all'), kind: 'pdf' },
        { config: configWith({}) },
      ),
    ).rejects.toMatchObject({ name: 'AnalysisError', code: 'corrupt' });
  });

  it('is cancelled by its signal', async () => {
    const pdf = simplePdf(LINES, { contents: '[6 0 R 4 0 R]', extra: [pdfStream('', 'q '.repeat(60_000))] });
    await expect(
      analyzeInChildProcess({ data: pdf, kind: 'pdf' }, { config: configWith({}), signal: AbortSignal.timeout(1_500) }),
    ).rejects.toMatchObject({ name: 'AnalysisError', code: 'timeout' });
  });
  it('is cancelled by a signal that fires while its process is still starting', async () => {
    await stopAnalysisProcesses();
    const controller = new AbortController();
    const run = analyzeInChildProcess(
      { data: new TextEncoder().encode(LINES.join('\n')), kind: 'text' },
      { config: configWith({}), signal: controller.signal },
    );
    setImmediate(() => controller.abort());
    await expect(run).rejects.toMatchObject({ name: 'AnalysisError', code: 'timeout' });
  });
});
