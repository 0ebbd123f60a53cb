import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCostMatchResponse,
  AdminFullReport,
  AdminMessageList,
  AdminReportList,
  AdminStats,
  AdminUserList,
} from '@/contracts/admin';
import type { CreditTransaction } from '@/contracts/credits';
import {
  creditLedger,
  deficiencies,
  deficiencyContractors,
  messages,
  reports,
  sessions,
  type StoredContractor,
  type StoredCostEstimate,
} from '../../db/schema';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { ensureAdmin } from '../auth/ensure-admin';

const TOKEN = 'admin-token-for-tests-0123456789abcdef';
const WRONG_TOKEN = 'admin-token-for-tests-0123456789abcdeX';

const estimate = (minCost: number, averageCost: number, maxCost: number): StoredCostEstimate => ({
  minCost,
  averageCost,
  maxCost,
  laborCost: averageCost / 2,
  materialCost: averageCost / 2,
  currency: 'USD',
  sourceKey: 'punchlist-catalog',
  sourceLabel: 'test',
  region: 'US national average',
  urgency: 'medium',
  priorityScore: 2,
  matchedKeywords: ['leak'],
  totalKeywords: 3,
  bniItemCode: 'TEST-1',
  bniDescription: 'Test item',
  uncertaintyPct: 20,
  materialCitations: [],
  laborCitations: [],
});

const contractor = (id: string, name: string): StoredContractor => ({
  id,
  placeId: null,
  name,
  category: 'electrician',
  rating: 4.6,
  reviewCount: 80,
  distance: 1200,
  address: '1 Main St, Austin, TX',
  phone: '+15125550100',
  website: null,
  isOpen: true,
  priceLevel: 2,
  isDemo: true,
  source: 'directory',
});

