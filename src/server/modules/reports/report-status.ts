import { SCANNED_PDF_MESSAGE } from '@/analysis/extract/pdf-runs';
import { type FailureKind, type Stage, StageSchema, type ReportStatusResponse } from '@/contracts/reports';
import type { ReportRow } from './report-access';

/** Why a report failed, where the client's offer depends on it: a scan without text fails again on a retry. */
export const failureKindOf = (status: string, reason: string | null): FailureKind | null =>
  status !== 'failed' ? null : reason === SCANNED_PDF_MESSAGE ? 'scanned' : 'other';

export const asStage = (value: string): Stage => {
  const parsed = StageSchema.safeParse(value);
  return parsed.success ? parsed.data : 'queued';
};

/** GET /api/reports/:id/status */
export const toReportStatus = (row: ReportRow): ReportStatusResponse => ({
  status: row.status,
  stage: asStage(row.stage),
  failureReason: row.status === 'failed' ? row.failureReason : null,
  failureKind: failureKindOf(row.status, row.failureReason),
});
