import { and, eq } from 'drizzle-orm';
import { QUESTION_MESSAGES } from '@/contracts/questions';
import type { Db } from '../../db/client';
import { reportQuestions } from '../../db/schema';
import { notFound } from '../../errors';
import type { SessionUser } from '../auth/sessions';
import { loadOwnedReport } from '../reports/report-access';

/** DELETE /api/reports/:id/questions/:questionId: one entry of the history. */
export const deleteQuestion = async ({
  db,
  viewer,
  reportId,
  questionId,
}: {
  db: Db;
  viewer: SessionUser;
  reportId: number;
  questionId: number;
}): Promise<void> => {
  const report = await loadOwnedReport(db, viewer, reportId);
  const deleted = await db
    .delete(reportQuestions)
    .where(and(eq(reportQuestions.id, questionId), eq(reportQuestions.reportId, report.id)))
    .returning({ id: reportQuestions.id });
  if (deleted.length === 0) throw notFound(QUESTION_MESSAGES.notFound);
};
