import { eq } from 'drizzle-orm';
import type { DeficiencyUpdateResponse, ExclusionUpdate } from '@/contracts/reports';
import type { Db } from '../../db/client';
import { deficiencies } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { deficiencyUpdateResponse, loadEditableDeficiency } from './editable-deficiency';
import { changeReportFindings } from './list-summary';

/**
 * PATCH /api/deficiencies/:id {excluded}: stored on the finding, so an exclusion survives a reload and leaves the
 * finding out of the summary, the totals and the download (the spec kept exclusions on the page only).
 */
export const setDeficiencyExclusion = async ({
  db,
  viewer,
  deficiencyId,
  input,
}: {
  db: Db;
  viewer: SessionUser;
  deficiencyId: number;
  input: ExclusionUpdate;
}): Promise<DeficiencyUpdateResponse> => {
  const { deficiency } = await loadEditableDeficiency(db, viewer, deficiencyId);
  const [updated] = await changeReportFindings(db, deficiency.reportId, (tx) =>
    tx
      .update(deficiencies)
      // editedAt: a re-analysis carries the user's edit over (save-analysis-result.ts)
      .set({ excluded: input.excluded, editedAt: new Date() })
      .where(eq(deficiencies.id, deficiency.id))
      .returning(),
  );
  return deficiencyUpdateResponse(db, updated ?? { ...deficiency, excluded: input.excluded });
};
