import {
  type ReportStatusResponse,
  type Stage,
  type StageProgress,
  StageProgressSchema,
  StageSchema,
} from '@/contracts/reports';
import type { ReportRow } from './report-access';

export const asStage = (value: string): Stage => {
  const parsed = StageSchema.safeParse(value);
  return parsed.success ? parsed.data : 'queued';
};

/** The stored progress of a processing report's stage, when it is one that counts (otherwise nothing). */
export const asStageProgress = (status: string, value: unknown): { stageProgress?: StageProgress } => {
  if (status !== 'processing' || value == null) return {};
  const parsed = StageProgressSchema.safeParse(value);
  return parsed.success ? { stageProgress: parsed.data } : {};
};

/** GET /api/reports/:id/status */
export const toReportStatus = (row: ReportRow): ReportStatusResponse => ({
  status: row.status,
  stage: asStage(row.stage),
  ...asStageProgress(row.status, row.stageProgress),
  failureReason: row.status === 'failed' ? row.failureReason : null,
});
