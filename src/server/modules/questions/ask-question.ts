import type { QuestionAnswer } from '@/contracts/questions';
import { answerOffline, rankPassages } from '@/analysis/questions/answer-offline';
import type { Db } from '../../db/client';
import { reportQuestions, type StoredAnswer } from '../../db/schema';
import type { LlmAnswerer } from '../../integrations/ai/llm-answer';
import type { SessionUser } from '../auth/sessions';
import { toQuestionAnswerDto } from './question-dto';
import { loadQuestionReport, loadReportQuestionData } from './question-report';

/** Passages an LLM is given: enough context for a short answer, small enough for a quick reply. */
const LLM_PASSAGES = 6;

/**
 * POST /api/reports/:id/questions: answered from the report's own passages and findings, and kept in the history.
 * With a provider configured the model writes the answer from the best passages; an answer it cannot back with a
 * verified quote, or any provider error, gives the offline answer instead.
 */
export const askQuestion = async ({
  db,
  viewer,
  reportId,
  question,
  llm,
  warn,
}: {
  db: Db;
  viewer: SessionUser;
  reportId: number;
  question: string;
  llm: LlmAnswerer | null;
  warn?: (message: string, detail?: unknown) => void;
}): Promise<QuestionAnswer> => {
  const report = await loadQuestionReport(db, viewer, reportId);
  const { index, findings } = await loadReportQuestionData(db, report);
  const offline = answerOffline(index, question);
  let mode: 'offline' | 'llm' = 'offline';
  let answer = offline.answer;
  let citations = offline.citations;
  if (llm && offline.matched && offline.citations.length) {
    try {
      const written = await llm.answer(question, rankPassages(index, question, LLM_PASSAGES));
      if (written) {
        mode = 'llm';
        answer = written.answer;
        citations = written.citations;
      }
    } catch (error) {
      warn?.('llm answer failed; answering offline', { error: (error as Error).message });
    }
  }
  const details: StoredAnswer = { citations, findings: offline.findingIds, facts: offline.facts };
  const [row] = await db
    .insert(reportQuestions)
    .values({ reportId: report.id, userId: report.userId, question, answer, details, mode })
    .returning();
  return toQuestionAnswerDto(row!, findings);
};
