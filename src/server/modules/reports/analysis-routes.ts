import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamSchema } from '@/contracts/common';
import { DeficiencyUpdateResponseSchema, ExclusionUpdateSchema, QuantityUpdateSchema } from '@/contracts/reports';
import type { AppContext } from '../../context';
import { z } from 'zod';
import { API_TOKEN_ROUTE } from '../api-tokens/bearer-auth';
import { requireUser } from '../auth/guards';
import { downloadReport } from './download-report';
import { setDeficiencyExclusion } from './set-deficiency-exclusion';
import { updateDeficiencyQuantity } from './update-deficiency-quantity';

/** The analysis page's own calls: exclusions, quantities and the HTML download. */
export const analysisRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = IdParamSchema;

  r.patch(
    '/api/deficiencies/:id',
    {
      schema: { params, body: ExclusionUpdateSchema, response: { 200: DeficiencyUpdateResponseSchema } },
      config: { ...API_TOKEN_ROUTE, docs: { summary: 'Exclude a finding from the totals, or include it again' } },
    },
    async (request) => {
      const user = requireUser(request);
      return setDeficiencyExclusion({ db: ctx.db, viewer: user, deficiencyId: request.params.id, input: request.body });
    },
  );

  r.put(
    '/api/deficiencies/:id/quantity',
    {
      schema: { params, body: QuantityUpdateSchema, response: { 200: DeficiencyUpdateResponseSchema } },
      config: { ...API_TOKEN_ROUTE, docs: { summary: "Change a finding's quantity (and unit)" } },
    },
    async (request) => {
      const user = requireUser(request);
      return updateDeficiencyQuantity({
        db: ctx.db,
        viewer: user,
        deficiencyId: request.params.id,
        input: request.body,
      });
    },
  );

  // text/html, not JSON: no response schema (it would serialise the string as JSON); nothing undeclared can leave
  // since the body is the rendered file alone
  r.get(
    '/api/reports/:id/download',
    {
      schema: { params },
      config: {
        rateLimit: { max: 60, timeWindow: 60_000 },
        ...API_TOKEN_ROUTE,
        docs: {
          summary: 'The analysis as a self-contained HTML file',
          responses: { 200: { description: 'An HTML attachment', content: { 'text/html': z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { html, filename } = await downloadReport({ db: ctx.db, viewer: user, reportId: request.params.id });
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(html);
    },
  );
};
