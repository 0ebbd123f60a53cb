import { eq } from 'drizzle-orm';
import type { AdminFullReport } from '@/contracts/admin';
import type { Db } from '../../db/client';
import { reports, users } from '../../db/schema';
import { notFound } from '../../errors';
import { computeSummary } from '../reports/compute-summary';
import { compareDeficiencies, toDeficiencyDto } from '../reports/deficiency-dto';
import { contractorsByTrade } from '../reports/get-report-analysis';
import { REPORT_NOT_FOUND } from '../reports/report-access';
import { loadDeficiencyRows, loadMatchRows, type MatchRow, toSummaryRow } from '../reports/report-rows';

const contractorIdsByDeficiency = (matches: MatchRow[]): Map<number, string[]> => {
  const ids = new Map<number, string[]>();
  for (const match of [...matches].sort((a, b) => a.rank - b.rank)) {
    const list = ids.get(match.deficiencyId) ?? [];
    if (!list.includes(match.contractorId)) list.push(match.contractorId);
    ids.set(match.deficiencyId, list);
  }
  return ids;
};

/**
 * GET /api/admin/reports/:id/full: any user's report in full, whatever its lock, through the reports module's
 * mapping (summary over non-excluded findings, deficiencies critical → major → minor, contractors by trade).
 * Like the owner's analysis, findings are shown only once the report is completed.
 */
export const getAdminFullReport = async ({ db, reportId }: { db: Db; reportId: number }): Promise<AdminFullReport> => {
  const [row] = await db
    .select({
      report: reports,
      user: {
        id: users.id,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .where(eq(reports.id, reportId))
    .limit(1);
  if (!row) throw notFound(REPORT_NOT_FOUND);
  const { report, user } = row;
  const completed = report.status === 'completed';
  const rows = completed ? await loadDeficiencyRows(db, report.id) : [];
  const matches = completed ? await loadMatchRows(db, report.id) : [];
  const ids = contractorIdsByDeficiency(matches);
  return {
    report: {
      id: report.id,
      filename: report.filename,
      uploadedAt: report.uploadedAt.toISOString(),
      propertyAddress: report.propertyAddress?.full ?? null,
      status: report.status,
      inspectionDate: report.inspectionDate,
      failureReason: report.status === 'failed' ? report.failureReason : null,
      unlockedAt: report.unlockedAt?.toISOString() ?? null,
    },
    user,
    analysis: {
      summary: computeSummary(rows.map(toSummaryRow)),
      deficiencies: [...rows].sort(compareDeficiencies).map((d) => toDeficiencyDto(d, ids.get(d.id))),
      contractors: contractorsByTrade(matches),
    },
  };
};
