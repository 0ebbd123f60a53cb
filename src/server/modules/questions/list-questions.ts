import { desc, eq } from 'drizzle-orm';
import type { QuestionHistory } from '@/contracts/questions';
import { suggestQuestions } from '@/analysis/questions/suggest-questions';
import type { Db } from '../../db/client';
import { reportQuestions } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { toQuestionAnswerDto } from './question-dto';
import { loadQuestionReport, loadReportQuestionData } from './question-report';

/** GET /api/reports/:id/questions: the report's questions and answers, newest first, and suggested questions. */
export const listQuestions = async ({
  db,
  viewer,
  reportId,
}: {
  db: Db;
  viewer: SessionUser;
  reportId: number;
}): Promise<QuestionHistory> => {
  const report = await loadQuestionReport(db, viewer, reportId);
  const { index, findings } = await loadReportQuestionData(db, report);
  const rows = await db
    .select()
    .from(reportQuestions)
    .where(eq(reportQuestions.reportId, report.id))
    .orderBy(desc(reportQuestions.createdAt), desc(reportQuestions.id));
  return {
    questions: rows.map((row) => toQuestionAnswerDto(row, findings)),
    suggestions: suggestQuestions(
      index.passages,
      findings.filter((f) => !f.excluded),
    ),
  };
};
