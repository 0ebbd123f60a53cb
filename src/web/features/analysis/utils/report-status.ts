import type { Stage } from '@/contracts/reports';

// The status line of the analysis page (platform §4): green completed, pulsing yellow processing, red otherwise.

export type StatusTone = 'completed' | 'processing' | 'other';

export const statusTone = (status: string): StatusTone =>
  status === 'completed' ? 'completed' : status === 'processing' ? 'processing' : 'other';

const STATUS_TEXT: Record<string, string> = {
  completed: 'Analysis Complete',
  processing: 'Analyzing...',
  failed: 'Analysis Failed',
};

/** The list's words for the three statuses; any other status is shown as it is. */
export const statusText = (status: string): string => STATUS_TEXT[status] ?? status;

export const STAGE_TEXT: Record<Stage, string> = {
  queued: 'Waiting to start',
  restarting: 'Restarting analysis',
  extracting: 'Extracting text',
  ocr: 'Reading scanned pages',
  analyzing: 'AI analyzing deficiencies',
  pricing: 'Generating cost estimates',
  matching: 'Finding contractor matches',
  done: 'Finishing up',
};
