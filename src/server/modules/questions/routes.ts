import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '@/contracts/common';
import {
  QUESTION_MESSAGES,
  QuestionAnswerSchema,
  QuestionHistorySchema,
  QuestionInputSchema,
  QuestionParamsSchema,
} from '@/contracts/questions';
import type { AppContext } from '../../context';
import { createConfiguredAnswerer } from '../../integrations/ai/llm-answer';
import { requireUser } from '../auth/guards';
import { askQuestion } from './ask-question';
import { deleteQuestion } from './delete-question';
import { listQuestions } from './list-questions';

/** Per user: a buyer reading through their report, not a script walking every report's text. */
export const QUESTION_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

const perUser = (request: FastifyRequest) => `questions:${request.user ? `user:${request.user.id}` : request.ip}`;

/** Ask the report (issue 20): questions answered from an unlocked report's own pages, with citations. */
export const questionRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const llm = createConfiguredAnswerer(ctx.config);

  r.get(
    '/api/reports/:id/questions',
    {
      config: { docs: { summary: "An unlocked report's questions and answers, and suggested questions" } },
      schema: { params: IdParamSchema, response: { 200: QuestionHistorySchema } },
    },
    async (request) => listQuestions({ db: ctx.db, viewer: requireUser(request), reportId: request.params.id }),
  );

  r.post(
    '/api/reports/:id/questions',
    {
      config: {
        docs: { summary: 'Ask a question about an unlocked report; answered from its pages, with citations' },
        rateLimit: {
          ...QUESTION_RATE_LIMIT,
          hook: 'preHandler',
          keyGenerator: perUser,
          errorResponseBuilder: () => ({ statusCode: 429, message: QUESTION_MESSAGES.rateLimited }),
        },
      },
      schema: { params: IdParamSchema, body: QuestionInputSchema, response: { 200: QuestionAnswerSchema } },
    },
    async (request) =>
      askQuestion({
        db: ctx.db,
        viewer: requireUser(request),
        reportId: request.params.id,
        question: request.body.question,
        llm,
        warn: (message, detail) => request.log.warn({ detail }, message),
      }),
  );

  r.delete(
    '/api/reports/:id/questions/:questionId',
    {
      config: { docs: { summary: 'Delete a question and its answer from the history' } },
      schema: { params: QuestionParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteQuestion({
        db: ctx.db,
        viewer: requireUser(request),
        reportId: request.params.id,
        questionId: request.params.questionId,
      });
      return reply.code(204).send(null);
    },
  );
};
