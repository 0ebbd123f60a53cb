import type { QuestionAnswer } from '@/contracts/questions';
import type { reportQuestions } from '../../db/schema';

type QuestionRow = typeof reportQuestions.$inferSelect;
export type RelatedFinding = QuestionAnswer['relatedFindings'][number];

export const toQuestionAnswerDto = (row: QuestionRow, related: RelatedFinding[]): QuestionAnswer => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  citations: row.details.citations,
  findings: row.details.findings,
  relatedFindings: related.filter((f) => row.details.findings.includes(f.id)),
  facts: row.details.facts,
  mode: row.mode === 'llm' ? 'llm' : 'offline',
  createdAt: row.createdAt.toISOString(),
});
