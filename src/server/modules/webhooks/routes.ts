import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SaveWebhookSchema,
  WEBHOOK_MESSAGES,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  WebhookStateSchema,
} from '@/contracts/webhooks';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { requireUser } from '../auth/guards';
import { enqueueWebhookEvent } from './enqueue-webhook-event';
import { deleteWebhook, getWebhookState, saveWebhook } from './manage-webhook';

// Settings for a signed-in session (no API tokens: a leaked token must not redirect a user's events).
export const webhookRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/webhook', { schema: { response: { 200: WebhookStateSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return getWebhookState({ db: ctx.db, userId: user.id });
  });

  r.put(
    '/api/webhook',
    {
      schema: { body: SaveWebhookSchema, response: { 200: WebhookEndpointSchema } },
      config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
    },
    async (request) => {
      const user = requireUser(request);
      return saveWebhook({ ctx, userId: user.id, url: request.body.url });
    },
  );

  r.delete('/api/webhook', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const user = requireUser(request);
    await deleteWebhook({ db: ctx.db, userId: user.id });
    return reply.code(204).send(null);
  });

  r.post(
    '/api/webhook/test',
    {
      schema: { response: { 202: WebhookDeliverySchema } },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const delivery = await enqueueWebhookEvent(ctx, {
        userId: user.id,
        type: 'webhook.test',
        data: { reportId: null, status: 'test', failureReason: null },
      });
      if (!delivery) throw new AppError('not_found', WEBHOOK_MESSAGES.notFound);
      return reply.code(202).send(delivery);
    },
  );
};
