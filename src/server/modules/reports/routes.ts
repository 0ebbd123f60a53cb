import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OnboardingSchema } from '@/contracts/account';
import { IdParamSchema } from '@/contracts/common';
import {
  AnalysisSchema,
  ReportContractorsSchema,
  ReportListSchema,
  ReportStatusResponseSchema,
  RetryResponseSchema,
  UploadResponseSchema,
} from '@/contracts/reports';
import type { AppContext } from '../../context';
import { lingerOnRefusedBody } from '../../http/linger-on-refused-body';
import { requireUser } from '../auth/guards';
import { analysisRoutes } from './analysis-routes';
import { deleteReport } from './delete-report';
import { getOnboarding } from './get-onboarding';
import { getReportAnalysis } from './get-report-analysis';
import { getReportContractors } from './get-report-contractors';
import { listReports } from './list-reports';
import { createReportListCache } from './response-cache';
import { loadOwnedReport } from './report-access';
import { toReportStatus } from './report-status';
import { retryReport } from './retry-report';
import { uploadReport } from './upload-report';

/** Uploads start an analysis each: generous for a person, a brake for a script. */
const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: 10 * 60_000 };

export const reportRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = IdParamSchema;

  r.post(
    '/api/reports/upload',
    {
      schema: { response: { 201: UploadResponseSchema } },
      config: {
        rateLimit: {
          ...UPLOAD_RATE_LIMIT,
          keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      try {
        const result = await uploadReport({
          ctx,
          userId: user.id,
          parts: () => request.parts(),
          declaredLength: Number(request.headers['content-length'] ?? 0) || 0,
        });
        return reply.code(201).send(result);
      } catch (error) {
        // the client may still be sending the refused body: let it read the answer before the connection closes
        lingerOnRefusedBody(request, reply);
        throw error;
      }
    },
  );

  // the list of a user's own reports does not depend on the viewer's role: one cached body per user
  const listCache = createReportListCache();
  r.get('/api/reports', { schema: { response: { 200: ReportListSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    const body = await listCache.get(ctx.db, user.id, async () =>
      // checked against the response schema as the route serialiser would, once per change of the rows
      JSON.stringify(ReportListSchema.parse(await listReports({ db: ctx.db, viewer: user }))),
    );
    // a string payload is sent as is (the response serialiser only handles objects)
    return reply.type('application/json; charset=utf-8').send(body as never);
  });

  r.get(
    '/api/reports/:id/status',
    { schema: { params, response: { 200: ReportStatusResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return toReportStatus(await loadOwnedReport(ctx.db, user, request.params.id));
    },
  );

  r.get(
    '/api/reports/:id/analysis',
    { schema: { params, response: { 200: AnalysisSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return getReportAnalysis({ db: ctx.db, viewer: user, reportId: request.params.id });
    },
  );

  r.get(
    '/api/reports/:id/contractors',
    { schema: { params, response: { 200: ReportContractorsSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return getReportContractors({ db: ctx.db, viewer: user, reportId: request.params.id });
    },
  );

  r.post('/api/reports/:id/retry', { schema: { params, response: { 200: RetryResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    return retryReport({ ctx, viewer: user, reportId: request.params.id });
  });

  r.delete('/api/reports/:id', { schema: { params, response: { 204: z.null() } } }, async (request, reply) => {
    const user = requireUser(request);
    await deleteReport({ ctx, viewer: user, reportId: request.params.id });
    return reply.code(204).send(null);
  });

  r.get('/api/onboarding', { schema: { response: { 200: OnboardingSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return getOnboarding({ db: ctx.db, userId: user.id });
  });

  await analysisRoutes(app, { ctx });
};
