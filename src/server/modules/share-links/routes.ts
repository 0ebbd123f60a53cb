import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '@/contracts/common';
import {
  CreatedShareLinkSchema,
  SHARE_LINK_MESSAGES,
  ShareLinkInputSchema,
  ShareLinkListSchema,
  ShareLinkSchema,
  SharedViewSchema,
} from '@/contracts/share-links';
import type { AppContext } from '../../context';
import { requireUser } from '../auth/guards';
import { PUBLIC_ROUTE } from '../auth/route-access';
import { createShareLink } from './create-share-link';
import { listShareLinks } from './list-share-links';
import { openSharedLink } from './open-shared-link';
import { revokeShareLink } from './revoke-share-link';

/** Per client address: enough for people opening a link, a brake on anyone trying tokens. */
export const SHARED_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/**
 * Headers of every shared answer, errors and 429s included: no cache may keep it (a shared proxy would serve it to
 * others after a revoke), the token in the URL never leaves as a Referer, and no search engine indexes it.
 */
export const SHARED_HEADERS = {
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
} as const;

const sharedHeaders = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  reply.headers(SHARED_HEADERS);
  return payload;
};

/** Read-only links to an analysis or a repair request (issue 19). */
export const shareLinkRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = IdParamSchema;

  r.get(
    '/api/reports/:id/share-links',
    { schema: { params, response: { 200: ShareLinkListSchema } } },
    async (request) => listShareLinks({ db: ctx.db, viewer: requireUser(request), reportId: request.params.id }),
  );

  r.post(
    '/api/reports/:id/share-links',
    { schema: { params, body: ShareLinkInputSchema, response: { 201: CreatedShareLinkSchema } } },
    async (request, reply) => {
      const created = await createShareLink({
        db: ctx.db,
        appUrl: ctx.config.appUrl,
        viewer: requireUser(request),
        reportId: request.params.id,
        input: request.body,
      });
      return reply.code(201).send(created);
    },
  );

  r.post('/api/share-links/:id/revoke', { schema: { params, response: { 200: ShareLinkSchema } } }, async (request) =>
    revokeShareLink({ db: ctx.db, viewer: requireUser(request), linkId: request.params.id }),
  );

  // the token is checked by the operation, not by a params schema: a malformed one must answer the same 404
  r.get(
    '/api/shared/:token',
    {
      schema: { params: z.object({ token: z.string() }), response: { 200: SharedViewSchema } },
      config: {
        ...PUBLIC_ROUTE,
        rateLimit: {
          ...SHARED_RATE_LIMIT,
          errorResponseBuilder: () => ({ statusCode: 429, message: SHARE_LINK_MESSAGES.rateLimited }),
        },
      },
      onSend: sharedHeaders,
    },
    async (request) =>
      openSharedLink({ db: ctx.db, token: request.params.token, countView: request.method !== 'HEAD' }),
  );
};
