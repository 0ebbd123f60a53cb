import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPAIR_REQUEST_MESSAGES } from '@/contracts/repair-requests';
import { SHARE_LINK_MESSAGES } from '@/contracts/share-links';
import { deficiencies, repairRequests, reports, shareLinks } from '../../db/schema';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { storedEstimate } from '@/testing/server/report-fixtures';
import { SHARED_HEADERS, SHARED_RATE_LIMIT } from '../share-links/routes';
import { hashShareToken } from '../share-links/share-tokens';

// Issue 19: repair requests and read-only share links — ownership, the lock rule, validation, what a shared link
// shows and to whom, that a token cannot be told apart from a wrong one once revoked or expired, the export and
// the report's deletion. One app and database for the file; rows are written as an analysis would leave them.

const ESTIMATE = storedEstimate(150, 300, 450);

describe('repair requests and share links', () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let ownerId: number;
  let reportId: number;
  let lockedReportId: number;
  let findingIds: number[];

  const addReport = async (userId: number, unlocked: boolean) => {
    const [report] = await t.ctx.db
      .insert(reports)
      .values({
        userId,
        filename: 'private-owner-file.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 100,
        status: 'completed',
        stage: 'done',
        completedAt: new Date(),
        unlockedAt: unlocked ? new Date() : null,
        propertyAddress: {
          street: '4 Elm St',
          city: 'Austin',
          state: 'TX',
          zip: '78745',
          full: '4 Elm St, Austin, TX 78745',
        },
      })
      .returning({ id: reports.id });
    const rows = await t.ctx.db
      .insert(deficiencies)
      .values(
        (['critical', 'major', 'minor'] as const).map((severity, position) => ({
          reportId: report!.id,
          position,
          categoryKey: 'plumbing',
          severity,
          location: 'hall bath',
          description: `${severity} leak at the trap`,
          quote: `Observed ${severity} leak`,
          page: position + 2,
          trade: 'plumber',
          quantity: 2,
          costEstimate: ESTIMATE,
        })),
      )
      .returning({ id: deficiencies.id });
    return { id: report!.id, findings: rows.map((row) => row.id) };
  };

  const body = (items: unknown[] = []) => ({
    title: 'Draft 1',
    buyerNames: 'Pat & Sam Buyer',
    propertyAddress: '4 Elm St, Austin, TX 78745',
    responseDeadline: '2026-12-15',
    opening: 'We ask the seller to…',
    items,
  });

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    owner = new TestClient(t.app);
    stranger = new TestClient(t.app);
    ownerId = (await owner.register(uniqueName('buyer'))).id;
    await stranger.register(uniqueName('stranger'));
    const report = await addReport(ownerId, true);
    reportId = report.id;
    findingIds = report.findings;
    lockedReportId = (await addReport(ownerId, false)).id;
  });
  afterAll(() => t.close());

  it('saves, lists, edits and deletes requests, with amounts and notes validated', async () => {
    const items = [
      { deficiencyId: findingIds[0], type: 'repair', amountCents: null, note: 'Licensed plumber, with receipts' },
      { deficiencyId: findingIds[1], type: 'credit', amountCents: 60_000, note: '' },
    ];
    const created = await owner.post(`/api/reports/${reportId}/repair-requests`, body(items));
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json();
    expect(saved.items).toMatchObject([
      {
        type: 'repair',
        amountCents: null,
        description: 'critical leak at the trap',
        page: 2,
        excludedInAnalysis: false,
      },
      { type: 'credit', amountCents: 60_000, quote: 'Observed major leak', category: 'Plumbing' },
    ]);
    expect(saved.totals).toEqual({ creditCents: 60_000, repairCount: 1, creditCount: 1 });

    const second = await owner.post(`/api/reports/${reportId}/repair-requests`, { ...body(), title: 'Final' });
    expect(second.statusCode).toBe(201);
    const list = await owner.get(`/api/reports/${reportId}/repair-requests`);
    expect(list.json().map((r: { title: string }) => r.title)).toEqual(['Draft 1', 'Final']);

    const edited = await owner.put(`/api/repair-requests/${saved.id}`, {
      ...body([{ ...items[1], amountCents: 10_000_000 }]),
      title: 'Draft 2',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Draft 2', totals: { creditCents: 10_000_000, repairCount: 0 } });
    expect((await owner.get(`/api/repair-requests/${saved.id}`)).json().title).toBe('Draft 2');

    const invalid = [
      [{ ...items[1], amountCents: 10_000_001 }],
      [{ ...items[1], amountCents: -1 }],
      [{ ...items[1], amountCents: 12.5 }],
      [{ ...items[1], amountCents: null }],
      [{ ...items[0], note: 'x'.repeat(2_001) }],
      // a lone surrogate: valid JSON, but the jsonb column refuses it (was a 500)
      [{ ...items[0], note: 'x\udc00' }],
      [items[0], items[0]],
      // a finding of another report
      [{ ...items[0], deficiencyId: 2_000_000_000 }],
    ];
    for (const bad of invalid) {
      const response = await owner.put(`/api/repair-requests/${saved.id}`, body(bad));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await owner.put(`/api/repair-requests/${saved.id}`, { ...body(), responseDeadline: 'soon' })).statusCode,
    ).toBe(400);
    expect((await owner.get(`/api/repair-requests/${saved.id}`)).json().title).toBe('Draft 2');

    expect((await owner.delete(`/api/repair-requests/${second.json().id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/repair-requests/${second.json().id}`)).statusCode).toBe(404);
  });

  it('keeps a finding excluded later in a saved request, marked as excluded in the analysis', async () => {
    const created = await owner.post(
      `/api/reports/${reportId}/repair-requests`,
      body([{ deficiencyId: findingIds[2], type: 'repair', amountCents: null, note: '' }]),
    );
    const id = created.json().id as number;
    expect((await owner.patch(`/api/deficiencies/${findingIds[2]}`, { excluded: true })).statusCode).toBe(200);
    const after = (await owner.get(`/api/repair-requests/${id}`)).json();
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ description: 'minor leak at the trap', excludedInAnalysis: true });
    // and it can still be saved again with that item
    const resaved = await owner.put(`/api/repair-requests/${id}`, {
      ...body([{ deficiencyId: findingIds[2], type: 'credit', amountCents: 500, note: '' }]),
    });
    expect(resaved.statusCode).toBe(200);
    await owner.patch(`/api/deficiencies/${findingIds[2]}`, { excluded: false });
  });

  it("answers 404 to a stranger on every route, as for a missing id, and changes nothing of the owner's", async () => {
    const request = (await owner.post(`/api/reports/${reportId}/repair-requests`, body())).json();
    const link = (
      await owner.post(`/api/reports/${reportId}/share-links`, {
        label: 'agent',
        displayName: '',
        expiresInDays: null,
        repairRequestId: null,
      })
    ).json();
    const linkBody = { label: 'mine', displayName: '', expiresInDays: 7, repairRequestId: null };
    const calls = (ids: { report: number; request: number; link: number }) => [
      () => stranger.get(`/api/reports/${ids.report}/repair-requests`),
      () => stranger.post(`/api/reports/${ids.report}/repair-requests`, body()),
      () => stranger.get(`/api/repair-requests/${ids.request}`),
      () => stranger.put(`/api/repair-requests/${ids.request}`, body()),
      () => stranger.delete(`/api/repair-requests/${ids.request}`),
      () => stranger.get(`/api/reports/${ids.report}/share-links`),
      () => stranger.post(`/api/reports/${ids.report}/share-links`, linkBody),
      () => stranger.post(`/api/share-links/${ids.link}/revoke`),
    ];
    const theirs = calls({ report: reportId, request: request.id, link: link.shareLink.id });
    const missing = calls({ report: 2_000_000_000, request: 2_000_000_000, link: 2_000_000_000 });
    for (const [index, call] of theirs.entries()) {
      const response = await call();
      const absent = await missing[index]!();
      expect(response.statusCode, response.body).toBe(404);
      expect(response.body).toBe(absent.body);
    }
    // a request of the owner's report cannot be shared through another report either
    const strangerReport = await addReport((await stranger.get('/api/auth/user')).json().id, true);
    const crossed = await stranger.post(`/api/reports/${strangerReport.id}/share-links`, {
      ...linkBody,
      repairRequestId: request.id,
    });
    expect(crossed.statusCode).toBe(404);
    // an id past the integer column's range is a 400, not a database error (was a 500)
    for (const repairRequestId of [2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      const outOfRange = await owner.post(`/api/reports/${reportId}/share-links`, { ...linkBody, repairRequestId });
      expect(outOfRange.statusCode, outOfRange.body).toBe(400);
    }
    expect((await owner.get(`/api/repair-requests/${request.id}`)).json().title).toBe('Draft 1');
    const [stored] = await t.ctx.db.select().from(shareLinks).where(eq(shareLinks.id, link.shareLink.id));
    expect(stored!.revokedAt).toBeNull();
  });

  it('refuses every route on a locked report with the unlock message (403)', async () => {
    const routes = [
      () => owner.get(`/api/reports/${lockedReportId}/repair-requests`),
      () => owner.post(`/api/reports/${lockedReportId}/repair-requests`, body()),
      () => owner.get(`/api/reports/${lockedReportId}/share-links`),
      () =>
        owner.post(`/api/reports/${lockedReportId}/share-links`, {
          label: 'x',
          displayName: '',
          expiresInDays: null,
          repairRequestId: null,
        }),
    ];
    for (const call of routes) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(REPAIR_REQUEST_MESSAGES.locked);
    }
  });

  it('shares the analysis read-only, signed out, with only what the page needs, counted per view', async () => {
    const created = await owner.post(`/api/reports/${reportId}/share-links`, {
      label: 'for my agent',
      displayName: 'Pat B.',
      expiresInDays: 30,
      repairRequestId: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { shareLink, url } = created.json();
    expect(shareLink).toMatchObject({ label: 'for my agent', viewCount: 0, lastViewedAt: null, revokedAt: null });
    const token = new URL(url).pathname.split('/').pop()!;
    expect(url).toBe(`http://localhost:3000/shared/${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // only the hash is stored
    const [row] = await t.ctx.db.select().from(shareLinks).where(eq(shareLinks.id, shareLink.id));
    expect(row!.tokenHash).toBe(hashShareToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify((await owner.get(`/api/reports/${reportId}/share-links`)).json())).not.toContain(token);

    const anonymous = new TestClient(t.app);
    const shared = await anonymous.get(`/api/shared/${token}`);
    expect(shared.statusCode, shared.body).toBe(200);
    for (const [name, value] of Object.entries(SHARED_HEADERS)) expect(shared.headers[name]).toBe(value);
    const view = shared.json();
    expect(view).toMatchObject({ kind: 'analysis', sharedBy: 'Pat B.' });
    expect(view.analysis.propertyAddress).toBe('4 Elm St, Austin, TX 78745');
    expect(view.analysis.findings.map((f: { severity: string }) => f.severity)).toEqual(['critical', 'major', 'minor']);
    expect(view.analysis.findings[0]).toMatchObject({ quote: 'Observed critical leak', page: 2 });
    expect(view.analysis.summary.totalDeficiencies).toBe(3);
    // never the file name, the owner's account, or what contractors were matched
    for (const word of ['private-owner-file', 'contractorIds', 'username', 'email', 'userId'])
      expect(shared.body).not.toContain(word);

    await anonymous.get(`/api/shared/${token}`);
    // a HEAD (a link checker's or preview's probe) is answered but is not a view
    const probe = await t.app.inject({ method: 'HEAD', url: `/api/shared/${token}` });
    expect(probe.statusCode).toBe(200);
    expect(probe.headers['cache-control']).toBe(SHARED_HEADERS['cache-control']);
    const listed = (await owner.get(`/api/reports/${reportId}/share-links`)).json();
    const seen = listed.find((l: { id: number }) => l.id === shareLink.id);
    expect(seen.viewCount).toBe(2);
    expect(seen.lastViewedAt).not.toBeNull();
  });

  it('shares one repair request; a wrong, malformed, revoked or expired token answers the same 404', async () => {
    const request = (
      await owner.post(
        `/api/reports/${reportId}/repair-requests`,
        body([{ deficiencyId: findingIds[1], type: 'credit', amountCents: 75_000, note: 'or a licensed repair' }]),
      )
    ).json();
    const created = (
      await owner.post(`/api/reports/${reportId}/share-links`, {
        label: 'seller agent',
        displayName: '',
        expiresInDays: 7,
        repairRequestId: request.id,
      })
    ).json();
    expect(created.shareLink.repairRequestTitle).toBe('Draft 1');
    const token = new URL(created.url).pathname.split('/').pop()!;
    const anonymous = new TestClient(t.app);
    const shared = (await anonymous.get(`/api/shared/${token}`)).json();
    expect(shared).toMatchObject({ kind: 'repair-request', sharedBy: null });
    expect(shared.repairRequest.items[0]).toMatchObject({ amountCents: 75_000, note: 'or a licensed repair' });
    expect(shared.repairRequest.totals.creditCents).toBe(75_000);
    // whether the owner has since excluded a finding is the owner's business, not the recipient's
    expect(shared.repairRequest.items[0]).not.toHaveProperty('excludedInAnalysis');

    const notFound = async (value: string) => {
      const response = await anonymous.get(`/api/shared/${encodeURIComponent(value)}`);
      return { status: response.statusCode, body: response.body, headers: response.headers['x-robots-tag'] };
    };
    const wrong = await notFound(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect(wrong).toEqual({
      status: 404,
      body: JSON.stringify({ message: SHARE_LINK_MESSAGES.notFound }),
      headers: 'noindex, nofollow',
    });
    expect(await notFound('short')).toEqual(wrong);

    const revoked = await owner.post(`/api/share-links/${created.shareLink.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect(await notFound(token)).toEqual(wrong);

    // an expired link (its expiry moved into the past, as time would)
    const other = (
      await owner.post(`/api/reports/${reportId}/share-links`, {
        label: 'short-lived',
        displayName: '',
        expiresInDays: 7,
        repairRequestId: null,
      })
    ).json();
    const otherToken = new URL(other.url).pathname.split('/').pop()!;
    expect((await anonymous.get(`/api/shared/${otherToken}`)).statusCode).toBe(200);
    await t.ctx.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, other.shareLink.id));
    expect(await notFound(otherToken)).toEqual(wrong);
  });

  it('puts the requests and links in the account export, and deletes them with the report', async () => {
    const exported = (await owner.get('/api/account/export')).json();
    expect(exported.repairRequests.length).toBeGreaterThan(1);
    expect(exported.repairRequests.every((r: { reportId: number }) => r.reportId === reportId)).toBe(true);
    expect(exported.repairRequests[0].items[0]).toHaveProperty('description');
    expect(exported.shareLinks.length).toBeGreaterThan(1);
    expect(JSON.stringify(exported)).not.toContain('tokenHash');
    // the stranger's export holds none of it
    expect((await stranger.get('/api/account/export')).json().repairRequests).toEqual([]);

    expect((await owner.delete(`/api/reports/${reportId}`)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(repairRequests).where(eq(repairRequests.reportId, reportId))).toEqual([]);
    expect(await t.ctx.db.select().from(shareLinks).where(eq(shareLinks.reportId, reportId))).toEqual([]);
  });

  it('rate-limits the public route per client address, still uncacheable', async () => {
    const address = { remoteAddress: '203.0.113.9' };
    const guess = () => t.app.inject({ method: 'GET', url: `/api/shared/${'B'.repeat(43)}`, ...address });
    for (let i = 0; i < SHARED_RATE_LIMIT.max; i++) expect((await guess()).statusCode).toBe(404);
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(SHARE_LINK_MESSAGES.rateLimited);
    expect(limited.headers['cache-control']).toBe(SHARED_HEADERS['cache-control']);
    // another address is not held back
    expect((await t.app.inject({ method: 'GET', url: `/api/shared/${'B'.repeat(43)}` })).statusCode).toBe(404);
  });
});
