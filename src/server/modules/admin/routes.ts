import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminCostMatchQuerySchema,
  AdminCostMatchResponseSchema,
  AdminCreditGrantResponseSchema,
  AdminCreditGrantSchema,
  AdminEmailListSchema,
  AdminFullReportSchema,
  AdminListQuerySchema,
  AdminMessageListSchema,
  AdminReportListSchema,
  AdminStatsSchema,
  AdminUserListSchema,
} from '@/contracts/admin';
import { IdParamSchema } from '@/contracts/common';
import { RetryResponseSchema } from '@/contracts/reports';
import type { AppContext } from '../../context';
import { grantCredits } from '../credits/grant-credits';
import { retryReport } from '../reports/retry-report';
import { requireAdminViewer } from './admin-viewer';
import { getAdminFullReport } from './get-admin-full-report';
import { getAdminStats } from './get-admin-stats';
import { listAdminReports } from './list-admin-reports';
import { listAdminUsers } from './list-admin-users';
import { listOutboxEmails } from './list-outbox-emails';
import { listOutboxMessages } from './list-outbox-messages';
import { matchCost } from './match-cost';

// Admin endpoints (API.md § Admin). Every handler starts with requireAdminViewer: a session with the admin role, or
// the ADMIN_API_TOKEN bearer. PUT /api/admin/maintenance lives with the maintenance switch in the site module.
// Responses go through their contract schemas, so no password hash or session token can leave the server.
export const adminRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  // authorise before the body and query are parsed and validated: a stranger learns nothing, not even a 400
  app.addHook('onRequest', async (request) => {
    requireAdminViewer(request, ctx.config);
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  r.get(
    '/api/admin/reports',
    { schema: { querystring: AdminListQuerySchema, response: { 200: AdminReportListSchema } } },
    async (request, reply) => {
      requireAdminViewer(request, ctx.config);
      reply.headers(noStore);
      return listAdminReports({ db: ctx.db, query: request.query });
    },
  );

  r.get(
    '/api/admin/users',
    { schema: { querystring: AdminListQuerySchema, response: { 200: AdminUserListSchema } } },
    async (request, reply) => {
      requireAdminViewer(request, ctx.config);
      reply.headers(noStore);
      return listAdminUsers({ db: ctx.db, query: request.query });
    },
  );

  r.get('/api/admin/stats', { schema: { response: { 200: AdminStatsSchema } } }, async (request, reply) => {
    requireAdminViewer(request, ctx.config);
    reply.headers(noStore);
    return getAdminStats({ db: ctx.db });
  });

  r.get(
    '/api/admin/reports/:id/full',
    { schema: { params: IdParamSchema, response: { 200: AdminFullReportSchema } } },
    async (request, reply) => {
      requireAdminViewer(request, ctx.config);
      reply.headers(noStore);
      return getAdminFullReport({ db: ctx.db, reportId: request.params.id });
    },
  );

  r.post(
    '/api/admin/reports/:id/retry',
    { schema: { params: IdParamSchema, response: { 200: RetryResponseSchema } } },
    async (request) => {
      const viewer = requireAdminViewer(request, ctx.config);
      return retryReport({ ctx, viewer, reportId: request.params.id });
    },
  );

  r.post(
    '/api/admin/users/:id/credits',
    {
      schema: {
        params: IdParamSchema,
        body: AdminCreditGrantSchema,
        response: { 200: AdminCreditGrantResponseSchema },
      },
    },
    async (request) => {
      const viewer = requireAdminViewer(request, ctx.config);
      const { amount, reason } = request.body;
      const { balance } = await grantCredits({ db: ctx.db, userId: request.params.id, amount, reason });
      request.log.info({ adminId: viewer.id, userId: request.params.id, amount }, 'admin credit grant');
      return { userId: request.params.id, balance };
    },
  );

  r.get(
    '/api/admin/messages',
    { schema: { querystring: AdminListQuerySchema, response: { 200: AdminMessageListSchema } } },
    async (request, reply) => {
      requireAdminViewer(request, ctx.config);
      reply.headers(noStore);
      return listOutboxMessages({ db: ctx.db, query: request.query });
    },
  );

  r.get(
    '/api/admin/emails',
    { schema: { querystring: AdminListQuerySchema, response: { 200: AdminEmailListSchema } } },
    async (request, reply) => {
      requireAdminViewer(request, ctx.config);
      reply.headers(noStore);
      return listOutboxEmails({ db: ctx.db, query: request.query, showLinks: !ctx.config.isProduction });
    },
  );

  r.get(
    '/api/admin/cost-match',
    { schema: { querystring: AdminCostMatchQuerySchema, response: { 200: AdminCostMatchResponseSchema } } },
    async (request, reply) => {
      requireAdminViewer(request, ctx.config);
      reply.headers(noStore);
      return matchCost({ query: request.query });
    },
  );
};
