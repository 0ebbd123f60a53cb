import { type Stage, StageSchema, type ReportStatusResponse } from '@/contracts/reports';
import type { ReportRow } from './report-access';

export const asStage = (value: string): Stage => {
  const parsed = StageSchema.safeParse(value);
  return parsed.success ? parsed.data : 'queued';
};

/** GET /api/reports/:id/status */
export const toReportStatus = (row: ReportRow): ReportStatusResponse => ({
  status: row.status,
  stage: asStage(row.stage),
  failureReason: row.status === 'failed' ? row.failureReason : null,
});
