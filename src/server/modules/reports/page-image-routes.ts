import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReportPageParamsSchema, ReportPageQuerySchema } from '@/contracts/report-pages';
import type { AppContext } from '../../context';
import { requireUser } from '../auth/guards';
import { getReportPageImage } from './report-page-image';

/** "page 10" on a finding opens the uploaded PDF at that page: the page as an image, for its owner. */
export const pageImageRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // image/png, not JSON: no response schema (it would serialise the bytes as JSON)
  r.get(
    '/api/reports/:id/pages/:page',
    {
      schema: { params: ReportPageParamsSchema, querystring: ReportPageQuerySchema },
      config: {
        // each one draws a page in a child process: generous for a reader, a brake for a script
        rateLimit: { max: 120, timeWindow: 60_000 },
        docs: {
          summary: 'One page of the uploaded PDF as a PNG image (while the file is kept: 72 hours)',
          description:
            '`width` in pixels (320–1600, default 1000). 404 for a text upload or a page past the end; 410 once the uploaded file has been deleted.',
          responses: {
            200: { description: 'The page as a PNG', content: { 'image/png': z.string().meta({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { png, maxAgeSeconds } = await getReportPageImage({
        ctx,
        viewer: user,
        reportId: request.params.id,
        page: request.params.page,
        width: request.query.width,
      });
      // private: the owner's browser may keep it (reopening a page is instant), a shared cache never
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', `private, max-age=${maxAgeSeconds}`)
        .header('x-content-type-options', 'nosniff')
        .send(png);
    },
  );
};
