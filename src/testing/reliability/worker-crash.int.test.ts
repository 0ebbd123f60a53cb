import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTextPdf, SAMPLE_REPORT_LINES } from '../server/report-fixtures';
import { type Cluster, needsPostgres, pollUntil, signedIn, startCluster } from './cluster';

// A worker process killed with SIGKILL in the middle of an analysis, then a new worker started: the report must
// complete, from the new worker, with its findings saved once. The job's expiry stays at its default (300 s): the
// report is restarted because its worker stopped beating (WORKER_HEARTBEAT_SECONDS, shortened to 1 s here: dead
// after 3 s), and the report says 'restarting' meanwhile.

const enabled = needsPostgres('worker killed mid-analysis');

/** A long report of our own lines (~120 pages): seconds of work, so the kill lands mid-analysis. */
const longReport = () => {
  const lines: string[] = [];
  for (let i = 0; i < 110 * 4; i++)
    lines.push(...SAMPLE_REPORT_LINES.slice(4).map((line) => line.replace('Deficient:', `Item ${i + 1}. Deficient:`)));
  return makeTextPdf([...SAMPLE_REPORT_LINES.slice(0, 4), ...lines]);
};

describe.skipIf(!enabled)('a worker killed mid-analysis (SIGKILL), then restarted', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({
      apis: 1,
      workers: 1,
      env: { WORKER_HEARTBEAT_SECONDS: '1' },
    });
  });
  afterAll(() => cluster?.close());

  it('completes the report on the new worker, attempt 2, findings saved once', async () => {
    const api = cluster.apis[0]!;
    const [doomed] = cluster.workers;
    const { session } = await signedIn(api.baseUrl, 'crash');
    const upload = await session.upload('long-report.pdf', 'application/pdf', await longReport());
    expect(upload.status).toBe(201);
    const reportId = (upload.body as { reportId: number }).reportId;

    // wait until the worker is inside the analysis, then kill it without a chance to clean up
    const status = () =>
      session
        .request('GET', `/api/reports/${reportId}/status`)
        .then((r) => r.body as { status: string; stage: string });
    const during = await pollUntil(
      status,
      (s) => s.stage === 'extracting' || s.stage === 'analyzing' || s.status !== 'processing',
      {
        intervalMs: 25,
      },
    );
    expect(during.status, 'the analysis finished before the kill: make the report longer').toBe('processing');
    doomed!.child.kill('SIGKILL');
    expect((await doomed!.exit).signal).toBe('SIGKILL');
    expect(doomed!.logs.some((l) => l.msg === 'analysis completed')).toBe(false);
    const [claimed] = await cluster.db.query<{ attempts: number; status: string }>(
      'select attempts, status from reports where id = $1',
      [reportId],
    );
    expect(claimed).toEqual({ attempts: 1, status: 'processing' });

    const killedAt = Date.now();
    const replacement = await cluster.startWorker();
    // the dead worker's report is restarted once its heartbeat is 3 s old, long before the job's 5-minute expiry
    // (the 'restarting' stage it shows meanwhile lasts until the next poll: worker-liveness.int.test.ts checks it)
    const restart = await replacement.waitForLog(
      (l) => l.msg === 'the worker analysing this report died; the analysis restarts' && l.reportId === reportId,
      30_000,
    );
    expect(restart.deadWorker).toEqual(expect.stringContaining(`:${doomed!.child.pid}:`));
    const final = await pollUntil(status, (s) => s.status !== 'processing', { timeoutMs: 90_000, intervalMs: 250 });
    expect(final).toMatchObject({ status: 'completed', stage: 'done' });
    expect(Date.now() - killedAt).toBeLessThan(120_000);

    // the log line follows the database write that completed the report: wait for it to arrive
    await replacement.waitForLog((l) => l.msg === 'analysis completed' && l.reportId === reportId, 10_000);
    const completions = replacement.logs.filter((l) => l.msg === 'analysis completed' && l.reportId === reportId);
    expect(completions).toHaveLength(1);
    expect(completions[0]?.attempt).toBe(2);
    const [row] = await cluster.db.query<{ attempts: number; n: string }>(
      'select r.attempts, (select count(*) from deficiencies d where d.report_id = r.id) as n from reports r where r.id = $1',
      [reportId],
    );
    expect(row?.attempts).toBe(2);
    expect(Number(row?.n)).toBe(completions[0]?.deficiencies);
    expect(Number(row?.n)).toBeGreaterThan(100);
    expect(cluster.problems()).toEqual([]);
    expect(api.alive()).toBe(true);
  });
});
