import { eq } from 'drizzle-orm';
import { REPORT_EDIT_MESSAGES } from '@/contracts/report-edits';
import type { Summary } from '@/contracts/reports';
import type { Db } from '../../db/client';
import { deficiencies } from '../../db/schema';
import { AppError } from '../../errors';
import type { SessionUser } from '../auth/sessions';
import { computeSummary } from './compute-summary';
import { USER_FINDING_SOURCE } from './deficiency-dto';
import { loadEditableDeficiency } from './editable-deficiency';
import { changeReportFindings } from './list-summary';
import { loadDeficiencyRows, toSummaryRow } from './report-rows';

/**
 * DELETE /api/deficiencies/:id: a finding the owner added goes (its contractor matches with it; a repair request
 * keeps its own copy). The engine's findings are excluded instead, so the report's own content stays.
 */
export const deleteUserFinding = async ({
  db,
  viewer,
  deficiencyId,
}: {
  db: Db;
  viewer: SessionUser;
  deficiencyId: number;
}): Promise<{ summary: Summary }> => {
  const { deficiency } = await loadEditableDeficiency(db, viewer, deficiencyId);
  if (deficiency.source !== USER_FINDING_SOURCE) throw new AppError('conflict', REPORT_EDIT_MESSAGES.notAddedByUser);
  await changeReportFindings(db, deficiency.reportId, (tx) =>
    tx.delete(deficiencies).where(eq(deficiencies.id, deficiency.id)),
  );
  const rows = await loadDeficiencyRows(db, deficiency.reportId);
  return { summary: computeSummary(rows.map(toSummaryRow)) };
};
