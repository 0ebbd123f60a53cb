import { desc, eq } from 'drizzle-orm';
import type { ReportListItem } from '@/contracts/reports';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import { computeSummary, lockSummary } from './compute-summary';
import { hasFullAccess, type Viewer } from './report-access';
import { asStage } from './report-status';
import { loadContractorCounts, loadSummaryRows } from './report-rows';

/** GET /api/reports: the viewer's own reports, newest first (the list paginates on the client, as the spec does). */
export const listReports = async ({ db, viewer }: { db: Db; viewer: Viewer }): Promise<ReportListItem[]> => {
  const rows = await db
    .select()
    .from(reports)
    .where(eq(reports.userId, viewer.id))
    .orderBy(desc(reports.uploadedAt), desc(reports.id));
  const completedIds = rows.filter((r) => r.status === 'completed').map((r) => r.id);
  const summaryRows = await loadSummaryRows(db, completedIds);
  const contractorCounts = await loadContractorCounts(db, completedIds);
  return rows.map((row) => {
    const full = hasFullAccess(row, viewer);
    const summary = computeSummary(row.status === 'completed' ? (summaryRows.get(row.id) ?? []) : []);
    return {
      id: row.id,
      filename: row.filename,
      uploadedAt: row.uploadedAt.toISOString(),
      status: row.status,
      stage: asStage(row.stage),
      failureReason: row.status === 'failed' ? row.failureReason : null,
      hasFullAccess: full,
      summary: full ? summary : lockSummary(summary),
      enhancedData: {
        propertyAddress: row.propertyAddress?.full ?? null,
        contractors: contractorCounts.get(row.id) ?? {},
      },
    };
  });
};
