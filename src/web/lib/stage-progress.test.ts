import { describe, expect, it } from 'vitest';
import { PROGRESS_CAP, STAGE_PHASES, stageProgress } from './stage-progress';

describe('stageProgress', () => {
  it('shows the spec phase labels for the real stages, in increasing order', () => {
    expect(stageProgress('extracting').label).toBe('Extracting text...');
    expect(stageProgress('analyzing').label).toBe('AI analyzing deficiencies...');
    expect(stageProgress('pricing').label).toBe('Generating cost estimates...');
    expect(stageProgress('matching').label).toBe('Finding contractor matches...');
    const order = (['queued', 'extracting', 'analyzing', 'pricing', 'matching'] as const).map(
      (s) => stageProgress(s).percent,
    );
    expect(order).toEqual([5, 20, 40, 70, 85]);
  });

  it('counts the scanned pages OCR has read, between text extraction and analysis', () => {
    expect(stageProgress('ocr', 'processing', { done: 12, total: 30 })).toEqual({
      label: 'Reading scanned pages (12 of 30)...',
      percent: 28,
    });
    expect(stageProgress('ocr', 'processing', { done: 0, total: 4 }).percent).toBe(20);
    expect(stageProgress('ocr', 'processing', { done: 4, total: 4 }).percent).toBe(40);
    expect(stageProgress('ocr').label).toBe('Reading scanned pages...');
  });

  it("says 'Restarting analysis' when the analysis is queued again after its worker died", () => {
    expect(stageProgress('restarting')).toEqual({ label: 'Restarting analysis...', percent: 5 });
  });

  it('never shows more than 95% while processing, and 100% once completed', () => {
    expect(stageProgress('done', 'processing').percent).toBe(PROGRESS_CAP);
    expect(stageProgress('matching', 'completed')).toEqual(STAGE_PHASES.done);
    expect(stageProgress(undefined).label).toBe('Waiting to start...');
  });
});
