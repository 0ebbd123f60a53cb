import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessionEvent, type FakeStripeServer, startFakeStripeServer } from '@/testing/fakes/fake-stripe-server';
import { WebhookSignatureError } from './payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';

const SECRET = 'whsec_test_secret_for_unit_tests';
const sign = (payload: string, secret = SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

const item = {
  userId: 42,
  packageId: 2,
  name: 'Home Buyer Pack',
  description: 'Three credits',
  amountCents: 6900,
  credits: 3,
  currency: 'usd',
};
const urls = {
  successUrl: 'http://localhost:3000/purchase-success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:3000/purchase-cancelled',
};

describe('Stripe payment provider (real SDK against a fake server on 127.0.0.1)', () => {
  let fake: FakeStripeServer;
  beforeAll(async () => {
    fake = await startFakeStripeServer();
  });
  afterAll(() => fake.close());

  const provider = () =>
    createStripePaymentProvider({ secretKey: 'sk_test_fake', webhookSecret: SECRET, apiBase: fake.url });

  it('creates a payment-mode Checkout Session with the package, our URLs and an idempotency key', async () => {
    fake.requests.length = 0;
    const created = await provider().createCheckout(item, { ...urls, idempotencyKey: 'checkout:42:2:abc' });
    expect(created.sessionId).toMatch(/^cs_test_fake_/);
    expect(created.url).toBe(`https://checkout.stripe.test/c/pay/${created.sessionId}`);

    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe('Bearer sk_test_fake');
    expect(request.headers['idempotency-key']).toBe('checkout:42:2:abc');
    const form = request.form;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('6900');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Home Buyer Pack');
    expect(form.get('success_url')).toBe(urls.successUrl);
    expect(form.get('cancel_url')).toBe(urls.cancelUrl);
    expect(form.get('client_reference_id')).toBe('42');
    expect(form.get('metadata[credits]')).toBe('3');
  });

  it('retries a failed request with the same idempotency key, so one session results', async () => {
    fake.requests.length = 0;
    fake.failNext(1);
    const created = await provider().createCheckout(item, { ...urls, idempotencyKey: 'checkout:42:2:retry' });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      'checkout:42:2:retry',
      'checkout:42:2:retry',
    ]);
    expect(created.sessionId).toMatch(/^cs_test_fake_/);
  });

  it('rejects a provider error instead of returning a session', async () => {
    fake.failNext(5);
    await expect(provider().createCheckout(item, { ...urls, idempotencyKey: 'checkout:42:2:down' })).rejects.toThrow();
    fake.failNext(0);
  });

  it('accepts an SDK-signed checkout.session.completed event and maps it', () => {
    const payload = checkoutSessionEvent({
      eventId: 'evt_1',
      type: 'checkout.session.completed',
      sessionId: 'cs_test_1',
      paymentStatus: 'paid',
    });
    const event = provider().parseWebhook!(Buffer.from(payload), { 'stripe-signature': sign(payload) });
    expect(event).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      sessionId: 'cs_test_1',
      paymentStatus: 'paid',
    });
  });

  it('refuses a wrong secret, a tampered body, a stale timestamp and a missing header', () => {
    const payload = checkoutSessionEvent({
      eventId: 'evt_2',
      type: 'checkout.session.completed',
      sessionId: 'cs_test_2',
      paymentStatus: 'paid',
    });
    const parse = provider().parseWebhook!;
    expect(() => parse(Buffer.from(payload), { 'stripe-signature': sign(payload, 'whsec_other') })).toThrow(
      WebhookSignatureError,
    );
    const tampered = payload.replace('"paid"', '"PAID"');
    expect(() => parse(Buffer.from(tampered), { 'stripe-signature': sign(payload) })).toThrow(WebhookSignatureError);
    const stale = Math.floor(Date.now() / 1000) - 3600;
    expect(() => parse(Buffer.from(payload), { 'stripe-signature': sign(payload, SECRET, stale) })).toThrow(
      WebhookSignatureError,
    );
    expect(() => parse(Buffer.from(payload), {})).toThrow(WebhookSignatureError);
  });

  it('returns null for event types it does not handle', () => {
    const payload = JSON.stringify({ id: 'evt_3', object: 'event', type: 'customer.created', data: { object: {} } });
    expect(provider().parseWebhook!(Buffer.from(payload), { 'stripe-signature': sign(payload) })).toBeNull();
  });
});
