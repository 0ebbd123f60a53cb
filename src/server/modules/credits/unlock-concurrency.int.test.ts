import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, reports } from '../../db/schema';
import { testDriver } from '@/testing/server/test-database';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { expectLedgerInvariants, insertReport } from '@/testing/server/credits-helpers';
import { grantCredits } from './grant-credits';

// 50 unlocks at once with a balance of 1. On PostgreSQL (TEST_DB_DRIVER=pg) the requests really race: app.inject
// runs the handlers concurrently over a pool of connections; on PGlite they are serialised by the engine.
const CONCURRENT = 50;

describe(`unlock under concurrency (${testDriver()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const userWithOneCredit = async () => {
    const client = new TestClient(t.app);
    const user = await client.register(uniqueName('race'));
    await grantCredits({ db: t.ctx.db, userId: user.id, amount: 1, reason: 'Race test' });
    return { client, user };
  };

  it('50 different reports, 1 credit: exactly one unlock succeeds, the rest get 402, one ledger entry', async () => {
    const { client, user } = await userWithOneCredit();
    const reportIds: number[] = [];
    for (let i = 0; i < CONCURRENT; i++) reportIds.push(await insertReport(t.ctx.db, user.id));

    const responses = await Promise.all(reportIds.map((id) => client.post(`/api/reports/${id}/purchase`)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(CONCURRENT - 1);
    expect(responses.find((r) => r.statusCode === 200)!.json()).toEqual({ alreadyPurchased: false, balance: 0 });

    const usage = await t.ctx.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.type, 'usage')));
    expect(usage).toHaveLength(1);
    const unlockedReports = await t.ctx.db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.userId, user.id), isNotNull(reports.unlockedAt)));
    expect(unlockedReports.map((r) => r.id)).toEqual([usage[0]!.reportId]);
    expect((await client.get('/api/credits/balance')).json()).toEqual({ balance: 0, totalPurchased: 0, totalUsed: 1 });
    await expectLedgerInvariants(t.ctx.db);
  });

  it('50 unlocks of the same report, 2 credits: one charge, every other answer is alreadyPurchased', async () => {
    const { client, user } = await userWithOneCredit();
    await grantCredits({ db: t.ctx.db, userId: user.id, amount: 1, reason: 'Second credit' });
    const reportId = await insertReport(t.ctx.db, user.id);

    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, () => client.post(`/api/reports/${reportId}/purchase`)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(CONCURRENT).fill(200));
    const bodies = responses.map((r) => r.json() as { alreadyPurchased: boolean });
    expect(bodies.filter((b) => !b.alreadyPurchased)).toHaveLength(1);
    expect(bodies.filter((b) => b.alreadyPurchased)).toHaveLength(CONCURRENT - 1);

    const usage = await t.ctx.db.select().from(creditLedger).where(eq(creditLedger.reportId, reportId));
    expect(usage).toHaveLength(1);
    expect((await client.get('/api/credits/balance')).json()).toEqual({ balance: 1, totalPurchased: 0, totalUsed: 1 });
    await expectLedgerInvariants(t.ctx.db);
  });
});
