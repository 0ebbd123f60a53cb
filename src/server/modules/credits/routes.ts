import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '@/contracts/common';
import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  CheckoutSessionParamSchema,
  CheckoutSessionResultSchema,
  CreditBalanceSchema,
  CreditPackageListSchema,
  CreditTransactionListSchema,
  LocalCheckoutSchema,
  UnlockResponseSchema,
} from '@/contracts/credits';
import type { AppContext } from '../../context';
import { requireUser } from '../auth/guards';
import { PUBLIC_ROUTE } from '../auth/route-access';
import { createCheckout } from './create-checkout';
import { getCheckoutSession } from './get-checkout-session';
import { getCreditBalance } from './get-credit-balance';
import { listCreditPackages } from './list-credit-packages';
import { listCreditTransactions } from './list-credit-transactions';
import { cancelLocalCheckout, getLocalCheckout, payLocalCheckout } from './local-checkout';
import { stripeWebhookRoutes } from './stripe-webhook-routes';
import { unlockReport } from './unlock-report';

const noStore = { 'cache-control': 'no-store' };

export const creditsRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/credits/balance', { schema: { response: { 200: CreditBalanceSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.headers(noStore);
    return getCreditBalance({ db: ctx.db, userId: user.id });
  });

  r.get(
    '/api/credits/transactions',
    { schema: { response: { 200: CreditTransactionListSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.headers(noStore);
      return listCreditTransactions({ db: ctx.db, userId: user.id });
    },
  );

  r.get(
    '/api/credits/packages',
    { schema: { response: { 200: CreditPackageListSchema } }, config: PUBLIC_ROUTE },
    async () => listCreditPackages({ db: ctx.db }),
  );

  r.post(
    '/api/reports/:id/purchase',
    { schema: { params: IdParamSchema, response: { 200: UnlockResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      return unlockReport({ ctx, userId: user.id, reportId: request.params.id });
    },
  );

  r.post(
    '/api/create-checkout-session',
    {
      schema: { body: CheckoutRequestSchema, response: { 200: CheckoutResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const user = requireUser(request);
      return createCheckout({ ctx, userId: user.id, ...request.body });
    },
  );

  r.get(
    '/api/checkout-session/:sessionId',
    { schema: { params: CheckoutSessionParamSchema, response: { 200: CheckoutSessionResultSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.headers(noStore);
      return getCheckoutSession({ db: ctx.db, userId: user.id, sessionId: request.params.sessionId });
    },
  );

  // the TEST MODE checkout exists only with the local provider
  if (ctx.providers.payments.name === 'local') {
    r.get(
      '/api/checkout/test/:sessionId',
      { schema: { params: CheckoutSessionParamSchema, response: { 200: LocalCheckoutSchema } } },
      async (request, reply) => {
        const user = requireUser(request);
        reply.headers(noStore);
        return getLocalCheckout({ db: ctx.db, userId: user.id, sessionId: request.params.sessionId });
      },
    );
    r.post(
      '/api/checkout/test/:sessionId/pay',
      { schema: { params: CheckoutSessionParamSchema, body: z.unknown(), response: { 200: CheckoutResponseSchema } } },
      async (request) => {
        const user = requireUser(request);
        return payLocalCheckout({ ctx, userId: user.id, sessionId: request.params.sessionId });
      },
    );
    r.post(
      '/api/checkout/test/:sessionId/cancel',
      { schema: { params: CheckoutSessionParamSchema, body: z.unknown(), response: { 200: CheckoutResponseSchema } } },
      async (request) => {
        const user = requireUser(request);
        return cancelLocalCheckout({ ctx, userId: user.id, sessionId: request.params.sessionId });
      },
    );
  }

  await app.register(stripeWebhookRoutes, { ctx });
};
