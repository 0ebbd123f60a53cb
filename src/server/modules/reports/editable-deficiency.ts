import { asc, eq } from 'drizzle-orm';
import type { DeficiencyUpdateResponse } from '@/contracts/reports';
import type { Db } from '../../db/client';
import { deficiencies, deficiencyContractors, reports } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { SessionUser } from '../auth/sessions';
import { computeSummary } from './compute-summary';
import { type DeficiencyRow, toDeficiencyDto } from './deficiency-dto';
import { hasFullAccess, type ReportRow } from './report-access';
import { loadDeficiencyRows, toSummaryRow } from './report-rows';

export const DEFICIENCY_NOT_FOUND = 'Finding not found.';
export const EDIT_LOCKED_MESSAGE = 'Unlock this report with 1 credit to change its findings.';
export const EDIT_NOT_COMPLETED_MESSAGE =
  'This report is being analyzed. Its findings can be changed once the analysis has finished.';

/**
 * A finding the viewer may change (exclusion, quantity): their own report only — someone else's finding answers
 * 404 like a missing one, admins included, since these edits change the owner's report — completed (409
 * otherwise: a re-analysis replaces the findings) and unlocked (403).
 */
export const loadEditableDeficiency = async (
  db: Db,
  viewer: SessionUser,
  deficiencyId: number,
): Promise<{ deficiency: DeficiencyRow; report: ReportRow }> => {
  const [row] = await db
    .select({ deficiency: deficiencies, report: reports })
    .from(deficiencies)
    .innerJoin(reports, eq(reports.id, deficiencies.reportId))
    .where(eq(deficiencies.id, deficiencyId))
    .limit(1);
  if (!row || row.report.userId !== viewer.id) throw notFound(DEFICIENCY_NOT_FOUND);
  if (row.report.status !== 'completed') throw new AppError('conflict', EDIT_NOT_COMPLETED_MESSAGE);
  if (!hasFullAccess(row.report, viewer)) throw new AppError('forbidden', EDIT_LOCKED_MESSAGE);
  return row;
};

/** `{deficiency, summary}` after a change: the finding as the analysis sends it, and the report's new summary. */
export const deficiencyUpdateResponse = async (db: Db, updated: DeficiencyRow): Promise<DeficiencyUpdateResponse> => {
  const matches = await db
    .select({ contractorId: deficiencyContractors.contractorId })
    .from(deficiencyContractors)
    .where(eq(deficiencyContractors.deficiencyId, updated.id))
    .orderBy(asc(deficiencyContractors.rank), asc(deficiencyContractors.id));
  const contractorIds = [...new Set(matches.map((m) => m.contractorId))];
  const rows = await loadDeficiencyRows(db, updated.reportId);
  return {
    // only the owner edits (loadEditableDeficiency), so the note is theirs to see
    deficiency: toDeficiencyDto(updated, contractorIds, { withNote: true }),
    summary: computeSummary(rows.map(toSummaryRow)),
  };
};
