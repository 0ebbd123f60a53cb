import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { reports } from '../db/schema';
import { ANALYZE_REPORT_JOB } from '../modules/reports/enqueue-analysis';
import { ANALYSIS_FAILED_MESSAGE } from '../modules/reports/report-messages';
import { makeTextPdf, upload, waitFor, waitForAnalysis } from '@/testing/server/report-fixtures';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { createJobQueue } from './queue';
import { runReportAnalysis } from './run-report-analysis';
import { startWorkers } from './workers';

describe('analysis job', () => {
  const open: TestApp[] = [];
  afterEach(async () => {
    for (const t of open.splice(0)) await t.close();
  });
  const setup = async () => {
    const t = await createTestApp({}, { queue: true });
    open.push(t);
    const client = new TestClient(t.app);
    await client.register(uniqueName('job'));
    const response = await upload(client, {
      filename: 'r.pdf',
      contentType: 'application/pdf',
      data: await makeTextPdf(),
    });
    expect(response.statusCode).toBe(201);
    return { t, client, reportId: response.json().reportId as number };
  };
  const row = async (t: TestApp, id: number) => (await t.ctx.db.select().from(reports).where(eq(reports.id, id)))[0];

  it('runs again after its worker died mid-job, and the report completes', async () => {
    const { t, client, reportId } = await setup();
    // a worker takes the job, starts the analysis and dies without a word
    const doomed = await createJobQueue(t.ctx.database, { maintenanceIntervalSeconds: 1, supervise: false });
    const [taken] = await doomed.boss.fetch<{ reportId: number }>(ANALYZE_REPORT_JOB);
    expect(taken?.data.reportId).toBe(reportId);
    await t.ctx.db.update(reports).set({ attempts: 1, stage: 'extracting' }).where(eq(reports.id, reportId));
    await doomed.boss.stop({ graceful: false, wait: true, close: false });
    // …long enough ago that its lease has expired (PostgreSQL); PGlite puts orphans back at start-up
    await t.ctx.database.executeSql("update pgboss.job set started_on = now() - interval '1 hour' where id = $1", [
      taken?.id,
    ]);
    expect((await client.get(`/api/reports/${reportId}/status`)).json().status).toBe('processing');

    // the restarted process
    await startWorkers(t.ctx);
    const status = await waitForAnalysis(client, reportId, 60_000);
    expect(status.status).toBe('completed');
    expect((await row(t, reportId))?.attempts).toBe(2);
  });

  it('stores the real stage while it works', async () => {
    const { t, client, reportId } = await setup();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const get = t.ctx.providers.storage.get;
    t.ctx.providers.storage.get = async (key) => {
      await gate;
      return get(key);
    };
    await startWorkers(t.ctx);
    await waitFor(
      async () => (await client.get(`/api/reports/${reportId}/status`)).json(),
      (body) => body.stage === 'extracting',
    );
    expect((await client.get(`/api/reports/${reportId}/status`)).json()).toEqual({
      status: 'processing',
      stage: 'extracting',
      failureReason: null,
      failureKind: null,
    });
    release();
    expect((await waitForAnalysis(client, reportId)).stage).toBe('done');
  });

  it('retries a transient error and completes', async () => {
    const { t, client, reportId } = await setup();
    const get = t.ctx.providers.storage.get;
    let calls = 0;
    t.ctx.providers.storage.get = async (key) => {
      calls += 1;
      if (calls === 1) throw new Error('connection reset by storage');
      return get(key);
    };
    await startWorkers(t.ctx);
    await waitFor(
      () => row(t, reportId),
      (r) => r?.attempts === 1 && r.stage === 'queued',
    );
    expect((await row(t, reportId))?.status).toBe('processing');
    expect((await waitForAnalysis(client, reportId, 60_000)).status).toBe('completed');
    expect(calls).toBe(2);
    expect((await row(t, reportId))?.attempts).toBe(2);
  });

  it('fails with a general reason after the last attempt, and throws for a retry before it', async () => {
    const { t, reportId } = await setup();
    t.ctx.providers.storage.get = async () => {
      throw new Error('storage is down');
    };
    await expect(runReportAnalysis(t.ctx, reportId, { maxAttempts: 2 })).rejects.toThrow('storage is down');
    expect(await row(t, reportId)).toMatchObject({ status: 'processing', stage: 'queued', attempts: 1 });
    expect(await runReportAnalysis(t.ctx, reportId, { maxAttempts: 2 })).toBe('failed');
    expect(await row(t, reportId)).toMatchObject({ status: 'failed', failureReason: ANALYSIS_FAILED_MESSAGE });
    // a late duplicate of the job finds nothing to do
    expect(await runReportAnalysis(t.ctx, reportId, { maxAttempts: 2 })).toBe('skipped');
  });

  it('a run superseded by a delete stops quietly', async () => {
    const { t, client, reportId } = await setup();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const get = t.ctx.providers.storage.get;
    t.ctx.providers.storage.get = async (key) => {
      await gate;
      return get(key);
    };
    const outcome = runReportAnalysis(t.ctx, reportId, { maxAttempts: 3 });
    await waitFor(
      () => row(t, reportId),
      (r) => r?.stage === 'extracting',
    );
    expect((await client.delete(`/api/reports/${reportId}`)).statusCode).toBe(204);
    release();
    expect(await outcome).toBe('superseded');
  });
});
