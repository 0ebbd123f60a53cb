import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WebhookResponseSchema } from '@/contracts/credits';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { PUBLIC_ROUTE } from '../auth/route-access';
import { WebhookSignatureError } from '../../integrations/payments/payment-provider';
import { processPaymentEvent } from './process-payment-event';

export const INVALID_SIGNATURE = 'Invalid webhook signature';

/**
 * POST /api/stripe/webhook, in its own encapsulated plugin: the body stays raw bytes here (and only here), because
 * the signature covers the exact payload. Exempt from the Origin check (server-to-server); the signature is the
 * authentication.
 */
export const stripeWebhookRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const parseWebhook = ctx.providers.payments.parseWebhook;
  if (!parseWebhook) return;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/stripe/webhook',
    // the signature authenticates the caller
    { schema: { response: { 200: WebhookResponseSchema } }, config: PUBLIC_ROUTE },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = parseWebhook(raw, request.headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'webhook refused');
          throw new AppError('bad_request', INVALID_SIGNATURE);
        }
        throw error;
      }
      if (event) await processPaymentEvent({ ctx, provider: ctx.providers.payments.name, event });
      return { received: true as const };
    },
  );
};
