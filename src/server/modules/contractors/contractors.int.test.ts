import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractorMessage, SMS_MAX_GSM } from '@/contracts/contractor-message';
import { gsmLength } from '@/contracts/gsm-text';
import { deficiencyContractors, messages, userSettings } from '../../db/schema';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { ensureAdmin } from '../auth/ensure-admin';
import { insertContractor, insertReport } from '@/testing/server/contractor-fixtures';
import { matchReportContractors } from './match-report-contractors';
import { ADDRESS_NOT_FOUND } from './search-contractors';
import { INVALID_HOMEOWNER_PHONE } from './send-contractor-messages';
import { RATE_LIMITED_MESSAGE } from './routes';

describe('contractors: matching, directory search, messages', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const sentEvents: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp({ SMS_RATE_LIMIT_PER_HOUR: '6' });
    t.ctx.hooks.messagesSent.push(async (event) => void sentEvents.push(event));
    const db = t.ctx.db;
    // electricians: ranked by rating, reviews, distance; one below the 4.0 floor, one beyond 50 km
    ids.e1 = await insertContractor(db, { name: 'Volt A', trade: 'electrician', km: 3, rating: 4.9, reviewCount: 50 });
    ids.e2 = await insertContractor(db, { name: 'Volt B', trade: 'electrician', km: 5, rating: 4.6, reviewCount: 300 });
    ids.e3 = await insertContractor(db, { name: 'Volt C', trade: 'electrician', km: 8, rating: 4.6, reviewCount: 20 });
    ids.e4 = await insertContractor(db, { name: 'Volt D', trade: 'electrician', km: 20, rating: 5.0, reviewCount: 5 });
    ids.eLow = await insertContractor(db, { name: 'Volt Low', trade: 'electrician', km: 1, rating: 3.5 });
    ids.eFar = await insertContractor(db, { name: 'Volt Far', trade: 'electrician', km: 70, rating: 5.0 });
    ids.eNoPhone = await insertContractor(db, {
      name: 'Volt Mute',
      trade: 'electrician',
      km: 9,
      rating: 4.0,
      phone: null,
    });
    // no plumbers: plumbing falls back to general contractors (2 at most)
    ids.g1 = await insertContractor(db, { name: 'Build One', trade: 'general contractor', km: 2, rating: 4.8 });
    ids.g2 = await insertContractor(db, { name: 'Build Two', trade: 'general contractor', km: 4, rating: 4.7 });
    ids.g3 = await insertContractor(db, { name: 'Build Three', trade: 'general contractor', km: 6, rating: 4.6 });
  });
  afterAll(() => t.close());

  const signedIn = async () => {
    const client = new TestClient(t.app);
    const user = await client.register(uniqueName('ctr'));
    return { client, user };
  };

  describe('matchReportContractors', () => {
    it('ranks, limits and persists per finding, with the general-contractor fallback', async () => {
      const { user } = await signedIn();
      const report = await insertReport(t.ctx.db, user.id);
      const result = await matchReportContractors({
        ctx: t.ctx,
        userId: user.id,
        reportId: report.reportId,
        property: { zip: '78701', state: 'TX', full: '12 Elm St, Austin, TX 78701' },
        deficiencies: [report.electrical, report.plumbing],
      });
      const electrical = result.find((r) => r.deficiencyId === report.electrical.id)!;
      // default settings: 3 per trade, 4.0 floor; 10 km had 4 qualifying, so the step stopped there
      expect(electrical.contractors.map((c) => c.id)).toEqual([ids.e1, ids.e2, ids.e3]);
      expect(electrical.contractors[0]).toMatchObject({ name: 'Volt A', category: 'electrician', source: 'directory' });
      expect(electrical.contractors[0]!.distance).toBeGreaterThan(2900);
      expect(electrical.contractors[0]!.distance).toBeLessThan(3100);
      const plumbing = result.find((r) => r.deficiencyId === report.plumbing.id)!;
      expect(plumbing.contractors.map((c) => c.id)).toEqual([ids.g1, ids.g2]);

      const stored = await t.ctx.db
        .select()
        .from(deficiencyContractors)
        .where(eq(deficiencyContractors.reportId, report.reportId))
        .orderBy(asc(deficiencyContractors.deficiencyId), asc(deficiencyContractors.rank));
      expect(stored.map((s) => [s.deficiencyId, s.contractorId, s.trade, s.rank])).toEqual([
        [report.electrical.id, ids.e1, 'electrician', 0],
        [report.electrical.id, ids.e2, 'electrician', 1],
        [report.electrical.id, ids.e3, 'electrician', 2],
        [report.plumbing.id, ids.g1, 'general contractor', 0],
        [report.plumbing.id, ids.g2, 'general contractor', 1],
      ]);
      expect(stored[0]!.contractor).toMatchObject({ name: 'Volt A', phone: '+15125550142' });

      // the reports endpoint reads what was persisted
      const analysis = await matchReportContractors({
        ctx: t.ctx,
        userId: user.id,
        reportId: report.reportId,
        property: null,
        deficiencies: [report.electrical],
      });
      expect(analysis).toEqual([{ deficiencyId: report.electrical.id, contractors: [] }]);
      // re-matching replaces the report's rows rather than adding to them
      expect(
        await t.ctx.db.select().from(deficiencyContractors).where(eq(deficiencyContractors.reportId, report.reportId)),
      ).toEqual([]);
    });

    it("follows the user's settings: contractors per category, minimum rating, radius", async () => {
      const { user } = await signedIn();
      await t.ctx.db.insert(userSettings).values({
        userId: user.id,
        settings: { preferences: { defaultRadius: 10, minContractorRating: 3.5, maxContractorsPerCategory: 10 } },
      });
      const report = await insertReport(t.ctx.db, user.id);
      const [electrical] = await matchReportContractors({
        ctx: t.ctx,
        userId: user.id,
        reportId: report.reportId,
        property: { zip: '78701', state: 'TX', full: '12 Elm St, Austin, TX 78701' },
        deficiencies: [report.electrical],
      });
      // 10 miles caps the search at 16 km: Volt D (20 km) and Volt Far are out; Volt Low (3.5) is in; 6 at most
      expect(electrical!.contractors.map((c) => c.name)).toEqual([
        'Volt A',
        'Volt B',
        'Volt C',
        'Volt Mute',
        'Volt Low',
      ]);
    });
  });

  describe('POST /api/contractors/search', () => {
    it('needs a signed-in user and a non-blank address', async () => {
      const anonymous = new TestClient(t.app);
      expect((await anonymous.post('/api/contractors/search', { address: 'Austin, TX' })).statusCode).toBe(401);
      const { client } = await signedIn();
      const blank = await client.post('/api/contractors/search', { address: '   ' });
      expect(blank.statusCode).toBe(400);
      const unknown = await client.post('/api/contractors/search', { address: 'the blue house' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(ADDRESS_NOT_FOUND);
      expect(
        (await client.post('/api/contractors/search', { address: 'Austin, TX', category: 'all' })).statusCode,
      ).toBe(400);
    });

    it('finds contractors of one category, or of every trade, with the directory fields', async () => {
      const { client } = await signedIn();
      const electrical = await client.post('/api/contractors/search', { address: ' 78701 ', category: 'electrical' });
      expect(electrical.statusCode).toBe(200);
      const body = electrical.json();
      expect(body.attribution).toBeNull();
      // fewer than 24 within 10 km: the search widened to the 25-mile cap (Volt Far at 70 km stays out)
      expect(body.contractors.map((c: { name: string }) => c.name)).toEqual([
        'Volt D',
        'Volt A',
        'Volt B',
        'Volt C',
        'Volt Mute',
      ]);
      expect(body.contractors[1]).toEqual({
        id: ids.e1,
        placeId: null,
        name: 'Volt A',
        category: 'electrician',
        rating: 4.9,
        reviewCount: 50,
        distance: expect.any(Number),
        address: 'Volt A address, Austin, TX 78701',
        phone: '+15125550142',
        website: 'https://example.com/test',
        isOpen: null,
        priceLevel: null,
        isDemo: false,
        source: 'directory',
      });
      const structural = await client.post('/api/contractors/search', {
        address: 'Austin, TX',
        category: 'structural',
      });
      expect(new Set(structural.json().contractors.map((c: { category: string }) => c.category))).toEqual(
        new Set(['general contractor']),
      );
      const all = (await client.post('/api/contractors/search', { address: 'Austin, TX 78701' })).json();
      expect(new Set(all.contractors.map((c: { category: string }) => c.category))).toEqual(
        new Set(['electrician', 'general contractor']),
      );
    });
  });

  describe('messaging contractors', () => {
    const url = (reportId: number, deficiencyId: number) =>
      `/api/reports/${reportId}/deficiencies/${deficiencyId}/message-contractors`;
    const body = (contractorIds: string[], extra: Record<string, unknown> = {}) => ({
      homeownerName: '  Dana Reyes ',
      homeownerPhone: ' (512) 555-0199 ',
      contractorIds,
      ...extra,
    });

    const matchedReport = async (userId: number, options: { unlocked?: boolean } = {}) => {
      const report = await insertReport(t.ctx.db, userId, options);
      await matchReportContractors({
        ctx: t.ctx,
        userId,
        reportId: report.reportId,
        property: { zip: '78701', state: 'TX', full: '12 Elm St, Austin, TX 78701' },
        deficiencies: [report.electrical, report.plumbing],
      });
      return report;
    };

    it('sends a personalised message to each matched contractor with a phone and stores it in the outbox', async () => {
      const { client, user } = await signedIn();
      const report = await matchedReport(user.id);
      const response = await client.post(
        url(report.reportId, report.electrical.id),
        body([ids.e1!, ids.e2!, ids.e4!, ids.e1!], { customMessage: 'Weekday mornings work best.' }),
      );
      expect(response.statusCode).toBe(200);
      // Volt D is not among this finding's matches: skipped, but counted in the total
      expect(response.json()).toEqual({ success: 2, total: 3 });
      const rows = await t.ctx.db
        .select()
        .from(messages)
        .where(eq(messages.reportId, report.reportId))
        .orderBy(asc(messages.id));
      expect(rows.map((r) => [r.contractorId, r.contractorName, r.toPhone, r.status, r.provider, r.userId])).toEqual([
        [ids.e1, 'Volt A', '+15125550142', 'stored', 'outbox', user.id],
        [ids.e2, 'Volt B', '+15125550142', 'stored', 'outbox', user.id],
      ]);
      const text = rows[0]!.body;
      expect(text).toMatch(/^Hi Volt A,/);
      expect(rows[1]!.body).toMatch(/^Hi Volt B,/);
      // exactly the dialogs' preview for the same inputs (the one builder in src/contracts), in two segments
      expect(text).toBe(
        buildContractorMessage({
          contractorName: 'Volt A',
          propertyAddress: '12 Elm St, Austin, TX 78701',
          location: 'Garage',
          category: 'Electrical',
          issue: 'Open junction box',
          severity: 'critical',
          // per-unit 100–200 (average 150) × quantity 2
          cost: { min: 200, max: 400, average: 300 },
          additionalDetails: 'Weekday mornings work best.',
          homeownerName: '  Dana Reyes ',
          homeownerPhone: ' (512) 555-0199 ',
        }),
      );
      expect(text.split('\n')).toEqual([
        'Hi Volt A, Weekday mornings work best.',
        'Quote to: Dana Reyes (512) 555-0199',
        'Critical Electrical: Open junction box (Garage)',
        'At 12 Elm St, Austin, TX 78701',
        'Est. $200-$400, avg $300',
        'Via Punchlist (no referral fees). STOP to opt out',
      ]);
      expect(gsmLength(text)).toBeLessThanOrEqual(SMS_MAX_GSM);
      expect(sentEvents.at(-1)).toEqual({ userId: user.id, reportId: report.reportId, sent: 2, total: 3 });
    });

    it('answers success 0 when no selected contractor can receive a text', async () => {
      const { client, user } = await signedIn();
      const report = await matchedReport(user.id);
      const response = await client.post(url(report.reportId, report.electrical.id), body([ids.eFar!]));
      expect(response.json()).toEqual({ success: 0, total: 1 });
    });

    it('validates the homeowner details', async () => {
      const { client, user } = await signedIn();
      const report = await matchedReport(user.id);
      const target = url(report.reportId, report.electrical.id);
      const noName = await client.post(target, body([ids.e1!], { homeownerName: '   ' }));
      expect(noName.statusCode).toBe(400);
      expect(noName.json().message).toBe('Please provide your name and phone number for contractors to reach you.');
      const badPhone = await client.post(target, body([ids.e1!], { homeownerPhone: '555-1234' }));
      expect(badPhone.statusCode).toBe(400);
      expect(badPhone.json()).toEqual({
        message: INVALID_HOMEOWNER_PHONE,
        fields: { homeownerPhone: INVALID_HOMEOWNER_PHONE },
      });
      const none = await client.post(target, body([]));
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe('Please select at least one contractor to message.');
    });

    it("logs the report's texts for its owner only: to whom, about which finding, when, with their status", async () => {
      const { client, user } = await signedIn();
      const report = await matchedReport(user.id);
      expect((await client.get(`/api/reports/${report.reportId}/messages`)).json()).toEqual([]);
      await client.post(url(report.reportId, report.electrical.id), body([ids.e1!, ids.e2!]));
      const log = await client.get(`/api/reports/${report.reportId}/messages`);
      expect(log.statusCode).toBe(200);
      const rows = log.json() as { contractorName: string; finding: string; status: string; createdAt: string }[];
      expect(rows.map((r) => [r.contractorName, r.finding, r.status])).toEqual([
        ['Volt B', 'Open junction box', 'stored'],
        ['Volt A', 'Open junction box', 'stored'],
      ]);
      expect(Date.parse(rows[0]!.createdAt)).not.toBeNaN();
      // another user gets the answer a missing report gets
      const stranger = await signedIn();
      const theirs = await stranger.client.get(`/api/reports/${report.reportId}/messages`);
      const missing = await stranger.client.get('/api/reports/2000000000/messages');
      expect([theirs.statusCode, theirs.body]).toEqual([404, missing.body]);
      expect((await new TestClient(t.app).get(`/api/reports/${report.reportId}/messages`)).statusCode).toBe(401);
    });

    it("answers 404 for someone else's report or a finding of another report, 403 while locked", async () => {
      const owner = await signedIn();
      const report = await matchedReport(owner.user.id);
      const other = await signedIn();
      const foreign = await other.client.post(url(report.reportId, report.electrical.id), body([ids.e1!]));
      expect(foreign.statusCode).toBe(404);
      const single = await other.client.post(`/api/contractors/${ids.e1}/message`, {
        reportId: report.reportId,
        deficiencyId: report.electrical.id,
        homeownerName: 'X',
        homeownerPhone: '5125550199',
      });
      expect(single.statusCode).toBe(404);

      const otherReport = await matchedReport(owner.user.id);
      expect(
        (await owner.client.post(url(report.reportId, otherReport.electrical.id), body([ids.e1!]))).statusCode,
      ).toBe(404);

      const locked = await matchedReport(owner.user.id, { unlocked: false });
      const lockedResponse = await owner.client.post(url(locked.reportId, locked.electrical.id), body([ids.e1!]));
      expect(lockedResponse.statusCode).toBe(403);

      // an admin has full access to any report
      const admin = new TestClient(t.app);
      const name = uniqueName('adm');
      await ensureAdmin({ db: t.ctx.db, username: name, email: `${name}@example.com`, password: 'admin-pass' });
      await admin.post('/api/login', { username: name, password: 'admin-pass' });
      expect((await admin.post(url(locked.reportId, locked.electrical.id), body([ids.e1!]))).json()).toEqual({
        success: 1,
        total: 1,
      });
      expect(
        (await new TestClient(t.app).post(url(report.reportId, report.electrical.id), body([ids.e1!]))).statusCode,
      ).toBe(401);
    });

    it('messages one contractor: matched, with a phone; the message defaults to the description', async () => {
      const { client, user } = await signedIn();
      const report = await matchedReport(user.id);
      const send = (contractorId: string, extra: Record<string, unknown> = {}) =>
        client.post(`/api/contractors/${contractorId}/message`, {
          reportId: report.reportId,
          deficiencyId: report.electrical.id,
          homeownerName: 'Dana',
          homeownerPhone: '512-555-0199',
          ...extra,
        });
      const ok = await send(ids.e3!, { customMessage: 'Open junction box' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ success: 1 });
      const [row] = await t.ctx.db
        .select()
        .from(messages)
        .where(and(eq(messages.reportId, report.reportId), eq(messages.contractorId, ids.e3!)));
      // the default message (the description) is already the finding's line: the text asks for a quote instead
      expect(row!.body).toMatch(/^Hi Volt C, could you quote this repair\?\n/);

      expect((await send(ids.e4!)).statusCode).toBe(404);
      const missing = await send(ids.e3!, { homeownerPhone: ' ' });
      expect(missing.json().message).toBe('Please provide your name and phone number.');
    });

    it('refuses contractors without a phone on the single route', async () => {
      const { client, user } = await signedIn();
      await t.ctx.db.insert(userSettings).values({
        userId: user.id,
        settings: { preferences: { maxContractorsPerCategory: 5 } },
      });
      const report = await matchedReport(user.id);
      const response = await client.post(`/api/contractors/${ids.eNoPhone}/message`, {
        reportId: report.reportId,
        deficiencyId: report.electrical.id,
        homeownerName: 'Dana',
        homeownerPhone: '512-555-0199',
      });
      expect(response.statusCode).toBe(400);
    });

    it('rate-limits message requests per user', async () => {
      const { client, user } = await signedIn();
      const report = await matchedReport(user.id);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        statuses.push((await client.post(url(report.reportId, report.electrical.id), body([ids.e1!]))).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
      const limited = await client.post(`/api/contractors/${ids.e1}/message`, {
        reportId: report.reportId,
        deficiencyId: report.electrical.id,
        homeownerName: 'Dana',
        homeownerPhone: '512-555-0199',
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(RATE_LIMITED_MESSAGE);
      // another user has their own budget
      const other = await signedIn();
      const theirs = await matchedReport(other.user.id);
      expect((await other.client.post(url(theirs.reportId, theirs.electrical.id), body([ids.e1!]))).statusCode).toBe(
        200,
      );
    });

    it('has no status callback with the outbox provider', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sms/status',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'MessageSid=SM1&MessageStatus=delivered',
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
