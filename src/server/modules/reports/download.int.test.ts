import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analysis, Deficiency } from '@/contracts/reports';
import { deficiencies, deficiencyContractors, reports, users } from '../../db/schema';
import { startWorkers } from '../../jobs/workers';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { DOWNLOAD_LOCKED, DOWNLOAD_NOT_COMPLETED } from './download-report';
import { makeTextPdf, upload, waitForAnalysis } from '@/testing/server/report-fixtures';

// GET /api/reports/:id/download: access rules, the file's name and content, escaping of everything that came
// from the user or the report, excluded findings left out, and the onboarding mark.

const FILENAME_PAYLOAD = `<img src=x onerror=alert('name')>&report.pdf`;
const TEXT_PAYLOAD = `<script>alert("text")</script>`;
const QUOTE_PAYLOAD = `"><svg onload=alert(1)>`;

describe('report download', () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let admin: TestClient;
  let reportId: number;

  const download = (client = owner, id = reportId) => client.get(`/api/reports/${id}/download`);
  const findings = async () =>
    Object.values(
      ((await owner.get(`/api/reports/${reportId}/analysis`)).json() as Analysis).deficiencies,
    ).flat() as Deficiency[];
  const downloadedAt = async () =>
    (await t.ctx.db.select().from(reports).where(eq(reports.id, reportId)))[0]?.downloadedAt ?? null;

  beforeAll(async () => {
    t = await createTestApp({ SIGNUP_BONUS_CREDITS: '1' }, { queue: true });
    await startWorkers(t.ctx);
    owner = new TestClient(t.app);
    stranger = new TestClient(t.app);
    admin = new TestClient(t.app);
    await owner.register(uniqueName('own'));
    await stranger.register(uniqueName('str'));
    const adminUser = await admin.register(uniqueName('adm'));
    await t.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminUser.id));
    const response = await upload(owner, {
      filename: FILENAME_PAYLOAD,
      contentType: 'application/pdf',
      data: await makeTextPdf(),
    });
    expect(response.statusCode).toBe(201);
    reportId = response.json().reportId;
    expect((await waitForAnalysis(owner, reportId)).status).toBe('completed');
  });
  afterAll(() => t.close());

  it('is refused while locked (403), without any detail of the findings', async () => {
    const response = await download();
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: DOWNLOAD_LOCKED });
    expect(await downloadedAt()).toBeNull();
    // the other file the owner can take away, the account export, holds no finding of the locked report either
    const exported = await owner.get('/api/account/export');
    expect(exported.json().findings).toEqual([]);
    const rows = await t.ctx.db.select().from(deficiencies).where(eq(deficiencies.reportId, reportId));
    expect(rows.length).toBeGreaterThan(0);
    for (const d of rows) expect(exported.body).not.toContain(d.description.slice(0, 30));
  });

  it("answers 404 for someone else's report and 401 signed out", async () => {
    expect((await download(stranger)).statusCode).toBe(404);
    expect((await download(owner, 99_999_999)).statusCode).toBe(404);
    expect((await download(new TestClient(t.app))).statusCode).toBe(401);
  });

  it('is refused until the analysis has completed (409)', async () => {
    await owner.post(`/api/reports/${reportId}/purchase`);
    await t.ctx.db.update(reports).set({ status: 'processing' }).where(eq(reports.id, reportId));
    try {
      const response = await download();
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(DOWNLOAD_NOT_COMPLETED);
    } finally {
      await t.ctx.db.update(reports).set({ status: 'completed' }).where(eq(reports.id, reportId));
    }
  });

  it('lets an admin download anyone’s report without touching the owner’s onboarding', async () => {
    const response = await download(admin);
    expect(response.statusCode).toBe(200);
    expect(await downloadedAt()).toBeNull();
  });

  it('returns a self-contained HTML file with every value escaped', async () => {
    // the report text as the engine might have read it from a hostile PDF
    const [first, second] = await findings();
    await t.ctx.db
      .update(deficiencies)
      .set({ description: `Loose outlet ${TEXT_PAYLOAD}`, quote: `Inspector wrote ${QUOTE_PAYLOAD}` })
      .where(eq(deficiencies.id, first!.id));
    await t.ctx.db.insert(deficiencyContractors).values({
      reportId,
      deficiencyId: first!.id,
      contractorId: 'dir_hostile',
      trade: 'electrician',
      rank: 0,
      contractor: {
        id: 'dir_hostile',
        placeId: null,
        name: `Sparks <b onmouseover=alert(2)>LLC</b>`,
        category: 'electrician',
        rating: 4.6,
        reviewCount: 12,
        distance: 3218.68,
        address: '1 Main St',
        phone: '(512) 555-0100',
        website: 'javascript:alert(3)',
        isOpen: null,
        priceLevel: null,
        isDemo: true,
        source: 'directory',
      },
    });

    const before = Date.now();
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="inspection-analysis-report-${reportId}-${today}.html"`,
    );
    const html = response.body;
    expect(html.startsWith('<!doctype html>')).toBe(true);

    // no script, no event handler, no external resource
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img|<svg|<b /i);
    // the only tags are ours: none carries an event handler (escaped payloads hold no raw '<')
    const tags = html.match(/<[^>]*>/g) ?? [];
    expect(tags.filter((tag) => /\son\w+\s*=/i.test(tag))).toEqual([]);
    expect(html).not.toContain('javascript:');
    expect(html).not.toMatch(/<link|src=["']?http/i);
    expect(html).toContain(`default-src 'none'`);
    // …and each payload is there, as text
    expect(html).toContain('&lt;img src=x onerror=alert(&#39;name&#39;)&gt;&amp;report.pdf');
    expect(html).toContain('Loose outlet &lt;script&gt;alert(&quot;text&quot;)&lt;/script&gt;');
    expect(html).toContain('Inspector wrote &quot;&gt;&lt;svg onload=alert(1)&gt;');
    expect(html).toContain('Sparks &lt;b onmouseover=alert(2)&gt;LLC&lt;/b&gt;');
    expect(html).toContain('(512) 555-0100');
    expect(html).toContain('2.0 mi');
    expect(html).toContain('DEMO LISTING');

    // the finding's page, the property and the cost figures
    expect(html).toContain(`From the report, page ${first!.page}`);
    expect(html).toContain('4417 Juniper Hollow Lane');
    expect(html).toContain('Total Estimated Costs');
    expect(html).toMatch(/±(20|35)%/);
    expect(second).toBeTruthy();
    expect(html).toContain(second!.description.replace(/&/g, '&amp;').slice(0, 40));

    // the owner's download marks onboarding's last step
    const marked = await downloadedAt();
    expect(marked?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const onboarding = (await owner.get('/api/onboarding')).json() as { steps: { id: string; completed: boolean }[] };
    expect(onboarding.steps.find((s) => s.id === 'download')?.completed).toBe(true);
  });

  it('leaves excluded findings out of the file and its totals', async () => {
    const list = await findings();
    const excluded = list.find((d) => d.costEstimate && d.costEstimate.maxCost > 0 && !d.description.includes('<'))!;
    const withAll = (await download()).body;
    expect(withAll).toContain(excluded.description.slice(0, 40));
    expect((await owner.patch(`/api/deficiencies/${excluded.id}`, { excluded: true })).statusCode).toBe(200);
    const summary = ((await owner.get(`/api/reports/${reportId}/analysis`)).json() as Analysis).summary;
    const without = (await download()).body;
    expect(without).not.toContain(excluded.description.slice(0, 40));
    expect(without).toContain('1 item excluded from the report is left out of this file and its totals.');
    expect(without).toContain(`Total Issues<b>${summary.totalDeficiencies}</b>`);
    await owner.patch(`/api/deficiencies/${excluded.id}`, { excluded: false });
  });

  it('still works after the upload was purged: it is built from the stored analysis', async () => {
    await t.ctx.db.update(reports).set({ storageKey: null, fileDeletedAt: new Date() }).where(eq(reports.id, reportId));
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Detailed Findings');
  });
});
