import { z } from 'zod';
import { IdSchema, IsoDateSchema, text } from './common';

export const QUESTION_MAX_CHARS = 500;

export const QUESTION_MESSAGES = {
  empty: 'Type a question about the report.',
  tooLong: `Keep the question under ${QUESTION_MAX_CHARS} characters.`,
  locked: 'Unlock this report to ask questions about it.',
  notReady: 'The analysis has not finished yet.',
  notFound: 'Question not found.',
  rateLimited: 'You have asked many questions in a short time. Please wait a minute and try again.',
} as const;

export const QuestionInputSchema = z.object({
  question: text().trim().min(1, QUESTION_MESSAGES.empty).max(QUESTION_MAX_CHARS, QUESTION_MESSAGES.tooLong),
});

export const QuestionParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  questionId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A page of the report an answer rests on: the passage, verbatim, with the words that matched. */
export const QuestionCitationSchema = z.object({
  page: z.number().int(),
  heading: z.string().nullable(),
  quote: z.string(),
  /** [start, end) character ranges of `quote` to highlight */
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type QuestionCitation = z.infer<typeof QuestionCitationSchema>;

/** An age, size or material the report states ('50 gal'), with its page. */
export const QuestionFactSchema = z.object({
  kind: z.enum(['age', 'size', 'material']),
  subject: z.string(),
  value: z.string(),
  page: z.number().int(),
});

/** A finding of the report the answer relates to, with its cost range (per-unit × quantity, §9). */
export const QuestionFindingSchema = z.object({
  id: IdSchema,
  description: z.string(),
  severity: z.string(),
  page: z.number().int().nullable(),
  minCost: z.number().nullable(),
  maxCost: z.number().nullable(),
});

export const QuestionAnswerSchema = z.object({
  id: IdSchema,
  question: z.string(),
  answer: z.string(),
  citations: z.array(QuestionCitationSchema),
  /** ids of the related findings */
  findings: z.array(IdSchema),
  relatedFindings: z.array(QuestionFindingSchema),
  facts: z.array(QuestionFactSchema),
  /** 'llm' when a configured model wrote the answer from the cited passages; 'offline' otherwise */
  mode: z.enum(['offline', 'llm']),
  createdAt: IsoDateSchema,
});
export type QuestionAnswer = z.infer<typeof QuestionAnswerSchema>;

export const QuestionHistorySchema = z.object({
  /** newest first */
  questions: z.array(QuestionAnswerSchema),
  /** questions this report can answer, from its sections and findings */
  suggestions: z.array(z.string()),
});
export type QuestionHistory = z.infer<typeof QuestionHistorySchema>;
