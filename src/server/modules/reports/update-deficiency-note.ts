import { eq } from 'drizzle-orm';
import type { NoteUpdate } from '@/contracts/report-edits';
import type { DeficiencyUpdateResponse } from '@/contracts/reports';
import type { Db } from '../../db/client';
import { deficiencies } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { deficiencyUpdateResponse, loadEditableDeficiency } from './editable-deficiency';
import { changeReportFindings } from './list-summary';

/** PUT /api/deficiencies/:id/note {note}: the owner's private note on a finding; an empty one removes it. */
export const updateDeficiencyNote = async ({
  db,
  viewer,
  deficiencyId,
  input,
}: {
  db: Db;
  viewer: SessionUser;
  deficiencyId: number;
  input: NoteUpdate;
}): Promise<DeficiencyUpdateResponse> => {
  const { deficiency } = await loadEditableDeficiency(db, viewer, deficiencyId);
  const note = input.note || null;
  const [updated] = await changeReportFindings(db, deficiency.reportId, (tx) =>
    tx
      .update(deficiencies)
      // editedAt: a re-analysis carries the note over to the same finding (carry-over-edits.ts)
      .set({ note, editedAt: new Date() })
      .where(eq(deficiencies.id, deficiency.id))
      .returning(),
  );
  return deficiencyUpdateResponse(db, updated ?? { ...deficiency, note });
};
