/**
 * The payments seam (ARCHITECTURE.md § Providers): the embedded `local` test checkout by default, Stripe Checkout
 * when PAYMENTS_PROVIDER=stripe. Credits are granted only from a PaymentEvent — a verified webhook for Stripe, the
 * TEST MODE page's Pay button for local — through one fulfilment path (modules/credits/process-payment-event.ts).
 */

export interface CheckoutItem {
  userId: number;
  packageId: number;
  name: string;
  description: string;
  amountCents: number;
  credits: number;
  currency: string;
}

export interface CreatedCheckout {
  /** the session id: the provider's (Stripe) or ours (local); it keys checkout_sessions */
  sessionId: string;
  /** where the browser goes to pay (absolute for Stripe, a path of ours for local) */
  url: string;
}

export type PaymentEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

/** A verified provider event about one checkout session (anything else is acknowledged and ignored). */
export interface PaymentEvent {
  /** unique per provider event: replays carry the same id */
  id: string;
  type: PaymentEventType;
  sessionId: string;
  /** the provider's payment status at the time of the event: paid | unpaid | no_payment_required */
  paymentStatus: string;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  name: 'local' | 'stripe';
  createCheckout: (
    item: CheckoutItem,
    options: { successUrl: string; cancelUrl: string; idempotencyKey: string },
  ) => Promise<CreatedCheckout>;
  /**
   * Verifies a webhook on its exact bytes and returns the event, null for event types we do not handle.
   * Throws WebhookSignatureError when the signature does not match. Absent: the provider has no webhooks.
   */
  parseWebhook?: (rawBody: Buffer, headers: Record<string, string | string[] | undefined>) => PaymentEvent | null;
}
