import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiTokenListSchema, CreateApiTokenSchema, CreatedApiTokenSchema } from '@/contracts/api-tokens';
import { IdParamSchema } from '@/contracts/common';
import type { AppContext } from '../../context';
import { requireUser } from '../auth/guards';
import { createApiToken } from './create-api-token';
import { listApiTokens } from './list-api-tokens';
import { revokeApiToken } from './revoke-api-token';

// Token management is for a signed-in session only: none of these routes accepts a token (no apiToken flag), so a
// leaked token can neither mint another nor hide itself.
export const apiTokenRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/tokens', { schema: { response: { 200: ApiTokenListSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return listApiTokens({ db: ctx.db, userId: user.id });
  });

  r.post(
    '/api/tokens',
    {
      schema: { body: CreateApiTokenSchema, response: { 201: CreatedApiTokenSchema } },
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await createApiToken({ db: ctx.db, userId: user.id, input: request.body });
      return reply.code(201).send(created);
    },
  );

  r.delete(
    '/api/tokens/:id',
    { schema: { params: IdParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = requireUser(request);
      await revokeApiToken({ db: ctx.db, userId: user.id, tokenId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
