import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../db/schema';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { expectLedgerInvariants, insertReport } from '@/testing/server/credits-helpers';

describe('checkout with the local TEST MODE provider (default)', () => {
  let t: TestApp;
  const purchased: { userId: number; credits: number; sessionId: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    t.ctx.hooks.creditsPurchased.push(async (event) => {
      purchased.push(event);
    });
  });
  afterAll(() => t.close());

  const signedIn = async () => {
    const client = new TestClient(t.app);
    const user = await client.register(uniqueName('buy'));
    return { client, user };
  };
  const packageWith = async (client: TestClient, credits: number) =>
    (await client.get('/api/credits/packages')).json().find((p: { credits: number }) => p.credits === credits) as {
      id: number;
      priceInCents: number;
    };
  const startCheckout = async (client: TestClient, packageId: number) => {
    const response = await client.post('/api/create-checkout-session', { packageId });
    expect(response.statusCode).toBe(200);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(/^\/checkout\/test\/cs_local_[\w-]+$/);
    return url.split('/').pop()!;
  };

  it('buys a package: test page data, Pay credits once, the session reads paid, then a report unlocks', async () => {
    const { client, user } = await signedIn();
    const pack = await packageWith(client, 3);
    const sessionId = await startCheckout(client, pack.id);

    const page = await client.get(`/api/checkout/test/${sessionId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      id: sessionId,
      packageName: 'Home Buyer Pack',
      credits: 3,
      amountTotal: 6900,
      currency: 'usd',
      status: 'open',
      payment_status: 'unpaid',
    });
    expect((await client.get(`/api/checkout-session/${sessionId}`)).json()).toEqual({
      payment_status: 'unpaid',
      credits: 3,
      amount_total: 6900,
      currency: 'usd',
      reportId: null,
    });

    const pay = await client.post(`/api/checkout/test/${sessionId}/pay`);
    expect(pay.statusCode).toBe(200);
    expect(pay.json()).toEqual({ url: `/purchase-success?session_id=${sessionId}` });
    // a double click is harmless
    expect((await client.post(`/api/checkout/test/${sessionId}/pay`)).statusCode).toBe(200);

    expect((await client.get(`/api/checkout-session/${sessionId}`)).json()).toEqual({
      payment_status: 'paid',
      credits: 3,
      amount_total: 6900,
      currency: 'usd',
      reportId: null,
    });
    expect((await client.get('/api/credits/balance')).json()).toEqual({ balance: 3, totalPurchased: 3, totalUsed: 0 });
    const history = (await client.get('/api/credits/transactions')).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ type: 'purchase', amount: 3, reportId: null });
    expect(history[0].description).toContain('Home Buyer Pack');
    expect(purchased.filter((p) => p.sessionId === sessionId)).toEqual([{ userId: user.id, credits: 3, sessionId }]);

    const reportId = await insertReport(t.ctx.db, user.id);
    expect((await client.post(`/api/reports/${reportId}/purchase`)).json()).toEqual({
      alreadyPurchased: false,
      balance: 2,
    });
    const newestFirst = (await client.get('/api/credits/transactions')).json();
    expect(newestFirst.map((h: { type: string }) => h.type)).toEqual(['usage', 'purchase']);
    await expectLedgerInvariants(t.ctx.db);
  });

  it('cancels: nothing credited, the page goes to /purchase-cancelled and the session can no longer be paid', async () => {
    const { client } = await signedIn();
    const sessionId = await startCheckout(client, (await packageWith(client, 1)).id);
    const cancel = await client.post(`/api/checkout/test/${sessionId}/cancel`);
    expect(cancel.json()).toEqual({ url: '/purchase-cancelled' });
    expect((await client.get(`/api/checkout/test/${sessionId}`)).json().status).toBe('expired');
    expect((await client.post(`/api/checkout/test/${sessionId}/pay`)).statusCode).toBe(409);
    expect((await client.get('/api/credits/balance')).json().balance).toBe(0);
  });

  it('keeps sessions to their owner: 404 for another user, 401 signed out, 404 unknown', async () => {
    const { client } = await signedIn();
    const sessionId = await startCheckout(client, (await packageWith(client, 10)).id);
    const other = (await signedIn()).client;
    expect((await other.get(`/api/checkout-session/${sessionId}`)).statusCode).toBe(404);
    expect((await other.get(`/api/checkout/test/${sessionId}`)).statusCode).toBe(404);
    expect((await other.post(`/api/checkout/test/${sessionId}/pay`)).statusCode).toBe(404);
    expect((await other.post(`/api/checkout/test/${sessionId}/cancel`)).statusCode).toBe(404);
    expect((await other.get('/api/credits/balance')).json().balance).toBe(0);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`/api/checkout-session/${sessionId}`)).statusCode).toBe(401);
    expect((await anonymous.post('/api/create-checkout-session', { packageId: 1 })).statusCode).toBe(401);
    expect((await client.get('/api/checkout-session/cs_local_nope')).statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(row).toMatchObject({ provider: 'local', credits: 10, amountTotal: 19900, paymentStatus: 'unpaid' });
  });

  it('refuses an unknown or inactive package and a malformed body', async () => {
    const { client } = await signedIn();
    expect((await client.post('/api/create-checkout-session', { packageId: 9999 })).statusCode).toBe(404);
    expect((await client.post('/api/create-checkout-session', { packageId: 'x' })).statusCode).toBe(400);
    expect((await client.post('/api/create-checkout-session', {})).statusCode).toBe(400);
  });

  it('has no Stripe webhook route with the local provider', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: '{}' });
    expect(response.statusCode).toBe(404);
  });

  it("remembers the report a purchase was started for, only when it is the buyer's own", async () => {
    const { client, user } = await signedIn();
    const pack = await packageWith(client, 1);
    const mine = await insertReport(t.ctx.db, user.id);
    const other = await signedIn();
    const theirs = await insertReport(t.ctx.db, other.user.id);

    const forMine = (await client.post('/api/create-checkout-session', { packageId: pack.id, reportId: mine })).json();
    const mineId = forMine.url.split('/').pop();
    expect((await client.get(`/api/checkout-session/${mineId}`)).json().reportId).toBe(mine);

    const forTheirs = await client.post('/api/create-checkout-session', { packageId: pack.id, reportId: theirs });
    expect(forTheirs.statusCode).toBe(200);
    const theirsId = forTheirs.json().url.split('/').pop();
    expect((await client.get(`/api/checkout-session/${theirsId}`)).json().reportId).toBeNull();
  });
});
