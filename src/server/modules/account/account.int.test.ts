import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/contracts/account';
import { emit } from '../../context';
import {
  creditAccounts,
  creditLedger,
  deficiencies,
  messages,
  notifications,
  reports,
  sessions,
  userSettings,
  users,
  waitlist,
} from '../../db/schema';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';

describe('account export and deletion', () => {
  let t: TestApp;
  const deletedKeys: string[] = [];
  let failStorage = false;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    // a recording store in place of the storage provider
    const real = t.ctx.providers.storage;
    t.ctx.providers.storage = {
      ...real,
      delete: async (key: string) => {
        if (failStorage) throw new Error('store offline');
        deletedKeys.push(key);
        await real.delete(key);
      },
    };
  });
  afterAll(() => t.close());

  /** a signed-in user with one analysed report, a finding, ledger entries, a message, settings, a notification */
  const userWithData = async (prefix: string) => {
    const client = new TestClient(t.app);
    const name = uniqueName(prefix);
    const user = await client.register(name, { firstName: 'Ada', lastName: 'Lovelace' });
    await t.ctx.providers.storage.put(`uploads/${name}.pdf`, Readable.from([Buffer.from('%PDF-1.4 test')]), {
      maxBytes: 1000,
    });
    const [report] = await t.ctx.db
      .insert(reports)
      .values({
        userId: user.id,
        filename: `${name}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: 1234,
        storageKey: `uploads/${name}.pdf`,
        status: 'completed',
        stage: 'done',
        completedAt: new Date(),
        // the usage entry below spent a credit on it
        unlockedAt: new Date(),
      })
      .returning();
    const [finding] = await t.ctx.db
      .insert(deficiencies)
      .values({
        reportId: report!.id,
        position: 0,
        categoryKey: 'electrical',
        severity: 'critical',
        description: `${name}: double-tapped breaker in the main panel`,
        trade: 'electrician',
      })
      .returning();
    await t.ctx.db.insert(creditAccounts).values({ userId: user.id, balance: 2, totalPurchased: 3, totalUsed: 1 });
    await t.ctx.db.insert(creditLedger).values([
      {
        userId: user.id,
        type: 'purchase',
        amount: 3,
        description: `${name} bought 3`,
        checkoutSessionId: `cs_${name}`,
      },
      { userId: user.id, type: 'usage', amount: -1, description: `${name} unlock`, reportId: report!.id },
    ]);
    await t.ctx.db.insert(messages).values({
      userId: user.id,
      reportId: report!.id,
      deficiencyId: finding!.id,
      contractorId: 'dir_1',
      contractorName: 'Demo Electric',
      toPhone: '+15555550101',
      body: `${name} needs a quote`,
      provider: 'outbox',
      status: 'stored',
    });
    await client.put('/api/settings', {
      ...DEFAULT_SETTINGS,
      preferences: { ...DEFAULT_SETTINGS.preferences, theme: 'dark' },
    });
    await emit(t.ctx, 'creditsPurchased', { userId: user.id, credits: 3, sessionId: `cs_${name}` });
    await t.ctx.db.insert(waitlist).values({ email: `${name.toLowerCase()}@example.com` });
    return { client, user, name, reportId: report!.id };
  };

  it('exports only the signed-in user’s own data, as a JSON attachment without secrets', async () => {
    const mine = await userWithData('expa');
    const theirs = await userWithData('expb');
    const response = await mine.client.get('/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="punchlist-export-${mine.name}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const data = response.json();
    expect(data.account).toMatchObject({ id: mine.user.id, username: mine.name, firstName: 'Ada' });
    expect(data.settings.preferences.theme).toBe('dark');
    expect(data.credits).toEqual({ balance: 2, totalPurchased: 3, totalUsed: 1 });
    expect(data.reports.map((r: { id: number }) => r.id)).toEqual([mine.reportId]);
    expect(data.findings).toHaveLength(1);
    expect(data.findings[0]).toMatchObject({ reportId: mine.reportId, severity: 'critical' });
    expect(data.ledger.map((l: { amount: number }) => l.amount)).toEqual([3, -1]);
    expect(data.messages).toHaveLength(1);
    expect(data.notifications.map((n: { title: string }) => n.title)).toEqual(['Credits added']);
    // nothing of the other user, and no password hash or storage key
    expect(response.body).not.toContain(theirs.name);
    expect(response.body).not.toMatch(/argon|passwordHash|password_hash|storageKey|uploads\//);
    expect((await new TestClient(t.app).get('/api/account/export')).statusCode).toBe(401);
  });

  it('exports a locked report as the locked analysis shows it: the teaser, never a finding', async () => {
    const mine = await userWithData('expl');
    const [locked] = await t.ctx.db
      .insert(reports)
      .values({
        userId: mine.user.id,
        filename: `${mine.name}-locked.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: 99,
        status: 'completed',
        stage: 'done',
        completedAt: new Date(),
      })
      .returning();
    const secret = `${mine.name} locked finding: sewer line collapsed at the cleanout`;
    await t.ctx.db.insert(deficiencies).values({
      reportId: locked!.id,
      position: 0,
      categoryKey: 'plumbing',
      severity: 'critical',
      location: 'crawlspace',
      description: secret,
      recommendation: `${mine.name} locked recommendation`,
      quote: `${mine.name} locked quote`,
      page: 7,
      trade: 'plumber',
      costEstimate: {
        minCost: 4100,
        averageCost: 5200,
        maxCost: 6300,
        laborCost: 3000,
        materialCost: 2200,
        currency: 'USD',
        sourceKey: 'punchlist-catalog',
        sourceLabel: 'test',
        region: 'ID',
        urgency: 'high',
        priorityScore: 1,
        matchedKeywords: [],
        totalKeywords: 0,
        bniItemCode: 'TEST-1',
        bniDescription: 'test item',
        uncertaintyPct: 20,
        materialCitations: [],
        laborCitations: [],
      },
    });
    const response = await mine.client.get('/api/account/export');
    expect(response.statusCode).toBe(200);
    const data = response.json();
    const exported = data.reports.find((r: { id: number }) => r.id === locked!.id);
    const analysis = (await mine.client.get(`/api/reports/${locked!.id}/analysis`)).json();
    expect(analysis.hasFullAccess).toBe(false);
    expect(exported).toMatchObject({ hasFullAccess: false, teaser: analysis.teaser });
    expect(exported.teaser.totalCostRange).toEqual({ min: 4100, max: 6300 });
    // the unlocked report keeps its findings; the locked one gives away none of its words, pages or figures
    expect(data.reports.find((r: { id: number }) => r.id === mine.reportId)).toMatchObject({
      hasFullAccess: true,
      teaser: null,
    });
    expect(data.findings.map((f: { reportId: number }) => f.reportId)).toEqual([mine.reportId]);
    for (const words of [secret, 'locked recommendation', 'locked quote', 'crawlspace', '5200', '"page":7'])
      expect(response.body).not.toContain(words);
  });

  it('deletes the user, their data and stored files, ends every session and clears the cookie', async () => {
    const doomed = await userWithData('dela');
    const survivor = await userWithData('delb');
    const secondDevice = new TestClient(t.app);
    await secondDevice.post('/api/login', { username: doomed.name, password: 'correct-horse' });
    expect((await secondDevice.get('/api/auth/user')).statusCode).toBe(200);

    const response = await doomed.client.delete('/api/account');
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/punchlist_session=;/);
    expect(doomed.client.sessionCookie).toBeUndefined();
    expect(deletedKeys).toContain(`uploads/${doomed.name}.pdf`);
    expect(deletedKeys).not.toContain(`uploads/${survivor.name}.pdf`);
    expect(await t.ctx.providers.storage.exists(`uploads/${doomed.name}.pdf`)).toBe(false);
    expect(await t.ctx.providers.storage.exists(`uploads/${survivor.name}.pdf`)).toBe(true);

    const { db } = t.ctx;
    const id = doomed.user.id;
    expect(await db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await db.select().from(reports).where(eq(reports.userId, id))).toEqual([]);
    expect(await db.select().from(deficiencies).where(eq(deficiencies.reportId, doomed.reportId))).toEqual([]);
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, id))).toEqual([]);
    expect(await db.select().from(creditAccounts).where(eq(creditAccounts.userId, id))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.userId, id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, id))).toEqual([]);
    expect(await db.select().from(userSettings).where(eq(userSettings.userId, id))).toEqual([]);
    expect(
      await db
        .select()
        .from(waitlist)
        .where(inArray(waitlist.email, [`${doomed.name.toLowerCase()}@example.com`])),
    ).toEqual([]);

    // signed out everywhere, and the account cannot be used again
    expect((await secondDevice.get('/api/auth/user')).statusCode).toBe(401);
    expect(
      (await new TestClient(t.app).post('/api/login', { username: doomed.name, password: 'correct-horse' })).statusCode,
    ).toBe(401);

    // the other user is untouched
    const survivorExport = (await survivor.client.get('/api/account/export')).json();
    expect(survivorExport.reports).toHaveLength(1);
    expect(survivorExport.findings).toHaveLength(1);
  });

  it('keeps the account when the file store fails, so the user can retry', async () => {
    const user = await userWithData('delfail');
    failStorage = true;
    try {
      const response = await user.client.delete('/api/account');
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/account was not deleted/);
    } finally {
      failStorage = false;
    }
    expect((await user.client.get('/api/auth/user')).statusCode).toBe(200);
    expect((await user.client.delete('/api/account')).statusCode).toBe(204);
    expect((await user.client.get('/api/auth/user')).statusCode).toBe(401);
  });
});
