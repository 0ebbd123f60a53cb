import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES } from '@/contracts/credits';
import { creditLedger, creditPackages, reports } from '../../db/schema';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { expectLedgerInvariants, insertReport } from '@/testing/server/credits-helpers';
import { GRANT_WOULD_GO_NEGATIVE, grantCredits } from './grant-credits';
import { seedCreditPackages } from './seed-credit-packages';
import { UNLOCK_NOT_COMPLETED } from './unlock-report';

describe('credits: balance, packages, ledger and unlock', () => {
  let t: TestApp;
  const unlocked: { userId: number; reportId: number; filename: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    t.ctx.hooks.reportUnlocked.push(async (event) => {
      unlocked.push(event);
    });
  });
  afterAll(() => t.close());

  const signedIn = async () => {
    const client = new TestClient(t.app);
    const user = await client.register(uniqueName('cr'));
    return { client, user };
  };

  it('lists the seeded packages in order, in cents, with savings against $29, and seeds idempotently', async () => {
    await seedCreditPackages(t.ctx.db);
    await seedCreditPackages(t.ctx.db);
    const response = await new TestClient(t.app).get('/api/credits/packages');
    expect(response.statusCode).toBe(200);
    const packages = response.json();
    expect(packages.map((p: { credits: number; priceInCents: number }) => [p.credits, p.priceInCents])).toEqual([
      [1, 2900],
      [3, 6900],
      [10, 19900],
    ]);
    expect(packages.map((p: { popular: boolean }) => p.popular)).toEqual([false, true, false]);
    expect(packages.map((p: { savingsPercent: number }) => p.savingsPercent)).toEqual([0, 21, 31]);
    // a package added later gets a fresh id (the serial moved past the seeded ids)
    const [added] = await t.ctx.db
      .insert(creditPackages)
      .values({ name: 'Extra', description: 'x', priceInCents: 100, credits: 1, active: false })
      .returning({ id: creditPackages.id });
    expect(added!.id).toBeGreaterThan(3);
    expect((await new TestClient(t.app).get('/api/credits/packages')).json()).toHaveLength(3);
  });

  it('answers 401 to signed-out balance, transactions and unlock', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/credits/balance')).statusCode).toBe(401);
    expect((await anonymous.get('/api/credits/transactions')).statusCode).toBe(401);
    expect((await anonymous.post('/api/reports/1/purchase')).statusCode).toBe(401);
  });

  it('starts a new user at zero with an empty history', async () => {
    const { client } = await signedIn();
    expect((await client.get('/api/credits/balance')).json()).toEqual({ balance: 0, totalPurchased: 0, totalUsed: 0 });
    expect((await client.get('/api/credits/transactions')).json()).toEqual([]);
  });

  it('grants credits as an "other" transaction that says it is a grant, and never below zero', async () => {
    const { client, user } = await signedIn();
    expect(await grantCredits({ db: t.ctx.db, userId: user.id, amount: 2, reason: 'Goodwill' })).toEqual({
      balance: 2,
    });
    await expect(grantCredits({ db: t.ctx.db, userId: user.id, amount: -3, reason: 'Oops' })).rejects.toThrow(
      GRANT_WOULD_GO_NEGATIVE,
    );
    await expect(grantCredits({ db: t.ctx.db, userId: user.id, amount: 0, reason: 'x' })).rejects.toThrow();
    expect(await grantCredits({ db: t.ctx.db, userId: user.id, amount: -1, reason: 'Correction' })).toEqual({
      balance: 1,
    });
    const balance = (await client.get('/api/credits/balance')).json();
    // grants are neither purchases nor usage
    expect(balance).toEqual({ balance: 1, totalPurchased: 0, totalUsed: 0 });
    const history = (await client.get('/api/credits/transactions')).json();
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ type: 'other', amount: -1, reportId: null });
    expect(history[0].description).toMatch(/^Credit grant.*Correction/);
    expect(history[1]).toMatchObject({ type: 'other', amount: 2, description: 'Credit grant: Goodwill' });
    expect(new Date(history[1].createdAt).toString()).not.toBe('Invalid Date');
    await expectLedgerInvariants(t.ctx.db);
  });

  it('unlocks a completed report for 1 credit, once; a second unlock is free and says so', async () => {
    const { client, user } = await signedIn();
    await grantCredits({ db: t.ctx.db, userId: user.id, amount: 2, reason: 'Test' });
    const reportId = await insertReport(t.ctx.db, user.id, { filename: 'maple-street.pdf' });

    const first = await client.post(`/api/reports/${reportId}/purchase`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ alreadyPurchased: false, balance: 1 });
    const [report] = await t.ctx.db
      .select({ unlockedAt: reports.unlockedAt })
      .from(reports)
      .where(eq(reports.id, reportId));
    expect(report!.unlockedAt).toBeInstanceOf(Date);
    expect(unlocked).toContainEqual({ userId: user.id, reportId, filename: 'maple-street.pdf' });

    const again = await client.post(`/api/reports/${reportId}/purchase`);
    expect(again.json()).toEqual({ alreadyPurchased: true, balance: 1 });
    expect((await client.get('/api/credits/balance')).json()).toEqual({ balance: 1, totalPurchased: 0, totalUsed: 1 });

    const history = (await client.get('/api/credits/transactions')).json();
    expect(history[0]).toMatchObject({ type: 'usage', amount: -1, reportId });
    expect(history[0].description).toContain('maple-street.pdf');
    expect(history.filter((h: { type: string }) => h.type === 'usage')).toHaveLength(1);
    await expectLedgerInvariants(t.ctx.db);
  });

  it('answers 402 "Insufficient credits" at a zero balance and changes nothing', async () => {
    const { client, user } = await signedIn();
    const reportId = await insertReport(t.ctx.db, user.id);
    const response = await client.post(`/api/reports/${reportId}/purchase`);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: CREDIT_MESSAGES.insufficient });
    const entries = await t.ctx.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(entries).toEqual([]);
    const [report] = await t.ctx.db
      .select({ unlockedAt: reports.unlockedAt })
      .from(reports)
      .where(eq(reports.id, reportId));
    expect(report!.unlockedAt).toBeNull();
    // and an account that exists with 0 credits, too
    await grantCredits({ db: t.ctx.db, userId: user.id, amount: 1, reason: 'x' });
    await grantCredits({ db: t.ctx.db, userId: user.id, amount: -1, reason: 'y' });
    expect((await client.post(`/api/reports/${reportId}/purchase`)).statusCode).toBe(402);
    await expectLedgerInvariants(t.ctx.db);
  });

  it("answers 409 for a report that is not completed and 404 for someone else's or a missing one", async () => {
    const { client, user } = await signedIn();
    await grantCredits({ db: t.ctx.db, userId: user.id, amount: 5, reason: 'Test' });
    for (const status of ['processing', 'failed'] as const) {
      const reportId = await insertReport(t.ctx.db, user.id, { status });
      const response = await client.post(`/api/reports/${reportId}/purchase`);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(UNLOCK_NOT_COMPLETED);
    }
    const other = await signedIn();
    const theirs = await insertReport(t.ctx.db, other.user.id);
    expect((await client.post(`/api/reports/${theirs}/purchase`)).statusCode).toBe(404);
    expect((await client.post('/api/reports/999999/purchase')).statusCode).toBe(404);
    expect((await client.post('/api/reports/abc/purchase')).statusCode).toBe(400);
    expect((await client.get('/api/credits/balance')).json().balance).toBe(5);
    await expectLedgerInvariants(t.ctx.db);
  });

  it('does not let a user unlock a report with a foreign Origin', async () => {
    const { client, user } = await signedIn();
    await grantCredits({ db: t.ctx.db, userId: user.id, amount: 1, reason: 'Test' });
    const reportId = await insertReport(t.ctx.db, user.id);
    const response = await client.post(`/api/reports/${reportId}/purchase`, undefined, {
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
    expect((await client.get('/api/credits/balance')).json().balance).toBe(1);
  });
});

describe('signup bonus', () => {
  it('grants SIGNUP_BONUS_CREDITS at registration as a ledger grant', async () => {
    const t = await createTestApp({ SIGNUP_BONUS_CREDITS: '2', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    try {
      const client = new TestClient(t.app);
      await client.register(uniqueName('bonus'));
      expect((await client.get('/api/credits/balance')).json()).toEqual({
        balance: 2,
        totalPurchased: 0,
        totalUsed: 0,
      });
      const history = (await client.get('/api/credits/transactions')).json();
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ type: 'other', amount: 2, description: 'Credit grant: Signup bonus' });
      await expectLedgerInvariants(t.ctx.db);
    } finally {
      await t.close();
    }
  });

  it('grants nothing by default', async () => {
    const t = await createTestApp();
    try {
      const client = new TestClient(t.app);
      await client.register(uniqueName('nobonus'));
      expect((await client.get('/api/credits/balance')).json().balance).toBe(0);
      expect((await client.get('/api/credits/transactions')).json()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
