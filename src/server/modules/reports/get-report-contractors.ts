import type { ReportContractors } from '@/contracts/reports';
import type { Db } from '../../db/client';
import type { SessionUser } from '../auth/sessions';
import { asTrade, toContractorDto } from './deficiency-dto';
import { markContractorsViewed } from './get-report-analysis';
import { hasFullAccess, loadOwnedReport } from './report-access';
import { loadDeficiencyRows, loadMatchRows } from './report-rows';

/**
 * GET /api/reports/:id/contractors: each deficiency's matched contractors in rank order. Contractor details are
 * part of full access: a locked (or unfinished) report answers an empty list.
 */
export const getReportContractors = async ({
  db,
  viewer,
  reportId,
}: {
  db: Db;
  viewer: SessionUser;
  reportId: number;
}): Promise<ReportContractors> => {
  const report = await loadOwnedReport(db, viewer, reportId);
  if (report.status !== 'completed' || !hasFullAccess(report, viewer)) return { deficiencyContractors: [] };
  const rows = await loadDeficiencyRows(db, report.id);
  const matches = await loadMatchRows(db, report.id);
  const deficiencyContractors = rows.map((row) => {
    const seen = new Set<string>();
    const contractors = matches
      .filter((m) => m.deficiencyId === row.id)
      .filter((m) => !seen.has(m.contractorId) && seen.add(m.contractorId))
      .map((m) => toContractorDto(m.contractor, m.trade));
    return { deficiencyId: row.id, trade: asTrade(row.trade), contractorCount: contractors.length, contractors };
  });
  if (matches.length > 0 && viewer.id === report.userId) await markContractorsViewed(db, report.id);
  return { deficiencyContractors };
};
