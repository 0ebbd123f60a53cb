import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_EDIT_MESSAGES } from '@/contracts/report-edits';
import type { Analysis, Deficiency, DeficiencyUpdateResponse } from '@/contracts/reports';
import { deficiencies, reports, users } from '../../db/schema';
import { startWorkers } from '../../jobs/workers';
import { insertContractor } from '@/testing/server/contractor-fixtures';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { makeTextPdf, SAMPLE_REPORT_LINES, upload, waitForAnalysis } from '@/testing/server/report-fixtures';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { EDIT_LOCKED_MESSAGE } from './editable-deficiency';
import { unknownZipMessage } from './update-report-property';

// The owner's corrections: PATCH …/property, PUT …/note, POST …/deficiencies, DELETE /api/deficiencies/:id.

describe('editable property, notes and added findings', () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let admin: TestClient;
  let reportId: number;

  const analysis = async (client = owner) => (await client.get(`/api/reports/${reportId}/analysis`)).json() as Analysis;
  const findings = async (client = owner) =>
    Object.values((await analysis(client)).deficiencies).flat() as Deficiency[];
  const leak = {
    title: 'Water heater relief valve drips',
    categoryKey: 'plumbing',
    severity: 'major',
    page: 3,
    quote:
      'The water heater temperature and pressure relief valve is leaking. Recommend a licensed plumber replace it.',
  };

  beforeAll(async () => {
    t = await createTestApp({ SIGNUP_BONUS_CREDITS: '1' }, { queue: true });
    await startWorkers(t.ctx);
    [owner, stranger, admin] = [new TestClient(t.app), new TestClient(t.app), new TestClient(t.app)];
    await owner.register(uniqueName('own'));
    await stranger.register(uniqueName('str'));
    const adminUser = await admin.register(uniqueName('adm'));
    await t.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminUser.id));
    await insertContractor(t.ctx.db, { name: 'Austin Plumbing Test', trade: 'plumber', km: 2 });
    // the engine finds no address in this report: national prices, no contractors
    const lines = SAMPLE_REPORT_LINES.filter((line) => !line.startsWith('Property Address'));
    const response = await upload(owner, {
      filename: 'no-address.pdf',
      contentType: 'application/pdf',
      data: await makeTextPdf(lines),
    });
    reportId = response.json().reportId;
    expect((await waitForAnalysis(owner, reportId)).status).toBe('completed');
  });
  afterAll(() => t.close());

  it('lets the owner of a locked report add the ZIP: the teaser is priced there, city and state filled in', async () => {
    const before = await analysis();
    expect(before.property ?? null).toBeNull();
    const url = `/api/reports/${reportId}/property`;

    for (const [body, field, message] of [
      [{ zip: '7870' }, 'zip', REPORT_EDIT_MESSAGES.zip],
      [{ zip: '78701', state: 'Texas' }, 'state', REPORT_EDIT_MESSAGES.state],
      [{ street: '1 Main St' }, 'zip', REPORT_EDIT_MESSAGES.empty],
      [{ zip: '00000' }, 'zip', unknownZipMessage('00000')],
    ] as const) {
      const refused = await owner.patch(url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().fields?.[field]).toBe(message);
    }
    // someone else's report, an admin's included, is not there
    const missing = await stranger.patch('/api/reports/999999/property', { zip: '78701' });
    for (const client of [stranger, admin]) {
      const theirs = await client.patch(url, { zip: '78701' });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).toBe(missing.body);
    }

    const response = await owner.patch(url, { zip: '78701', street: '12 Oak Lane' });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json() as Analysis;
    expect(after.property).toEqual({ street: '12 Oak Lane', city: 'Austin', state: 'TX', zip: '78701', edited: true });
    expect(after.propertyAddress).toBe('12 Oak Lane, Austin, TX 78701');
    // Texas labor costs less than the national average the report was priced at
    expect(after.teaser.totalCostRange!.max).toBeLessThan(before.teaser.totalCostRange!.max);
    expect(after.teaser.contractorTradeCount).toBeGreaterThan(before.teaser.contractorTradeCount);
    expect(await analysis()).toEqual(after);
  });

  it('refuses notes and added findings while the report is locked', async () => {
    const [row] = await t.ctx.db.select().from(deficiencies).where(eq(deficiencies.reportId, reportId)).limit(1);
    const note = await owner.put(`/api/deficiencies/${row!.id}/note`, { note: 'ask the seller' });
    expect(note.statusCode).toBe(403);
    expect(note.json().message).toBe(EDIT_LOCKED_MESSAGE);
    expect((await owner.post(`/api/reports/${reportId}/deficiencies`, leak)).statusCode).toBe(403);
    expect((await owner.post(`/api/reports/${reportId}/purchase`)).statusCode).toBe(200);
  });

  it("keeps a private note on a finding: the owner's, not an admin's to read", async () => {
    const target = (await findings())[0]!;
    const url = `/api/deficiencies/${target.id}/note`;
    const tooLong = await owner.put(url, { note: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields?.note).toBe(REPORT_EDIT_MESSAGES.noteTooLong);
    const missing = await stranger.put('/api/deficiencies/999999/note', { note: 'mine' });
    const theirs = await stranger.put(url, { note: 'mine' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);

    const saved = await owner.put(url, { note: '  Seller says it was fixed in May.  ' });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as DeficiencyUpdateResponse).deficiency.note).toBe('Seller says it was fixed in May.');
    expect((await findings()).find((d) => d.id === target.id)?.note).toBe('Seller says it was fixed in May.');
    const adminView = await admin.get(`/api/reports/${reportId}/analysis`);
    expect(adminView.body).not.toContain('Seller says');
    const download = await owner.get(`/api/reports/${reportId}/download`);
    expect(download.body).not.toContain('Seller says');
  });

  it('tells the viewer whether they own the report: an admin reading it gets false, and its edits answer 404', async () => {
    const mine = await analysis(owner);
    expect(mine.viewerIsOwner).toBe(true);
    const adminView = await analysis(admin);
    expect(adminView.hasFullAccess).toBe(true);
    expect(adminView.viewerIsOwner).toBe(false);
    // the flag says what the edits do: the admin's are refused like a stranger's
    const target = (await findings(admin))[0]!;
    expect((await admin.put(`/api/deficiencies/${target.id}/note`, { note: 'admin' })).statusCode).toBe(404);
    expect((await admin.patch(`/api/reports/${reportId}/property`, { zip: '78701' })).statusCode).toBe(404);
    // the answers are cached per audience: the admin's read does not become the owner's
    expect((await analysis(owner)).viewerIsOwner).toBe(true);
  });

  it('adds a finding the engine missed, priced like the others and counted in the totals, export and requests', async () => {
    const before = await analysis();
    const url = `/api/reports/${reportId}/deficiencies`;
    for (const body of [
      { ...leak, title: '  ' },
      { ...leak, severity: 'urgent' },
      { ...leak, page: 0 },
      { ...leak, categoryKey: 'garden' },
    ]) {
      expect((await owner.post(url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await stranger.post('/api/reports/999999/deficiencies', leak);
    const theirs = await stranger.post(url, leak);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);

    const response = await owner.post(url, leak);
    expect(response.statusCode, response.body).toBe(201);
    const { deficiency, summary } = response.json() as DeficiencyUpdateResponse;
    expect(deficiency).toMatchObject({
      description: leak.title,
      categoryKey: 'plumbing',
      severity: 'major',
      page: 3,
      quote: leak.quote,
      trade: 'plumber',
      addedByUser: true,
    });
    // the catalog priced it in the report's (corrected) region
    expect(deficiency.costEstimate?.minCost).toBeGreaterThan(0);
    expect(deficiency.costEstimate?.region).toContain('TX');
    expect(deficiency.contractorIds.length).toBeGreaterThan(0);
    expect(summary.totalDeficiencies).toBe(before.summary.totalDeficiencies! + 1);
    expect(summary.totalCostRange.max).toBeGreaterThan(before.summary.totalCostRange.max);
    expect((await analysis()).summary).toEqual(summary);

    const download = await owner.get(`/api/reports/${reportId}/download`);
    expect(download.body).toContain(leak.title);
    expect(download.body).toContain('Added by you');
    const exported = (await owner.get('/api/account/export')).json();
    expect(exported.findings).toContainEqual(
      expect.objectContaining({ id: deficiency.id, addedByUser: true, description: leak.title }),
    );
    expect(exported.findings.some((f: { note: string | null }) => f.note === 'Seller says it was fixed in May.')).toBe(
      true,
    );
    const request = await owner.post(`/api/reports/${reportId}/repair-requests`, {
      title: 'Ask',
      buyerNames: '',
      propertyAddress: '',
      responseDeadline: null,
      opening: '',
      items: [{ deficiencyId: deficiency.id, type: 'repair', amountCents: null, note: '' }],
    });
    expect(request.statusCode, request.body).toBe(201);
    expect(request.json().items[0]).toMatchObject({ description: leak.title, quote: leak.quote, page: 3 });
  });

  it("deletes only the owner's own added findings; the engine's are excluded instead", async () => {
    const all = await findings();
    const added = all.find((d) => d.addedByUser)!;
    const engine = all.find((d) => !d.addedByUser)!;
    const refused = await owner.delete(`/api/deficiencies/${engine.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REPORT_EDIT_MESSAGES.notAddedByUser);
    const missing = await stranger.delete('/api/deficiencies/999999');
    const theirs = await stranger.delete(`/api/deficiencies/${added.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);

    const deleted = await owner.delete(`/api/deficiencies/${added.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().summary.totalDeficiencies).toBe(all.length - 1);
    expect((await findings()).map((d) => d.id)).not.toContain(added.id);
  });

  it('keeps the corrected address, the notes and the added findings through a re-analysis', async () => {
    const added = (await owner.post(`/api/reports/${reportId}/deficiencies`, leak)).json() as DeficiencyUpdateResponse;
    await t.ctx.db.update(reports).set({ engineVersion: 'an-older-engine' }).where(eq(reports.id, reportId));
    expect((await owner.post(`/api/reports/${reportId}/retry`)).json()).toEqual({ status: 'processing' });
    expect((await waitForAnalysis(owner, reportId)).status).toBe('completed');

    const after = await analysis();
    expect(after.property).toMatchObject({ city: 'Austin', zip: '78701', edited: true });
    const list = Object.values(after.deficiencies).flat();
    expect(list.filter((d) => d.addedByUser).map((d) => d.id)).toEqual([added.deficiency.id]);
    expect(list.find((d) => d.note)?.note).toBe('Seller says it was fixed in May.');
    // the new analysis is priced at the owner's address, not the report's (it has none)
    const priced = list.filter((d) => d.costEstimate?.sourceKey === 'punchlist-catalog');
    expect(priced.length).toBeGreaterThan(1);
    for (const d of priced) expect(d.costEstimate?.region).toContain('TX');
    expect(after.contractors.plumber?.length).toBeGreaterThan(0);
  });
});
