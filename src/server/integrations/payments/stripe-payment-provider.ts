import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import {
  type PaymentEvent,
  type PaymentEventType,
  type PaymentProvider,
  WebhookSignatureError,
} from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** e.g. http://127.0.0.1:12345 — points the SDK at a fake server in tests */
  apiBase?: string;
}

// Stripe signs with a timestamp; older deliveries are refused (replay protection on top of the event-id dedupe).
const SIGNATURE_TOLERANCE_SECONDS = 300;

const HANDLED_EVENTS = new Set<string>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

const sdkEndpoint = (apiBase: string | undefined) => {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
};

// The SDK is loaded when Stripe is the configured provider, not at every start (it cost ~0.2 s of each). A plain
// require: the provider's webhook parsing is synchronous.
let sdk: typeof Stripe | null = null;
const loadStripe = (): typeof Stripe => (sdk ??= createRequire(import.meta.url)('stripe') as typeof Stripe);

export const createStripeClient = (options: Pick<StripeProviderOptions, 'secretKey' | 'apiBase'>): Stripe =>
  new (loadStripe())(options.secretKey, {
    ...sdkEndpoint(options.apiBase),
    // the SDK retries network failures with the same Idempotency-Key, so a retry never opens a second session
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

export const createStripePaymentProvider = (options: StripeProviderOptions): PaymentProvider => {
  const stripe = createStripeClient(options);
  return {
    name: 'stripe',
    createCheckout: async (item, { successUrl, cancelUrl, idempotencyKey }) => {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: item.currency,
                unit_amount: item.amountCents,
                product_data: { name: item.name, description: item.description },
              },
            },
          ],
          success_url: successUrl,
          cancel_url: cancelUrl,
          client_reference_id: String(item.userId),
          metadata: { userId: String(item.userId), packageId: String(item.packageId), credits: String(item.credits) },
        },
        { idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },
    parseWebhook: (rawBody, headers) => {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') throw new WebhookSignatureError('Missing signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
      } catch (error) {
        if (error instanceof loadStripe().errors.StripeSignatureVerificationError) throw new WebhookSignatureError();
        throw error;
      }
      if (!HANDLED_EVENTS.has(event.type)) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      return {
        id: event.id,
        type: event.type as PaymentEventType,
        sessionId: session.id,
        paymentStatus: session.payment_status,
      } satisfies PaymentEvent;
    },
  };
};
