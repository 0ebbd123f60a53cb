import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, creditLedger, paymentEvents } from '../../db/schema';
import { checkoutSessionEvent, type FakeStripeServer, startFakeStripeServer } from '@/testing/fakes/fake-stripe-server';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { expectLedgerInvariants } from '@/testing/server/credits-helpers';

const WEBHOOK_SECRET = 'whsec_integration_test_secret';

describe('checkout with Stripe (real SDK against a fake API on 127.0.0.1, SDK-signed webhooks)', () => {
  let t: TestApp;
  let fake: FakeStripeServer;
  beforeAll(async () => {
    fake = await startFakeStripeServer();
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_integration',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const postWebhook = (
    payload: string,
    signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) =>
    // no Origin, no cookie: Stripe calls us server to server
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  const buyer = async () => {
    const client = new TestClient(t.app);
    const user = await client.register(uniqueName('stripe'));
    const packages = (await client.get('/api/credits/packages')).json() as { id: number; credits: number }[];
    const pack = packages.find((p) => p.credits === 3)!;
    const response = await client.post('/api/create-checkout-session', { packageId: pack.id });
    expect(response.statusCode).toBe(200);
    const { url } = response.json() as { url: string };
    const sessionId = url.split('/').pop()!;
    return { client, user, sessionId, url };
  };

  it('creates a Checkout Session with our success and cancel URLs and returns its url', async () => {
    fake.requests.length = 0;
    const { sessionId, url, user } = await buyer();
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const request = fake.requests.at(-1)!;
    expect(request.form.get('success_url')).toBe(
      'http://localhost:3000/purchase-success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(request.form.get('cancel_url')).toBe('http://localhost:3000/purchase-cancelled');
    expect(request.form.get('line_items[0][price_data][unit_amount]')).toBe('6900');
    expect(request.headers['idempotency-key']).toMatch(new RegExp(`^checkout:${user.id}:\\d+:[0-9a-f-]{36}$`));
    const [row] = await t.ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(row).toMatchObject({ provider: 'stripe', userId: user.id, credits: 3, paymentStatus: 'unpaid' });
  });

  it('credits a paid checkout.session.completed once, however often it is replayed (10 times, in parallel)', async () => {
    const { client, sessionId } = await buyer();
    const payload = checkoutSessionEvent({
      eventId: `evt_${sessionId}`,
      type: 'checkout.session.completed',
      sessionId,
      paymentStatus: 'paid',
    });
    const responses = await Promise.all(Array.from({ length: 10 }, () => postWebhook(payload)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(responses[0]!.json()).toEqual({ received: true });
    expect((await client.get('/api/credits/balance')).json()).toEqual({ balance: 3, totalPurchased: 3, totalUsed: 0 });
    // and sequential replays afterwards
    for (let i = 0; i < 3; i++) expect((await postWebhook(payload)).statusCode).toBe(200);
    expect((await client.get('/api/credits/balance')).json().balance).toBe(3);
    const entries = await t.ctx.db.select().from(creditLedger).where(eq(creditLedger.checkoutSessionId, sessionId));
    expect(entries).toHaveLength(1);
    expect((await client.get(`/api/checkout-session/${sessionId}`)).json()).toEqual({
      payment_status: 'paid',
      credits: 3,
      amount_total: 6900,
      currency: 'usd',
      reportId: null,
    });
    await expectLedgerInvariants(t.ctx.db);
  });

  it('credits a session once even when two different events say it is paid', async () => {
    const { client, sessionId } = await buyer();
    for (const eventId of [`evt_a_${sessionId}`, `evt_b_${sessionId}`]) {
      const payload = checkoutSessionEvent({
        eventId,
        type: 'checkout.session.completed',
        sessionId,
        paymentStatus: 'paid',
      });
      expect((await postWebhook(payload)).statusCode).toBe(200);
    }
    expect((await client.get('/api/credits/balance')).json().balance).toBe(3);
  });

  it('answers 400 to a bad signature and credits nothing', async () => {
    const { client, sessionId } = await buyer();
    const payload = checkoutSessionEvent({
      eventId: `evt_bad_${sessionId}`,
      type: 'checkout.session.completed',
      sessionId,
      paymentStatus: 'paid',
    });
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_attacker' });
    const bad = await postWebhook(payload, wrongSecret);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid webhook signature' });
    expect((await postWebhook(payload, 't=1,v1=deadbeef')).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await client.get('/api/credits/balance')).json().balance).toBe(0);
    const events = await t.ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `evt_bad_${sessionId}`));
    expect(events).toEqual([]);
    // the same event, correctly signed, still works afterwards (the refusals recorded nothing)
    expect((await postWebhook(payload)).statusCode).toBe(200);
    expect((await client.get('/api/credits/balance')).json().balance).toBe(3);
  });

  it('waits for the async payment: completed-but-unpaid credits nothing, async_payment_succeeded credits', async () => {
    const { client, sessionId } = await buyer();
    const completed = checkoutSessionEvent({
      eventId: `evt_c_${sessionId}`,
      type: 'checkout.session.completed',
      sessionId,
      paymentStatus: 'unpaid',
    });
    expect((await postWebhook(completed)).statusCode).toBe(200);
    expect((await client.get('/api/credits/balance')).json().balance).toBe(0);
    expect((await client.get(`/api/checkout-session/${sessionId}`)).json().payment_status).toBe('unpaid');

    const succeeded = checkoutSessionEvent({
      eventId: `evt_s_${sessionId}`,
      type: 'checkout.session.async_payment_succeeded',
      sessionId,
      paymentStatus: 'paid',
    });
    expect((await postWebhook(succeeded)).statusCode).toBe(200);
    expect((await client.get('/api/credits/balance')).json().balance).toBe(3);
    expect((await client.get(`/api/checkout-session/${sessionId}`)).json().payment_status).toBe('paid');
    // a late, out-of-order 'unpaid' event never downgrades a paid session
    const late = checkoutSessionEvent({
      eventId: `evt_late_${sessionId}`,
      type: 'checkout.session.async_payment_failed',
      sessionId,
      paymentStatus: 'unpaid',
    });
    expect((await postWebhook(late)).statusCode).toBe(200);
    expect((await client.get(`/api/checkout-session/${sessionId}`)).json().payment_status).toBe('paid');
    await expectLedgerInvariants(t.ctx.db);
  });

  it('acknowledges events for sessions that are not ours and types it does not handle', async () => {
    const foreign = checkoutSessionEvent({
      eventId: 'evt_foreign',
      type: 'checkout.session.completed',
      sessionId: 'cs_test_not_ours',
      paymentStatus: 'paid',
    });
    expect((await postWebhook(foreign)).statusCode).toBe(200);
    const other = JSON.stringify({ id: 'evt_other', object: 'event', type: 'invoice.paid', data: { object: {} } });
    expect((await postWebhook(other)).statusCode).toBe(200);
  });

  it('has no local test checkout endpoints with Stripe', async () => {
    const { client, sessionId } = await buyer();
    expect((await client.get(`/api/checkout/test/${sessionId}`)).statusCode).toBe(404);
    expect((await client.post(`/api/checkout/test/${sessionId}/pay`)).statusCode).toBe(404);
    expect((await client.get('/api/credits/balance')).json().balance).toBe(0);
  });

  it('answers 503 with the checkout message when Stripe is down, and records no session', async () => {
    const client = new TestClient(t.app);
    const user = await client.register(uniqueName('down'));
    fake.failNext(10);
    const response = await client.post('/api/create-checkout-session', { packageId: 1 });
    fake.failNext(0);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Unable to start checkout process. Please try again.');
    expect(await t.ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.id))).toEqual([]);
  });
});
