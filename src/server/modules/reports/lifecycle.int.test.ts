import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analysis, ReportListItem } from '@/contracts/reports';
import { UPLOAD_MESSAGES } from '@/contracts/reports';
import { deficiencies, deficiencyContractors, reportPassages, reports, userSettings } from '../../db/schema';
import { purgeUploads } from '../../jobs/purge-uploads';
import { failStuckReports } from '../../jobs/report-watchdog';
import { startWorkers } from '../../jobs/workers';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { ANALYSIS_TIMED_OUT_MESSAGE, FILE_NOT_KEPT_MESSAGE } from './report-messages';
import { ANALYSIS_RATE_LIMITED } from './routes';
import { lineTotals } from '@/contracts/analysis-display';
import {
  corpusPdfs,
  makeScannedPdf,
  makeTextPdf,
  sampleTextReport,
  upload,
  waitFor,
  waitForAnalysis,
} from '@/testing/server/report-fixtures';

const HOUR = 60 * 60 * 1000;

describe('report lifecycle (upload → job → completed → retry → delete → purge)', () => {
  let t: TestApp;
  let client: TestClient;
  let userId: number;
  const finished: { reportId: number; status: string; deficiencyCount: number; failureReason: string | null }[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { queue: true });
    t.ctx.hooks.analysisFinished.push(async (event) => {
      finished.push(event);
    });
    await startWorkers(t.ctx);
    client = new TestClient(t.app);
    userId = (await client.register(uniqueName('life'))).id;
  });
  afterAll(() => t.close());

  const uploadPdf = async (data: Buffer, filename = 'inspection.pdf') => {
    const response = await upload(client, { filename, contentType: 'application/pdf', data });
    expect(response.statusCode).toBe(201);
    return (response.json() as { reportId: number }).reportId;
  };
  const row = async (id: number) => (await t.ctx.db.select().from(reports).where(eq(reports.id, id)))[0];
  const unlock = (id: number) => t.ctx.db.update(reports).set({ unlockedAt: new Date() }).where(eq(reports.id, id));
  const analysis = async (id: number) => (await client.get(`/api/reports/${id}/analysis`)).json() as Analysis;
  const listItem = async (id: number) =>
    ((await client.get('/api/reports')).json() as ReportListItem[]).find((r) => r.id === id);

  it('analyses an uploaded PDF to completed, storing the stages as they happen', async () => {
    const id = await uploadPdf(await makeTextPdf());
    const stages = new Set<string>();
    const final = await waitFor(
      async () => {
        const body = (await client.get(`/api/reports/${id}/status`)).json();
        stages.add(body.stage);
        return body;
      },
      (body) => body.status !== 'processing',
      { intervalMs: 5 },
    );
    expect(final).toEqual({ status: 'completed', stage: 'done', failureReason: null, failureKind: null });
    const stored = await row(id);
    expect(stored?.attempts).toBe(1);
    expect(stored?.pageCount).toBe(1);
    expect(stored?.pricingRegion).toEqual({
      zip: expect.toBeOneOf([null, expect.any(String)]),
      state: expect.toBeOneOf([null, expect.any(String)]),
    });
    expect(stored?.timings).toMatchObject({ extractMs: expect.any(Number), matchMs: expect.any(Number) });
    // every stage written was a real one, in the contract's vocabulary
    for (const stage of stages)
      expect(['queued', 'extracting', 'analyzing', 'pricing', 'matching', 'done']).toContain(stage);
    const rows = await t.ctx.db.select().from(deficiencies).where(eq(deficiencies.reportId, id));
    expect(rows.length).toBeGreaterThan(0);
    for (const d of rows) {
      expect(d.page).toBe(1);
      expect(d.quote).toBeTruthy();
      expect(sampleTextReport()).toContain(d.quote?.slice(0, 20));
      if (d.costEstimate) expect(d.costItemCode).toBe(d.costEstimate.bniItemCode);
    }
    // the event follows the status change (listeners such as notifications run after it)
    await waitFor(
      async () => finished.find((e) => e.reportId === id),
      (event) => event !== undefined,
    );
    expect(finished).toContainEqual(
      expect.objectContaining({ reportId: id, status: 'completed', deficiencyCount: rows.length }),
    );
  });

  it('serves a locked report as a teaser only, and everything once unlocked', async () => {
    const id = await uploadPdf(await makeTextPdf(), 'teaser.pdf');
    expect((await waitForAnalysis(client, id)).status).toBe('completed');
    const count = (await t.ctx.db.select().from(deficiencies).where(eq(deficiencies.reportId, id))).length;

    const locked = await analysis(id);
    expect(locked.hasFullAccess).toBe(false);
    expect(locked.deficiencies).toEqual({});
    expect(locked.contractors).toEqual({});
    expect(locked.summary.totalDeficiencies).toBeNull();
    expect(locked.summary.severityCount).toBeNull();
    expect(locked.upgradeMessage).toMatch(/1 credit/);
    expect(locked.teaser.categoryCount).toBeGreaterThan(0);
    expect(locked.teaser.totalCostRange?.max).toBeGreaterThan(0);
    // no finding's words leave the server in the locked view
    const raw = (await client.get(`/api/reports/${id}/analysis`)).body;
    expect(raw).not.toContain('double-tapped');
    // nor in the account export, which gives a locked report's teaser and none of its findings
    const exported = await client.get('/api/account/export');
    expect(exported.body).not.toContain('double-tapped');
    expect(exported.json().reports.find((r: { id: number }) => r.id === id)).toMatchObject({
      hasFullAccess: false,
      teaser: locked.teaser,
    });
    expect((await client.get(`/api/reports/${id}/contractors`)).json()).toEqual({ deficiencyContractors: [] });
    const lockedItem = await listItem(id);
    expect(lockedItem?.hasFullAccess).toBe(false);
    expect(lockedItem?.summary.severityCount).toBeNull();
    expect(lockedItem?.summary.totalCostRange).toEqual(locked.summary.totalCostRange);

    await unlock(id);
    const full = await analysis(id);
    expect(full.hasFullAccess).toBe(true);
    expect(full.upgradeMessage).toBeNull();
    const list = Object.values(full.deficiencies).flat();
    expect(list).toHaveLength(count);
    expect(full.summary.totalDeficiencies).toBe(count);
    const sev = full.summary.severityCount;
    expect((sev?.critical ?? 0) + (sev?.major ?? 0) + (sev?.minor ?? 0)).toBe(count);
    for (const [key, items] of Object.entries(full.deficiencies)) {
      const order = items.map((d) => ['critical', 'major', 'minor'].indexOf(d.severity));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const d of items) {
        expect(d.categoryKey).toBe(key);
        expect(d.page).toBe(1);
        expect(d.quote).toBeTruthy();
      }
    }
    const priced = list.filter((d) => d.costEstimate);
    // per-unit cost × quantity, with each trade's minimum visit as the floor of a job's labor (docs/costs.md)
    expect(full.summary.totalCostRange.min).toBe(
      Math.round(priced.reduce((sum, d) => sum + (lineTotals(d)?.min ?? 0), 0)),
    );
    expect((await listItem(id))?.summary.totalDeficiencies).toBe(count);
  });

  it('lists the contractor matches per deficiency once unlocked (and counts them per trade in the list)', async () => {
    const id = await uploadPdf(await makeTextPdf(), 'matches.pdf');
    await waitForAnalysis(client, id);
    await unlock(id);
    const [first] = await t.ctx.db.select().from(deficiencies).where(eq(deficiencies.reportId, id));
    if (!first) throw new Error('no deficiency');
    const contractor = (n: number) => ({
      id: `dir_${n}`,
      placeId: null,
      name: `Test Trade Co ${n}`,
      category: 'electrician',
      rating: 4.6,
      reviewCount: 40,
      distance: 3200,
      address: '1 Test Way',
      phone: '+15125550101',
      website: null,
      isOpen: null,
      priceLevel: null,
      isDemo: true,
      source: 'directory' as const,
    });
    await t.ctx.db.insert(deficiencyContractors).values([
      {
        reportId: id,
        deficiencyId: first.id,
        contractorId: 'dir_1',
        trade: 'electrician',
        rank: 0,
        contractor: contractor(1),
      },
      {
        reportId: id,
        deficiencyId: first.id,
        contractorId: 'dir_2',
        trade: 'electrician',
        rank: 1,
        contractor: contractor(2),
      },
    ]);
    const body = (await client.get(`/api/reports/${id}/contractors`)).json();
    const entry = body.deficiencyContractors.find((d: { deficiencyId: number }) => d.deficiencyId === first.id);
    expect(entry.contractorCount).toBe(2);
    expect(entry.contractors.map((c: { id: string }) => c.id)).toEqual(['dir_1', 'dir_2']);
    expect((await listItem(id))?.enhancedData.contractors).toEqual({ electrician: 2 });
    const full = await analysis(id);
    expect(full.contractors.electrician?.map((c) => c.id)).toEqual(['dir_1', 'dir_2']);
    expect(full.teaser.contractorTradeCount).toBe(1);
    const onboarding = (await client.get('/api/onboarding')).json();
    expect(onboarding.steps.find((s: { id: string }) => s.id === 'contractors').completed).toBe(true);
  });

  it('completes the median real report from the dev corpus', async (context) => {
    const pdfs = corpusPdfs();
    if (pdfs.length === 0) {
      console.warn('dev corpus not found (../shared/corpus/dev): skipping the real-report lifecycle test');
      context.skip();
    }
    const file = pdfs[Math.floor(pdfs.length / 2)] as string;
    const started = Date.now();
    const id = await uploadPdf(readFileSync(file), basename(file));
    const status = await waitForAnalysis(client, id, 60_000);
    expect(status).toMatchObject({ status: 'completed', stage: 'done' });
    await unlock(id);
    const full = await analysis(id);
    expect(full.summary.totalDeficiencies).toBeGreaterThan(0);
    expect(
      Object.values(full.deficiencies)
        .flat()
        .every((d) => d.page !== null && d.page >= 1),
    ).toBe(true);
    console.warn(`corpus report ${basename(file)}: upload → completed in ${Date.now() - started} ms`);
  });

  it('fails an unreadable report with the engine reason, and retries it on request', async () => {
    const scanned = await uploadPdf(await makeScannedPdf(), 'scan.pdf');
    const status = await waitForAnalysis(client, scanned);
    expect(status.status).toBe('failed');
    expect(status.failureReason).toMatch(/no selectable text/);
    expect(status.failureKind).toBe('scanned');
    const item = await listItem(scanned);
    expect(item?.failureReason).toBe(status.failureReason);
    // the card offers an upload of a text PDF instead of a retry that would fail the same way
    expect(item?.failureKind).toBe('scanned');
    await waitFor(
      async () => finished.find((e) => e.reportId === scanned),
      (event) => event?.status === 'failed',
    );

    const corrupt = await uploadPdf(Buffer.from('%PDF-1.4\nnot really a pdf at all'), 'broken.pdf');
    expect((await waitForAnalysis(client, corrupt)).failureReason).toMatch(/could not be read as a PDF/);
    expect((await listItem(corrupt))?.failureKind).toBe('other');
    // a PDF that needs a password to open (made by qpdf: test-data/pdf/README.md) says so, not "damaged"
    const locked = await uploadPdf(
      readFileSync(new URL('../../../../test-data/pdf/user-password.pdf', import.meta.url)),
      'locked.pdf',
    );
    expect((await waitForAnalysis(client, locked)).failureReason).toMatch(/password-protected/);

    const retry = await client.post(`/api/reports/${scanned}/retry`);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ status: 'processing' });
    expect((await waitForAnalysis(client, scanned)).status).toBe('failed');
  });

  it('answers a refresh of an analysis the current engine made at once, without re-running it', async () => {
    const id = await uploadPdf(await makeTextPdf(), 'current.pdf');
    await waitForAnalysis(client, id);
    const before = await t.ctx.db.select().from(deficiencies).where(eq(deficiencies.reportId, id));
    expect((await row(id))?.engineVersion).toEqual(expect.any(String));
    const retry = await client.post(`/api/reports/${id}/retry`);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ status: 'completed' });
    expect((await row(id))?.status).toBe('completed');
    // the very same rows: nothing was re-run or rewritten
    expect(await t.ctx.db.select().from(deficiencies).where(eq(deficiencies.reportId, id))).toEqual(before);
  });

  it('re-analyses a report an older engine made, carrying the exclusions and quantities over', async () => {
    const id = await uploadPdf(await makeTextPdf(), 'refresh.pdf');
    await waitForAnalysis(client, id);
    await unlock(id);
    const before = await t.ctx.db.select().from(deficiencies).where(eq(deficiencies.reportId, id));
    expect(before.length).toBeGreaterThanOrEqual(3);
    const [excluded, resized, lost] = before as [(typeof before)[0], (typeof before)[0], (typeof before)[0]];
    expect((await client.patch(`/api/deficiencies/${excluded.id}`, { excluded: true })).statusCode).toBe(200);
    const quantity = await client.put(`/api/deficiencies/${resized.id}/quantity`, { quantity: 4, unitType: 'hour' });
    expect(quantity.statusCode).toBe(200);
    expect((await client.patch(`/api/deficiencies/${lost.id}`, { excluded: true })).statusCode).toBe(200);
    // an edit whose finding the new analysis will not have (its quote is no longer in the report)
    await t.ctx.db
      .update(deficiencies)
      .set({ quote: 'words the report does not contain' })
      .where(eq(deficiencies.id, lost.id));
    await t.ctx.db.update(reports).set({ engineVersion: 'an-older-engine' }).where(eq(reports.id, id));

    const retry = await client.post(`/api/reports/${id}/retry`);
    expect(retry.json()).toEqual({ status: 'processing' });
    // a second retry while it runs is a conflict (unless the run already finished)
    const again = await client.post(`/api/reports/${id}/retry`);
    if ((await row(id))?.status === 'processing') expect(again.statusCode).toBe(409);
    expect((await waitForAnalysis(client, id)).status).toBe('completed');

    const after = await t.ctx.db.select().from(deficiencies).where(eq(deficiencies.reportId, id));
    expect(after.map((d) => d.description)).toEqual(before.map((d) => d.description));
    expect(after.map((d) => d.id)).not.toContain(excluded.id);
    const same = (old: (typeof before)[0]) => after.find((d) => d.page === old.page && d.quote === old.quote);
    expect(same(excluded)).toMatchObject({ excluded: true });
    expect(same(resized)).toMatchObject({ quantity: 4, unitType: 'hour', excluded: false });
    expect(same(resized)?.costEstimate).toEqual(quantity.json().deficiency.costEstimate);
    expect(after.filter((d) => d.excluded)).toHaveLength(1);
    const analysed = await analysis(id);
    expect(analysed.editsCarriedOver).toEqual({ carried: 2, notCarried: 1 });
    // the summary counts the carried edits (one finding excluded)
    expect(analysed.summary.totalDeficiencies).toBe(after.length - 1);
    expect((await row(id))?.engineVersion).not.toBe('an-older-engine');
  });

  it('counts refreshes against the upload budget of the user', async () => {
    const other = new TestClient(t.app);
    await other.register(uniqueName('budget'));
    const response = await upload(other, {
      filename: 'budget.pdf',
      contentType: 'application/pdf',
      data: await makeTextPdf(),
    });
    const id = (response.json() as { reportId: number }).reportId;
    await waitForAnalysis(other, id);
    // 1 upload + 29 refreshes use the budget of 30; the next upload or refresh is refused
    for (let i = 0; i < 29; i++) expect((await other.post(`/api/reports/${id}/retry`)).statusCode).toBe(200);
    const refused = await other.post(`/api/reports/${id}/retry`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ANALYSIS_RATE_LIMITED);
    const upload2 = await upload(other, {
      filename: 'more.pdf',
      contentType: 'application/pdf',
      data: await makeTextPdf(),
    });
    expect(upload2.statusCode).toBe(429);
    // another user's budget is their own
    expect((await client.post(`/api/reports/${id}/retry`)).statusCode).toBe(404);
  });

  it('deletes a report with its file and rows', async () => {
    const id = await uploadPdf(await makeTextPdf(), 'delete-me.pdf');
    await waitForAnalysis(client, id);
    // the report's text is kept as passages for questions (issue 20), and goes with the report
    const passages = () => t.ctx.db.select().from(reportPassages).where(eq(reportPassages.reportId, id));
    expect((await passages()).map((p) => p.page)).toContain(1);
    const key = (await row(id))?.storageKey as string;
    expect(await t.ctx.providers.storage.exists(key)).toBe(true);
    const response = await client.delete(`/api/reports/${id}`);
    expect(response.statusCode).toBe(204);
    expect(await t.ctx.providers.storage.exists(key)).toBe(false);
    expect(await row(id)).toBeUndefined();
    expect(await t.ctx.db.select().from(deficiencies).where(eq(deficiencies.reportId, id))).toEqual([]);
    expect(await passages()).toEqual([]);
    expect((await client.get(`/api/reports/${id}/status`)).statusCode).toBe(404);
    expect((await client.delete(`/api/reports/${id}`)).statusCode).toBe(404);
  });

  it('purges files 72 hours after upload; the analysis stays and retry explains why it cannot run', async () => {
    const old = await uploadPdf(await makeTextPdf(), 'old.pdf');
    const recent = await uploadPdf(await makeTextPdf(), 'recent.pdf');
    await waitForAnalysis(client, old);
    await waitForAnalysis(client, recent);
    await t.ctx.db
      .update(reports)
      .set({ uploadedAt: new Date(Date.now() - 73 * HOUR) })
      .where(eq(reports.id, old));
    const oldKey = (await row(old))?.storageKey as string;
    const recentKey = (await row(recent))?.storageKey as string;

    expect(await purgeUploads(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.providers.storage.exists(oldKey)).toBe(false);
    expect((await row(old))?.storageKey).toBeNull();
    expect((await row(old))?.fileDeletedAt).toBeInstanceOf(Date);
    expect(await t.ctx.providers.storage.exists(recentKey)).toBe(true);

    await unlock(old);
    expect((await analysis(old)).summary.totalDeficiencies).toBeGreaterThan(0);
    const retry = await client.post(`/api/reports/${old}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(UPLOAD_MESSAGES.purged);
    // a second purge has nothing left to do for that report
    await purgeUploads(t.ctx);
    expect((await row(old))?.status).toBe('completed');
  });

  it("deletes the upload right after analysis when the user's saveReports setting is off", async () => {
    await t.ctx.db
      .insert(userSettings)
      .values({ userId, settings: { preferences: { saveReports: false } } })
      .onConflictDoUpdate({ target: userSettings.userId, set: { settings: { preferences: { saveReports: false } } } });
    try {
      const id = await uploadPdf(await makeTextPdf(), 'unsaved.pdf');
      const key = (await row(id))?.storageKey as string;
      expect((await waitForAnalysis(client, id)).status).toBe('completed');
      await waitFor(
        () => row(id),
        (r) => r?.storageKey === null,
      );
      expect(await t.ctx.providers.storage.exists(key)).toBe(false);
      const retry = await client.post(`/api/reports/${id}/retry`);
      expect(retry.statusCode).toBe(409);
      expect(retry.json().message).toBe(FILE_NOT_KEPT_MESSAGE);
    } finally {
      await t.ctx.db.delete(userSettings).where(eq(userSettings.userId, userId));
    }
  });

  it('the watchdog fails a report stuck in processing past the timeout', async () => {
    const [stuck] = await t.ctx.db
      .insert(reports)
      .values({
        userId,
        filename: 'stuck.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 10,
        storageKey: null,
        status: 'processing',
        stage: 'analyzing',
        processingStartedAt: new Date(Date.now() - t.ctx.config.analysisTimeoutMs - 60_000),
      })
      .returning();
    const [fresh] = await t.ctx.db
      .insert(reports)
      .values({
        userId,
        filename: 'fresh.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 10,
        status: 'processing',
        stage: 'queued',
        processingStartedAt: new Date(),
      })
      .returning();
    expect(await failStuckReports(t.ctx)).toBe(1);
    expect((await client.get(`/api/reports/${stuck?.id}/status`)).json()).toEqual({
      status: 'failed',
      stage: 'analyzing',
      failureReason: ANALYSIS_TIMED_OUT_MESSAGE,
      failureKind: 'other',
    });
    expect((await row(fresh?.id as number))?.status).toBe('processing');
    expect(finished).toContainEqual(expect.objectContaining({ reportId: stuck?.id, status: 'failed' }));
    await t.ctx.db.delete(reports).where(eq(reports.id, fresh?.id as number));
  });

  it('derives onboarding from the data: upload and analyze done, the rest pending', async () => {
    const body = (await client.get('/api/onboarding')).json() as {
      steps: { id: string; completed: boolean; points: number }[];
    };
    expect(body.steps.map((s) => s.id)).toEqual(['upload', 'analyze', 'contractors', 'connect', 'download']);
    expect(body.steps.map((s) => s.points)).toEqual([10, 20, 15, 15, 10]);
    expect(body.steps.find((s) => s.id === 'upload')?.completed).toBe(true);
    expect(body.steps.find((s) => s.id === 'analyze')?.completed).toBe(true);
    expect(body.steps.find((s) => s.id === 'connect')?.completed).toBe(false);
    expect(body.steps.find((s) => s.id === 'download')?.completed).toBe(false);

    const newcomer = new TestClient(t.app);
    await newcomer.register(uniqueName('new'));
    const empty = (await newcomer.get('/api/onboarding')).json() as { steps: { completed: boolean }[] };
    expect(empty.steps.every((s) => !s.completed)).toBe(true);
    expect((await new TestClient(t.app).get('/api/onboarding')).statusCode).toBe(401);
  });

  it('lists only my reports, newest first, with the spec fields', async () => {
    const list = (await client.get('/api/reports')).json() as ReportListItem[];
    expect(list.length).toBeGreaterThan(3);
    const times = list.map((r) => Date.parse(r.uploadedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const other = new TestClient(t.app);
    await other.register(uniqueName('other'));
    expect((await other.get('/api/reports')).json()).toEqual([]);
    expect((await new TestClient(t.app).get('/api/reports')).statusCode).toBe(401);
  });
});
