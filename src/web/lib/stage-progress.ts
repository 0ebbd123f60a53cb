import type { Stage, StageProgress } from '@/contracts/reports';

/**
 * Where an analysis is, from the stage the server stores as the job runs (API.md Stage), with the spec's phase
 * labels (report-lifecycle §4). Percentages follow the reports list's phase points (20, 40, 70, 85); a report still
 * processing never shows more than 95%.
 */
export const STAGE_PHASES: Record<Stage, { label: string; percent: number }> = {
  queued: { label: 'Waiting to start...', percent: 5 },
  // the worker running it died: queued again, from the start
  restarting: { label: 'Restarting analysis...', percent: 5 },
  extracting: { label: 'Extracting text...', percent: 20 },
  // a scanned report: its pages read by OCR, counted (the label gains "(12 of 30)"), between 20% and 40%
  ocr: { label: 'Reading scanned pages...', percent: 20 },
  analyzing: { label: 'AI analyzing deficiencies...', percent: 40 },
  pricing: { label: 'Generating cost estimates...', percent: 70 },
  matching: { label: 'Finding contractor matches...', percent: 85 },
  done: { label: 'Analysis complete', percent: 100 },
};

export const PROGRESS_CAP = 95;

const OCR_SPAN = STAGE_PHASES.analyzing.percent - STAGE_PHASES.ocr.percent;

/** The label and percentage to show for a report's stage while it is processing (capped at 95%). */
export const stageProgress = (
  stage: Stage | null | undefined,
  status: string = 'processing',
  progress?: StageProgress | null,
) => {
  if (status === 'completed') return STAGE_PHASES.done;
  const phase = STAGE_PHASES[stage ?? 'queued'] ?? STAGE_PHASES.queued;
  if (stage === 'ocr' && progress && progress.total > 0) {
    const done = Math.min(progress.done, progress.total);
    return {
      label: `Reading scanned pages (${done} of ${progress.total})...`,
      percent: phase.percent + Math.floor((OCR_SPAN * done) / progress.total),
    };
  }
  return { label: phase.label, percent: Math.min(PROGRESS_CAP, phase.percent) };
};

/** API.md copy decision: durations state what we measure (median ~1 s, slowest dev-corpus report ~5 s). */
export const ANALYSIS_TIME_HINT = 'Most reports are analyzed in under a minute.';
