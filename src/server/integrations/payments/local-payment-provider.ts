import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';

export const LOCAL_SESSION_PREFIX = 'cs_local_';

/**
 * The embedded default: no account, no network. The session lives only in our checkout_sessions table and the
 * browser goes to our own TEST MODE page (/checkout/test/:id), whose Pay button fulfils through the same code path
 * as a Stripe webhook. It hands out credits for free, so production must choose it explicitly (config.ts).
 */
export const createLocalPaymentProvider = (): PaymentProvider => ({
  name: 'local',
  createCheckout: async () => {
    const sessionId = `${LOCAL_SESSION_PREFIX}${randomBytes(18).toString('base64url')}`;
    // a path, not an absolute URL: it works behind any proxy or dev server origin
    return { sessionId, url: `/checkout/test/${sessionId}` };
  },
});