describe('admin endpoints', () => {
  let t: TestApp;
  let admin: TestClient;
  let normal: TestClient;
  let owner: TestClient;
  let ownerId: number;
  let ownerName: string;
  let pricedReport: number;
  let processingReport: number;
  let failedReport: number;
  let tokenRetryReport: number;
  let sessionHash: string;

  const insertReport = async (values: Partial<typeof reports.$inferInsert> & { filename: string }) => {
    const [row] = await t.ctx.db
      .insert(reports)
      .values({ userId: ownerId, mimeType: 'application/pdf', sizeBytes: 1000, status: 'completed', ...values })
      .returning({ id: reports.id });
    return row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_API_TOKEN: TOKEN }, { queue: true });
    admin = new TestClient(t.app);
    const adminName = uniqueName('boss');
    await ensureAdmin({ db: t.ctx.db, username: adminName, email: `${adminName}@example.com`, password: 'admin-pass' });
    await admin.post('/api/login', { username: adminName, password: 'admin-pass' });
    normal = new TestClient(t.app);
    await normal.register(uniqueName('plain'));
    owner = new TestClient(t.app);
    ownerName = uniqueName('Owner');
    const user = await owner.register(ownerName, { firstName: 'Olive', lastName: 'Owens' });
    ownerId = user.id;
    const [session] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, ownerId));
    sessionHash = session!.tokenHash;

    pricedReport = await insertReport({
      filename: 'maple-street_inspection.pdf',
      stage: 'done',
      propertyAddress: {
        street: '12 Maple St',
        city: 'Austin',
        state: 'TX',
        zip: '78745',
        full: '12 Maple St, Austin, TX 78745',
      },
    });
    const defs = await t.ctx.db
      .insert(deficiencies)
      .values([
        {
          reportId: pricedReport,
          position: 0,
          categoryKey: 'plumbing',
          severity: 'major',
          description: 'Leak at the trap',
          trade: 'plumber',
          quantity: 1,
          costEstimate: estimate(40, 50, 60),
        },
        {
          reportId: pricedReport,
          position: 1,
          categoryKey: 'electrical',
          severity: 'critical',
          description: 'Double-tapped breaker',
          trade: 'electrician',
          quantity: 2,
          costEstimate: estimate(80, 100, 120),
        },
        {
          reportId: pricedReport,
          position: 2,
          categoryKey: 'roofing',
          severity: 'minor',
          description: 'Worn shingles (excluded by the owner)',
          trade: 'roofer',
          excluded: true,
          costEstimate: estimate(900, 1000, 1100),
        },
        {
          reportId: pricedReport,
          position: 3,
          categoryKey: 'general',
          severity: 'minor',
          description: 'Monitor the hairline crack',
          trade: 'handyman',
        },
      ])
      .returning({ id: deficiencies.id });
    await t.ctx.db.insert(deficiencyContractors).values([
      {
        reportId: pricedReport,
        deficiencyId: defs[1]!.id,
        contractorId: 'dir_2',
        trade: 'electrician',
        rank: 1,
        contractor: contractor('dir_2', 'Second Spark'),
      },
      {
        reportId: pricedReport,
        deficiencyId: defs[1]!.id,
        contractorId: 'dir_1',
        trade: 'electrician',
        rank: 0,
        contractor: contractor('dir_1', 'First Spark'),
      },
    ]);
    processingReport = await insertReport({ filename: 'oak_100%.pdf', status: 'processing', stage: 'analyzing' });
    failedReport = await insertReport({ filename: 'failed-one.pdf', status: 'failed', storageKey: 'uploads/a.pdf' });
    tokenRetryReport = await insertReport({
      filename: 'failed-two.pdf',
      status: 'failed',
      storageKey: 'uploads/b.pdf',
    });
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  const endpoints = (): { method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown }[] => [
    { method: 'GET', url: '/api/admin/reports' },
    { method: 'GET', url: '/api/admin/users' },
    { method: 'GET', url: '/api/admin/stats' },
    { method: 'GET', url: `/api/admin/reports/${pricedReport}/full` },
    { method: 'GET', url: '/api/admin/messages' },
    { method: 'GET', url: '/api/admin/cost-match?text=leaking%20trap&zip=78745' },
    { method: 'POST', url: `/api/admin/reports/${tokenRetryReport}/retry` },
    { method: 'POST', url: `/api/admin/users/${ownerId}/credits`, body: { amount: 1, reason: 'goodwill' } },
    { method: 'PUT', url: '/api/admin/maintenance', body: { enabled: false } },
  ];

  it('refuses every admin endpoint signed out (401), to a normal user (403) and with a wrong token (403)', async () => {
    const anonymous = new TestClient(t.app);
    for (const { method, url, body } of endpoints()) {
      const label = `${method} ${url}`;
      const signedOut = await anonymous.request({ method, url, payload: body as object });
      expect(signedOut.statusCode, label).toBe(401);
      expect(signedOut.json().message, label).toBe('Please sign in to continue.');
      const user = await normal.request({ method, url, payload: body as object });
      expect(user.statusCode, label).toBe(403);
      expect(user.json().message, label).toBe('Admin access required.');
      const wrong = await anonymous.request({ method, url, payload: body as object, headers: bearer(WRONG_TOKEN) });
      expect(wrong.statusCode, label).toBe(403);
      // a wrong token does not fall back to the cookie of a signed-in admin
      const wrongWithAdmin = await admin.request({
        method,
        url,
        payload: body as object,
        headers: bearer(WRONG_TOKEN),
      });
      expect(wrongWithAdmin.statusCode, label).toBe(403);
    }
    // authorisation comes before validation: a stranger gets 401, not a 400 that describes the input
    expect((await anonymous.get('/api/admin/cost-match')).statusCode).toBe(401);
    expect((await anonymous.get('/api/admin/reports/abc/full')).statusCode).toBe(401);
    // nothing changed
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, tokenRetryReport));
    expect(row?.status).toBe('failed');
  });

  it('accepts the right bearer token on every admin endpoint (and an admin session)', async () => {
    const automation = new TestClient(t.app);
    for (const { method, url, body } of endpoints()) {
      const response = await automation.request({ method, url, payload: body as object, headers: bearer(TOKEN) });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    }
    // the right token with a normal user's cookie acts as the token (an admin), not as that user
    const full = await normal.get(`/api/admin/reports/${pricedReport}/full`, bearer(TOKEN));
    expect(full.statusCode).toBe(200);
    for (const { method, url } of endpoints().filter((e) => e.method === 'GET')) {
      expect((await admin.request({ method, url })).statusCode, url).toBe(200);
    }
  });

  it('lists every report with its owner, counts and estimated total, searched and paged', async () => {
    const all = (await admin.get('/api/admin/reports')).json() as AdminReportList;
    expect(all.total).toBe(4);
    // newest first
    expect(all.rows.map((r) => r.id)).toEqual([tokenRetryReport, failedReport, processingReport, pricedReport]);
    const priced = all.rows.find((r) => r.id === pricedReport)!;
    expect(priced).toMatchObject({
      username: ownerName,
      email: `${ownerName.toLowerCase()}@example.com`,
      filename: 'maple-street_inspection.pdf',
      status: 'completed',
      // the excluded finding neither counts nor costs; the unpriced one counts and adds nothing
      deficiency_count: 3,
      total_cost: 50 * 1 + 100 * 2,
      // the range the reports table shows
      cost_min: 40 * 1 + 80 * 2,
      cost_max: 60 * 1 + 120 * 2,
    });
    expect(Number.isNaN(Date.parse(priced.uploaded_at))).toBe(false);
    expect(all.rows.find((r) => r.id === processingReport)).toMatchObject({ deficiency_count: 0, total_cost: 0 });

    const search = async (q: string) =>
      ((await admin.get(`/api/admin/reports?search=${encodeURIComponent(q)}`)).json() as AdminReportList).rows.map(
        (r) => r.id,
      );
    expect(await search('MAPLE')).toEqual([pricedReport]);
    expect((await search(ownerName.toUpperCase())).length).toBe(4);
    expect((await search('example.com')).length).toBe(4);
    // pattern characters are literal: '%' finds only the filename that has one, '_' only the one with an underscore
    expect(await search('%')).toEqual([processingReport]);
    expect(await search('_')).toEqual([processingReport, pricedReport]);
    expect(await search('nothing-like-this')).toEqual([]);

    const page2 = (await admin.get('/api/admin/reports?page=2&pageSize=3')).json() as AdminReportList;
    expect(page2).toMatchObject({ total: 4 });
    expect(page2.rows.map((r) => r.id)).toEqual([pricedReport]);
    expect((await admin.get('/api/admin/reports?page=0')).statusCode).toBe(400);
  });

  it('lists users with report count and credit balance, never a password hash', async () => {
    const response = await admin.get(`/api/admin/users?search=${ownerName.toUpperCase()}`);
    const list = response.json() as AdminUserList;
    expect(list.total).toBe(1);
    const balance = (await owner.get('/api/credits/balance')).json().balance as number;
    expect(list.rows[0]).toMatchObject({
      id: ownerId,
      username: ownerName,
      firstName: 'Olive',
      lastName: 'Owens',
      reportCount: 4,
      creditBalance: balance,
    });
    expect(Object.keys(list.rows[0]!).sort()).toEqual(
      ['createdAt', 'creditBalance', 'email', 'firstName', 'id', 'lastName', 'reportCount', 'username'].sort(),
    );
    expect(response.body).not.toMatch(/password|scrypt|argon|\$2[aby]\$/i);
    expect(((await admin.get('/api/admin/users?search=Olive')).json() as AdminUserList).total).toBe(1);
    const everyone = (await admin.get('/api/admin/users')).json() as AdminUserList;
    expect(everyone.total).toBe(3);
    expect(everyone.rows[0]?.id).toBe(ownerId);
  });

  it('gives the full report of any user, locked or not, through the reports mapping', async () => {
    const response = await admin.get(`/api/admin/reports/${pricedReport}/full`);
    expect(response.statusCode).toBe(200);
    const full = response.json() as AdminFullReport;
    expect(full.report).toMatchObject({
      id: pricedReport,
      filename: 'maple-street_inspection.pdf',
      propertyAddress: '12 Maple St, Austin, TX 78745',
      status: 'completed',
      unlockedAt: null,
    });
    expect(full.user).toEqual({
      id: ownerId,
      username: ownerName,
      email: `${ownerName.toLowerCase()}@example.com`,
      firstName: 'Olive',
      lastName: 'Owens',
    });
    expect(full.analysis.summary).toMatchObject({
      totalDeficiencies: 3,
      severityCount: { critical: 1, major: 1, minor: 1 },
      totalCostRange: { min: 40 + 80 * 2, max: 60 + 120 * 2 },
    });
    // critical first, the excluded finding still listed (marked), contractors in rank order
    expect(full.analysis.deficiencies.map((d) => d.severity)).toEqual(['critical', 'major', 'minor', 'minor']);
    expect(full.analysis.deficiencies.find((d) => d.excluded)?.description).toMatch(/Worn shingles/);
    expect(full.analysis.deficiencies[0]?.contractorIds).toEqual(['dir_1', 'dir_2']);
    expect(full.analysis.contractors.electrician?.map((c) => c.name)).toEqual(['First Spark', 'Second Spark']);
    expect(response.body).not.toMatch(/passwordHash|tokenHash/);
    expect(response.body).not.toContain(sessionHash);

    // the owner still has only the teaser: the admin view unlocked nothing
    const ownerView = (await owner.get(`/api/reports/${pricedReport}/analysis`)).json();
    expect(ownerView.hasFullAccess).toBe(false);

    const failed = (await admin.get(`/api/admin/reports/${processingReport}/full`)).json() as AdminFullReport;
    expect(failed.analysis.deficiencies).toEqual([]);
    expect((await admin.get('/api/admin/reports/999999/full')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/reports/abc/full')).statusCode).toBe(400);
  });

  it('grants credits as a ledger entry with the reason, and refuses bad grants', async () => {
    const before = (await owner.get('/api/credits/balance')).json().balance as number;
    const granted = await admin.post(`/api/admin/users/${ownerId}/credits`, {
      amount: 5,
      reason: 'Refund for a bad scan',
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ userId: ownerId, balance: before + 5 });
    expect((await owner.get('/api/credits/balance')).json().balance).toBe(before + 5);
    const transactions = (await owner.get('/api/credits/transactions')).json() as CreditTransaction[];
    expect(transactions[0]).toMatchObject({ type: 'other', amount: 5 });
    expect(transactions[0]?.description).toContain('Refund for a bad scan');

    const tooMuch = await admin.post(`/api/admin/users/${ownerId}/credits`, { amount: -(before + 6), reason: 'x' });
    expect(tooMuch.statusCode).toBe(409);
    expect((await admin.post(`/api/admin/users/${ownerId}/credits`, { amount: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await admin.post(`/api/admin/users/${ownerId}/credits`, { amount: 2, reason: ' ' })).statusCode).toBe(400);
    expect((await admin.post(`/api/admin/users/${ownerId}/credits`, { amount: 1.5, reason: 'x' })).statusCode).toBe(
      400,
    );
    expect((await admin.post('/api/admin/users/999999/credits', { amount: 1, reason: 'x' })).statusCode).toBe(404);
    expect((await owner.get('/api/credits/balance')).json().balance).toBe(before + 5);
  });

  it('counts users, reports, credits sold and messages sent in the stats', async () => {
    const read = async () => (await admin.get('/api/admin/stats')).json() as AdminStats;
    const before = await read();
    await new TestClient(t.app).register(uniqueName('new'));
    await insertReport({ filename: 's1.pdf', status: 'completed' });
    await insertReport({ filename: 's2.pdf', status: 'failed' });
    await insertReport({ filename: 's3.pdf', status: 'processing' });
    await t.ctx.db.insert(creditLedger).values({ userId: ownerId, type: 'purchase', amount: 7, description: 'Pack' });
    // a grant is not a sale
    await t.ctx.db.insert(creditLedger).values({ userId: ownerId, type: 'grant', amount: 3, description: 'Gift' });
    const message = {
      userId: ownerId,
      contractorId: 'dir_1',
      contractorName: 'A',
      toPhone: '+1',
      body: 'b',
      provider: 'outbox',
    };
    await t.ctx.db.insert(messages).values([
      { ...message, status: 'stored' },
      { ...message, status: 'delivered' },
      { ...message, status: 'failed' },
    ]);
    const after = await read();
    expect(after.users - before.users).toBe(1);
    expect(after.reports - before.reports).toBe(3);
    expect(after.completed - before.completed).toBe(1);
    expect(after.failed - before.failed).toBe(1);
    expect(after.creditsSold - before.creditsSold).toBe(7);
    expect(after.messagesSent - before.messagesSent).toBe(2);
  });

  it('lists the SMS outbox newest first with the sender, searched and paged', async () => {
    const base = {
      userId: ownerId,
      reportId: pricedReport,
      provider: 'outbox',
      status: 'stored',
      toPhone: '+15125550123',
    };
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await t.ctx.db.insert(messages).values([
      { ...base, contractorId: 'dir_7', contractorName: 'Oldest Outbox Plumbing', body: 'Hello 1', createdAt: at(30) },
      { ...base, contractorId: 'dir_8', contractorName: 'Newest Outbox Roofing', body: 'Hello 3', createdAt: at(1) },
      { ...base, contractorId: 'dir_9', contractorName: 'Middle Outbox Electric', body: 'Hello 2', createdAt: at(10) },
    ]);
    const page = async (query: string) => (await admin.get(`/api/admin/messages?${query}`)).json() as AdminMessageList;
    const first = await page('search=OUTBOX&pageSize=2');
    expect(first.total).toBe(3);
    expect(first.rows.map((m) => m.contractorName)).toEqual(['Newest Outbox Roofing', 'Middle Outbox Electric']);
    expect(first.rows[0]).toMatchObject({
      username: ownerName,
      to: '+15125550123',
      reportId: pricedReport,
      body: 'Hello 3',
      status: 'stored',
    });
    const second = await page('search=OUTBOX&pageSize=2&page=2');
    expect(second.rows.map((m) => m.contractorName)).toEqual(['Oldest Outbox Plumbing']);
    expect((await page('search=5550123')).total).toBe(3);
    // every message so far was sent by the owner: a search by sender finds them all
    const everything = await page('');
    expect(everything.total).toBeGreaterThan(3);
    expect((await page(`search=${ownerName}`)).total).toBe(everything.total);
  });

  it("re-runs a report's analysis through the reports module (409 while it runs)", async () => {
    const retry = await admin.post(`/api/admin/reports/${failedReport}/retry`);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ status: 'processing' });
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, failedReport));
    expect(row).toMatchObject({ status: 'processing', stage: 'queued', failureReason: null });
    expect((await admin.post(`/api/admin/reports/${failedReport}/retry`)).statusCode).toBe(409);
    expect((await admin.post(`/api/admin/reports/${processingReport}/retry`)).statusCode).toBe(409);
    expect((await admin.post('/api/admin/reports/999999/retry')).statusCode).toBe(404);
  });

  it('shows the cost engine at work: matched item, score, keywords and the regional price', async () => {
    const match = async (query: string) => {
      const response = await admin.get(`/api/admin/cost-match?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as AdminCostMatchResponse;
    };
    const text = encodeURIComponent('Double-tapped breaker in the main electrical panel');
    const austin = await match(`text=${text}&zip=78745`);
    expect(austin.match).not.toBeNull();
    expect(austin.match!.priorityScore).toBeGreaterThan(0);
    expect(austin.match!.matchedKeywords.length).toBeGreaterThan(0);
    expect(austin.match!.totalKeywords).toBeGreaterThanOrEqual(austin.match!.matchedKeywords.length);
    expect(austin.region).toContain('TX');
    expect(austin.estimate?.bniItemCode).toBe(austin.match!.itemCode);
    expect(austin.estimate?.region).toBe(austin.region);
    expect(austin.catalogVersion).toMatch(/\S/);

    const national = await match(`text=${text}`);
    expect(national.match?.itemCode).toBe(austin.match!.itemCode);
    expect(national.region).toBe('US national average');
    // a regional labor index moves the price
    expect(national.estimate!.averageCost).not.toBe(austin.estimate!.averageCost);

    const nothing = await match('text=qwertyuiop%20zxcvbnm');
    expect(nothing.match).toBeNull();
    expect(nothing.estimate).toBeNull();

    expect((await admin.get('/api/admin/cost-match?text=')).statusCode).toBe(400);
    expect((await admin.get(`/api/admin/cost-match?text=${text}&zip=7874`)).statusCode).toBe(400);
    expect((await admin.get(`/api/admin/cost-match?text=${text}&category=attic`)).statusCode).toBe(400);
  });
});
