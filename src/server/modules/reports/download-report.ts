import { and, eq, isNull } from 'drizzle-orm';
import { detailDownloadName } from '@/contracts/analysis-display';
import type { Contractor } from '@/contracts/contractors';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import { AppError } from '../../errors';
import type { SessionUser } from '../auth/sessions';
import { computeSummary } from './compute-summary';
import { compareDeficiencies, groupByCategory, toContractorDto, toDeficiencyDto } from './deficiency-dto';
import { renderAnalysisHtml } from './render-analysis-html';
import { hasFullAccess, loadOwnedReport } from './report-access';
import { loadDeficiencyRows, loadMatchRows, toSummaryRow } from './report-rows';

export const DOWNLOAD_NOT_COMPLETED = 'The report can be downloaded once its analysis has completed.';
export const DOWNLOAD_LOCKED = 'Unlock this report with 1 credit to download it.';

/**
 * GET /api/reports/:id/download: the analysis as one printable HTML file, built from the stored analysis (so it
 * works after the upload purge — lifetime access). Owner or admin; completed (409) and unlocked (403). Excluded
 * findings are left out. The owner's download marks `downloaded_at` (onboarding's 'download' step).
 */
export const downloadReport = async ({
  db,
  viewer,
  reportId,
  now = new Date(),
}: {
  db: Db;
  viewer: SessionUser;
  reportId: number;
  now?: Date;
}): Promise<{ html: string; filename: string }> => {
  const report = await loadOwnedReport(db, viewer, reportId);
  if (report.status !== 'completed') throw new AppError('conflict', DOWNLOAD_NOT_COMPLETED);
  if (!hasFullAccess(report, viewer)) throw new AppError('forbidden', DOWNLOAD_LOCKED);

  const rows = await loadDeficiencyRows(db, report.id);
  const matches = await loadMatchRows(db, report.id);
  const contractors = new Map<string, Contractor>();
  const idsByDeficiency = new Map<number, string[]>();
  for (const match of [...matches].sort((a, b) => a.rank - b.rank)) {
    if (!contractors.has(match.contractorId))
      contractors.set(match.contractorId, toContractorDto(match.contractor, match.trade));
    const ids = idsByDeficiency.get(match.deficiencyId) ?? [];
    if (!ids.includes(match.contractorId)) ids.push(match.contractorId);
    idsByDeficiency.set(match.deficiencyId, ids);
  }
  const included = rows
    .filter((row) => !row.excluded)
    .sort(compareDeficiencies)
    .map((row) => toDeficiencyDto(row, idsByDeficiency.get(row.id)));

  const html = renderAnalysisHtml({
    report: { id: report.id, filename: report.filename, uploadedAt: report.uploadedAt },
    propertyAddress: report.propertyAddress?.full ?? null,
    inspectionDate: report.inspectionDate,
    generatedAt: now,
    summary: computeSummary(rows.map(toSummaryRow)),
    deficiencies: groupByCategory(included),
    excludedCount: rows.length - included.length,
    contractors,
  });

  if (viewer.id === report.userId) {
    await db
      .update(reports)
      .set({ downloadedAt: now })
      .where(and(eq(reports.id, report.id), isNull(reports.downloadedAt)));
  }
  return { html, filename: detailDownloadName(report.id, now.toISOString().slice(0, 10)) };
};
