import { SCANNED_PDF_MESSAGES } from '@/analysis/extract/pdf-runs';
import {
  type FailureKind,
  type ReportStatusResponse,
  type Stage,
  type StageProgress,
  StageProgressSchema,
  StageSchema,
} from '@/contracts/reports';
import type { ReportRow } from './report-access';

/** Why a report failed, where the client's offer depends on it: a scan without text fails again on a retry. */
export const failureKindOf = (status: string, reason: string | null): FailureKind | null =>
  status !== 'failed' ? null : reason !== null && SCANNED_PDF_MESSAGES.includes(reason) ? 'scanned' : 'other';

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
  failureKind: failureKindOf(row.status, row.failureReason),
});
