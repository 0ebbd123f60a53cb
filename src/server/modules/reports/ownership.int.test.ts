import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analysis } from '@/contracts/reports';
import { reports, users } from '../../db/schema';
import { startWorkers } from '../../jobs/workers';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { makeTextPdf, upload, waitForAnalysis } from '@/testing/server/report-fixtures';

describe('report ownership', () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let admin: TestClient;
  let reportId: number;

  beforeAll(async () => {
    t = await createTestApp({}, { queue: true });
    await startWorkers(t.ctx);
    owner = new TestClient(t.app);
    stranger = new TestClient(t.app);
    admin = new TestClient(t.app);
    await owner.register(uniqueName('own'));
    await stranger.register(uniqueName('str'));
    const adminUser = await admin.register(uniqueName('adm'));
    await t.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminUser.id));
    const response = await upload(owner, {
      filename: 'mine.pdf',
      contentType: 'application/pdf',
      data: await makeTextPdf(),
    });
    reportId = response.json().reportId;
    expect((await waitForAnalysis(owner, reportId)).status).toBe('completed');
  });
  afterAll(() => t.close());

  const routes = () => [
    ['GET', `/api/reports/${reportId}/status`],
    ['GET', `/api/reports/${reportId}/analysis`],
    ['GET', `/api/reports/${reportId}/contractors`],
    ['POST', `/api/reports/${reportId}/retry`],
    ['DELETE', `/api/reports/${reportId}`],
  ];

  it("answers 404 on every route for someone else's report, like a missing one", async () => {
    for (const [method, url] of routes()) {
      const response = await stranger.request({ method: method as 'GET', url: url as string });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Report not found.');
    }
    for (const url of ['/api/reports/999999/status', '/api/reports/999999/analysis']) {
      expect((await stranger.get(url)).statusCode).toBe(404);
    }
    // nothing happened to the report
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, reportId));
    expect(row?.status).toBe('completed');
    expect(((await stranger.get('/api/reports')).json() as unknown[]).length).toBe(0);
  });

  it('answers 401 on every route when signed out', async () => {
    const anon = new TestClient(t.app);
    for (const [method, url] of routes()) {
      expect((await anon.request({ method: method as 'GET', url: url as string })).statusCode).toBe(401);
    }
  });

  it('400 for an id that is not a number', async () => {
    expect((await owner.get('/api/reports/abc/status')).statusCode).toBe(400);
  });

  it("lets an admin see someone's report in full (and the owner still sees the teaser)", async () => {
    const adminView = (await admin.get(`/api/reports/${reportId}/analysis`)).json() as Analysis;
    expect(adminView.hasFullAccess).toBe(true);
    expect(Object.values(adminView.deficiencies).flat().length).toBeGreaterThan(0);
    const ownerView = (await owner.get(`/api/reports/${reportId}/analysis`)).json() as Analysis;
    expect(ownerView.hasFullAccess).toBe(false);
    expect(ownerView.deficiencies).toEqual({});
    expect((await admin.get(`/api/reports/${reportId}/status`)).statusCode).toBe(200);
  });

  it('lets an admin retry and the owner delete', async () => {
    expect((await admin.post(`/api/reports/${reportId}/retry`)).statusCode).toBe(200);
    await waitForAnalysis(owner, reportId);
    expect((await owner.delete(`/api/reports/${reportId}`)).statusCode).toBe(204);
  });
});
