import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { reports, workerHeartbeats } from '../db/schema';
import { ANALYZE_REPORT_JOB } from '../modules/reports/enqueue-analysis';
import { ANALYSIS_FAILED_MESSAGE } from '../modules/reports/report-messages';
import { makeTextPdf, upload, waitFor, waitForAnalysis } from '@/testing/server/report-fixtures';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { createJobQueue, type JobQueue } from './queue';
import { restartDeadWorkerRuns } from './worker-liveness';
import { startWorkers } from './workers';

// A report whose worker process died mid-analysis is restarted as soon as the worker is known dead (its heartbeat
// three intervals old, or gone), not when pg-boss's job expiry (5 minutes) comes round. Dead workers are simulated:
// a queue fetches the job and is dropped, and the report and heartbeat rows say who held it and when it last beat.

describe('worker liveness', () => {
  const open: { t: TestApp; queues: JobQueue[] }[] = [];
  afterEach(async () => {
    for (const { t, queues } of open.splice(0)) {
      for (const queue of queues) await queue.boss.stop({ graceful: false, wait: true, close: false });
      await t.close();
    }
  });

  const setup = async (reportCount = 1) => {
    // the job expiry stays at its default (300 s): nothing here may be recovered by it
    const t = await createTestApp({ WORKER_HEARTBEAT_SECONDS: '10' }, { queue: true });
    const opened = { t, queues: [] as JobQueue[] };
    open.push(opened);
    const client = new TestClient(t.app);
    await client.register(uniqueName('live'));
    const ids: number[] = [];
    for (let i = 0; i < reportCount; i++) {
      const response = await upload(client, {
        filename: `r${i}.pdf`,
        contentType: 'application/pdf',
        data: await makeTextPdf(),
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().reportId as number);
    }
    /** a worker process takes the report's job, claims the run and is never heard of again after `lastSeen` */
    const takenBy = async (reportId: number, workerId: string, lastSeen: 'now' | `${number} seconds` | 'never') => {
      const doomed = await createJobQueue(t.ctx.database, { supervise: false });
      opened.queues.push(doomed);
      const [job] = await doomed.boss.fetch<{ reportId: number }>(ANALYZE_REPORT_JOB);
      expect(job?.data.reportId).toBe(reportId);
      await t.ctx.db.update(reports).set({ attempts: 1, stage: 'analyzing', workerId }).where(eq(reports.id, reportId));
      if (lastSeen !== 'never')
        await t.ctx.db.insert(workerHeartbeats).values({
          workerId,
          lastSeenAt: lastSeen === 'now' ? sql`now()` : sql`now() - ${lastSeen}::interval`,
        });
      return job!.id;
    };
    const jobState = async (jobId: string) => {
      const { rows } = await t.ctx.database.executeSql(
        'select state::text as state, start_after <= now() as due from pgboss.job where id = $1::uuid',
        [jobId],
      );
      return rows[0] as { state: string; due: boolean };
    };
    const row = async (id: number) => (await t.ctx.db.select().from(reports).where(eq(reports.id, id)))[0]!;
    return { t, client, ids, takenBy, jobState, row };
  };

  it("restarts a dead worker's report at once ('restarting'), and a live worker's is left alone", async () => {
    const { t, client, ids, takenBy, jobState, row } = await setup(3);
    const [deadId, goneId, aliveId] = ids as [number, number, number];
    // silent for 31 s (3 × 10 s), no row at all, and beating now
    const deadJob = await takenBy(deadId, 'worker-dead', '31 seconds');
    const goneJob = await takenBy(goneId, 'worker-gone', 'never');
    const aliveJob = await takenBy(aliveId, 'worker-alive', 'now');

    expect(await restartDeadWorkerRuns(t.ctx)).toBe(2);
    for (const id of [deadId, goneId]) {
      expect((await client.get(`/api/reports/${id}/status`)).json()).toEqual({
        status: 'processing',
        stage: 'restarting',
        failureReason: null,
        failureKind: null,
      });
      expect((await row(id)).workerId).toBeNull();
    }
    // the jobs wait for any worker now, not at the end of a retry backoff or a 5-minute expiry
    expect(await jobState(deadJob)).toEqual({ state: 'retry', due: true });
    expect(await jobState(goneJob)).toEqual({ state: 'retry', due: true });
    // the live worker keeps its report and its job
    expect(await row(aliveId)).toMatchObject({ stage: 'analyzing', workerId: 'worker-alive' });
    expect((await jobState(aliveJob)).state).toBe('active');
    // nothing is restarted twice, however many workers look (each looks at every heartbeat)
    expect(await Promise.all([restartDeadWorkerRuns(t.ctx), restartDeadWorkerRuns(t.ctx)])).toEqual([0, 0]);
    expect(await jobState(deadJob)).toEqual({ state: 'retry', due: true });
  });

  it('completes the restarted report on a live worker (attempt 2), which records itself on the run', async () => {
    const { t, client, ids, takenBy, row } = await setup(1);
    const reportId = ids[0]!;
    await takenBy(reportId, 'worker-dead', '300 seconds');
    expect(await restartDeadWorkerRuns(t.ctx)).toBe(1);

    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const get = t.ctx.providers.storage.get;
    t.ctx.providers.storage.get = async (key) => {
      await gate;
      return get(key);
    };
    await startWorkers(t.ctx);
    const liveId = t.ctx.worker!.id;
    const [heartbeat] = await t.ctx.db.select().from(workerHeartbeats).where(eq(workerHeartbeats.workerId, liveId));
    expect(heartbeat).toBeDefined();
    // the new run belongs to this worker until it finishes
    await waitFor(
      () => row(reportId),
      (r) => r.stage === 'extracting',
    );
    expect(await row(reportId)).toMatchObject({ attempts: 2, workerId: liveId });
    release();
    expect((await waitForAnalysis(client, reportId, 60_000)).status).toBe('completed');
    expect(await row(reportId)).toMatchObject({ attempts: 2, workerId: null, status: 'completed' });
  });

  it('fails the report at once when its job has no retry left (it took its worker down every time)', async () => {
    const { t, ids, takenBy, row } = await setup(1);
    const reportId = ids[0]!;
    const jobId = await takenBy(reportId, 'worker-dead', '60 seconds');
    await t.ctx.database.executeSql('update pgboss.job set retry_count = retry_limit where id = $1::uuid', [jobId]);
    expect(await restartDeadWorkerRuns(t.ctx)).toBe(1);
    expect(await row(reportId)).toMatchObject({ status: 'failed', failureReason: ANALYSIS_FAILED_MESSAGE });
  });

  it('on the embedded database, a worker starting up restarts every other worker’s report (one process per data directory)', async () => {
    const { t, client, ids, takenBy } = await setup(1);
    const reportId = ids[0]!;
    if (t.ctx.database.kind !== 'pglite') return;
    // the previous process beat a moment ago, then the machine restarted
    await takenBy(reportId, 'worker-previous-process', 'now');
    await startWorkers(t.ctx);
    const status = await waitForAnalysis(client, reportId, 60_000);
    expect(status.status).toBe('completed');
    const [gone] = await t.ctx.db
      .select()
      .from(workerHeartbeats)
      .where(eq(workerHeartbeats.workerId, 'worker-previous-process'));
    expect(gone).toBeUndefined();
  });
});
