import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OnboardingSchema } from '@/contracts/account';
import { IdParamSchema } from '@/contracts/common';
import {
  AnalysisSchema,
  ReportContractorsSchema,
  ReportListQuerySchema,
  ReportListSchema,
  ReportPageSchema,
  ReportStatusResponseSchema,
  RetryResponseSchema,
  UploadResponseSchema,
} from '@/contracts/reports';
import type { AppContext } from '../../context';
import { lingerOnRefusedBody } from '../../http/linger-on-refused-body';
import { API_TOKEN_ROUTE } from '../api-tokens/bearer-auth';
import { requireUser } from '../auth/guards';
import { analysisRoutes } from './analysis-routes';
import { deleteReport } from './delete-report';
import { getOnboarding } from './get-onboarding';
import { buildReportAnalysis, markContractorsViewedIfMatched } from './get-report-analysis';
import { getReportContractors } from './get-report-contractors';
import { listReports, listReportsPage } from './list-reports';
import { reportEditRoutes } from './report-edit-routes';
import { pageImageRoutes } from './page-image-routes';
import { createResponseCache, reportListFingerprint } from './response-cache';
import { hasFullAccess, loadOwnedReport, loadOwnedReportWithVersion } from './report-access';
import { toReportStatus } from './report-status';
import { retryReport } from './retry-report';
import { uploadReport } from './upload-report';

/** Uploads and refreshes start an analysis each: one budget for both, generous for a person, a brake for a script. */
export const ANALYSIS_RATE_LIMIT = { max: 30, timeWindow: 10 * 60_000 };
export const ANALYSIS_RATE_LIMITED =
  'You have started many analyses in a short time. Please try again in a few minutes.';

/** The upload's multipart body, for the OpenAPI document (the route reads the parts itself). */
const UploadBodySchema = z.object({
  file: z.string().meta({ format: 'binary', description: 'PDF or .txt, up to 25 MB' }),
});

export const reportRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = IdParamSchema;
  // one counter (per user; per address when signed out, which the route then refuses) shared by the two routes
  const analysisBudget = app.rateLimit({
    ...ANALYSIS_RATE_LIMIT,
    keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
    errorResponseBuilder: () => ({ statusCode: 429, message: ANALYSIS_RATE_LIMITED }),
  });

  r.post(
    '/api/reports/upload',
    {
      schema: { response: { 201: UploadResponseSchema } },
      onRequest: analysisBudget,
      config: {
        ...API_TOKEN_ROUTE,
        docs: {
          summary: 'Upload a report',
          description: 'A PDF or text inspection report as the multipart field `file`; the analysis starts at once.',
          requestBody: { 'multipart/form-data': UploadBodySchema },
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

  // Serialised lists and analyses, kept while their rows are unchanged (response-cache.ts). Bodies are checked
  // against the response schema as the route serialiser would, once per change; the stored bytes are sent as they are.
  const responses = createResponseCache();
  const sendJson = (reply: FastifyReply, body: Buffer) =>
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);

  r.get(
    '/api/reports',
    {
      schema: { querystring: ReportListQuerySchema, response: { 200: z.union([ReportPageSchema, ReportListSchema]) } },
      config: {
        ...API_TOKEN_ROUTE,
        docs: { summary: 'List your reports, newest first (paged with ?limit=&cursor=&q=)' },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { limit, cursor, q } = request.query;
      if (limit !== undefined) {
        reply.header('cache-control', 'no-store');
        return listReportsPage({ db: ctx.db, viewer: user, limit, cursor, q });
      }
      // the list of one's own reports does not depend on one's role: one body per user
      const body = await responses.get(`list:${user.id}`, await reportListFingerprint(ctx.db, user.id), async () =>
        JSON.stringify(ReportListSchema.parse(await listReports({ db: ctx.db, viewer: user }))),
      );
      return sendJson(reply, body) as never;
    },
  );

  r.get(
    '/api/reports/:id/status',
    {
      schema: { params, response: { 200: ReportStatusResponseSchema } },
      config: { ...API_TOKEN_ROUTE, docs: { summary: "A report's analysis status (poll until it is not processing)" } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return toReportStatus(await loadOwnedReport(ctx.db, user, request.params.id));
    },
  );

  r.get(
    '/api/reports/:id/analysis',
    {
      schema: { params, response: { 200: AnalysisSchema } },
      config: {
        ...API_TOKEN_ROUTE,
        docs: {
          summary: "A completed report's analysis",
          description: 'Every deficiency with its costs; a locked report gives the cost range and a teaser only.',
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { report, version } = await loadOwnedReportWithVersion(ctx.db, user, request.params.id);
      const full = hasFullAccess(report, user);
      let built = false;
      // the owner's answer carries their notes, an admin's does not: kept apart
      const audience = `${full ? 'full' : 'locked'}${report.userId === user.id ? ':owner' : ''}`;
      const body = await responses.get(`analysis:${report.id}:${audience}`, version, async () => {
        built = true;
        return JSON.stringify(AnalysisSchema.parse(await buildReportAnalysis({ db: ctx.db, viewer: user, report })));
      });
      // building records the owner's first look at the contractor matches; a body from memory (perhaps built for
      // an admin) does not, so record it here
      if (!built && full && report.userId === user.id && report.contractorsViewedAt === null)
        await markContractorsViewedIfMatched(ctx.db, report.id);
      return sendJson(reply, body) as never;
    },
  );

  r.get(
    '/api/reports/:id/contractors',
    {
      schema: { params, response: { 200: ReportContractorsSchema } },
      config: { ...API_TOKEN_ROUTE, docs: { summary: "Local contractors matched to a report's findings" } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return getReportContractors({ db: ctx.db, viewer: user, reportId: request.params.id });
    },
  );

  r.post(
    '/api/reports/:id/retry',
    {
      schema: { params, response: { 200: RetryResponseSchema } },
      onRequest: analysisBudget,
      config: { ...API_TOKEN_ROUTE, docs: { summary: 'Analyse a report again with the current engine' } },
    },
    async (request) => {
      const user = requireUser(request);
      return retryReport({ ctx, viewer: user, reportId: request.params.id });
    },
  );

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
  await reportEditRoutes(app, { ctx });
  await pageImageRoutes(app, { ctx });
};
