import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContractorSearchRequestSchema,
  ContractorSearchResponseSchema,
  MessageContractorRequestSchema,
  MessageContractorResponseSchema,
  MessageContractorsRequestSchema,
  MessageContractorsResponseSchema,
  ReportMessageListSchema,
} from '@/contracts/contractors';
import { IdParamSchema } from '@/contracts/common';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { SMS_STATUS_PATH } from '../../integrations/sms/create-sms-provider';
import { requireUser } from '../auth/guards';
import { PUBLIC_ROUTE } from '../auth/route-access';
import { listReportMessages } from './list-report-messages';
import { messageOneContractor } from './message-one-contractor';
import { searchContractors } from './search-contractors';
import { sendContractorMessages } from './send-contractor-messages';
import { updateSmsStatus } from './update-sms-status';

const MAX_ID = 2_147_483_647;
const DeficiencyParamsSchema = z.object({
  reportId: z.coerce.number().int().positive().max(MAX_ID),
  deficiencyId: z.coerce.number().int().positive().max(MAX_ID),
});
const ContractorParamsSchema = z.object({ contractorId: z.string().min(1).max(300) });

export const RATE_LIMITED_MESSAGE = 'You have sent many messages in a short time. Please wait a while and try again.';

// per signed-in user (after the session hook), shared by both message routes
const perUser = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);

export const contractorRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // one budget for both message routes (route-level limits would count each route separately)
  const checkMessageLimit = app.createRateLimit({
    max: ctx.config.smsRateLimitPerHour,
    timeWindow: 60 * 60 * 1000,
    // a limiter without a route: its keys name the budget (http/rate-limit-store.ts)
    keyGenerator: (request) => `sms:${perUser(request)}`,
  });
  const limitMessages = async (request: FastifyRequest) => {
    const limit = await checkMessageLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw new AppError('rate_limited', RATE_LIMITED_MESSAGE);
  };

  r.post(
    '/api/contractors/search',
    {
      schema: { body: ContractorSearchRequestSchema, response: { 200: ContractorSearchResponseSchema } },
      config: { rateLimit: { max: 60, timeWindow: 60_000, hook: 'preHandler', keyGenerator: perUser } },
    },
    async (request) => {
      const user = requireUser(request);
      return searchContractors({ ctx, userId: user.id, input: request.body });
    },
  );

  r.post(
    '/api/reports/:reportId/deficiencies/:deficiencyId/message-contractors',
    {
      schema: {
        params: DeficiencyParamsSchema,
        body: MessageContractorsRequestSchema,
        response: { 200: MessageContractorsResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await limitMessages(request);
      const { contractorIds, ...rest } = request.body;
      return sendContractorMessages({ ctx, user, input: { ...request.params, ...rest }, contractorIds });
    },
  );

  r.post(
    '/api/contractors/:contractorId/message',
    {
      schema: {
        params: ContractorParamsSchema,
        body: MessageContractorRequestSchema,
        response: { 200: MessageContractorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await limitMessages(request);
      return messageOneContractor({ ctx, user, contractorId: request.params.contractorId, input: request.body });
    },
  );

  r.get(
    '/api/reports/:id/messages',
    {
      config: { docs: { summary: 'The texts sent to contractors about a report: to whom, when, and their status' } },
      schema: { params: IdParamSchema, response: { 200: ReportMessageListSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return listReportMessages({ db: ctx.db, user, reportId: request.params.id });
    },
  );

  // Twilio posts delivery statuses form-encoded; this parser is scoped to this module's routes
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  r.post(
    SMS_STATUS_PATH,
    // Twilio's signature authenticates the caller
    { schema: { body: z.record(z.string(), z.string()), response: { 204: z.null() } }, config: PUBLIC_ROUTE },
    async (request, reply) => {
      const verify = ctx.providers.sms.verifyStatusCallback;
      if (!verify) throw new AppError('not_found', 'SMS status callbacks are not enabled.');
      const signature = request.headers['x-twilio-signature'];
      const valid = verify({
        signature: typeof signature === 'string' ? signature : undefined,
        url: `${ctx.config.appUrl}${SMS_STATUS_PATH}`,
        params: request.body,
      });
      if (!valid) throw new AppError('forbidden', 'Invalid signature.');
      await updateSmsStatus({ db: ctx.db, params: request.body });
      return reply.code(204).send(null);
    },
  );
};
