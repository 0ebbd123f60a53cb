import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTextPdf, sampleTextReport } from '../server/report-fixtures';
import { type Cluster, needsPostgres, pollUntil, signedIn, sleep, startCluster } from './cluster';
import type { HttpSession } from './http-session';

// Two API processes and two worker processes on one database, 50 uploads spread over both APIs: every report is
// analysed exactly once (one completed run per report across both workers, attempts = 1, findings not duplicated)
// and all complete.

const enabled = needsPostgres('2 APIs + 2 workers, 50 uploads');
const UPLOADS = 50;

describe.skipIf(!enabled)('scaled out: 2 API and 2 worker processes on one database', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({ apis: 2, workers: 2 });
  });
  afterAll(() => cluster?.close());

  it('analyses each of 50 uploads exactly once, and all complete', async () => {
    // five users per API (the upload rate limit is per user)
    const sessions: HttpSession[] = [];
    for (let i = 0; i < 10; i++) sessions.push((await signedIn(cluster.apis[i % 2]!.baseUrl, `scale${i}`)).session);
    const pdf = await makeTextPdf();
    const text = sampleTextReport();

    const started = Date.now();
    const uploads = await Promise.all(
      Array.from({ length: UPLOADS }, async (_, i) => {
        const session = sessions[i % sessions.length]!;
        const answer =
          i % 2 === 0
            ? await session.upload(`report-${i}.pdf`, 'application/pdf', pdf)
            : await session.upload(`report-${i}.txt`, 'text/plain', `${text}\nNote ${i}.`);
        expect(answer.status, answer.text).toBe(201);
        return { reportId: (answer.body as { reportId: number }).reportId, kind: i % 2 === 0 ? 'pdf' : 'text' };
      }),
    );
    const ids = uploads.map((u) => u.reportId);
    expect(new Set(ids).size).toBe(UPLOADS);

    const rows = await pollUntil(
      () =>
        cluster.db.query<{ id: number; status: string; attempts: number; failure_reason: string | null }>(
          'select id, status, attempts, failure_reason from reports where id = any($1::int[])',
          [ids],
        ),
      (list) => list.length === UPLOADS && list.every((r) => r.status !== 'processing'),
      { timeoutMs: 120_000, intervalMs: 500 },
    );
    const elapsed = Date.now() - started;
    expect(rows.filter((r) => r.status !== 'completed')).toEqual([]);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);

    // one completed run per report across both workers, and both workers took a share (the log lines follow the
    // database writes: wait until they have all arrived, and a little longer for any duplicate)
    const completedLines = () =>
      cluster.workers.reduce((n, w) => n + w.logs.filter((l) => l.msg === 'analysis completed').length, 0);
    await pollUntil(
      async () => completedLines(),
      (n) => n >= UPLOADS,
      { timeoutMs: 10_000, intervalMs: 100 },
    );
    await sleep(500);
    const runs = cluster.workers.flatMap((worker, index) =>
      worker.logs.filter((l) => l.msg === 'analysis completed').map((l) => ({ worker: index, reportId: l.reportId })),
    );
    const perReport = new Map<number, number>();
    for (const run of runs) perReport.set(run.reportId!, (perReport.get(run.reportId!) ?? 0) + 1);
    expect(ids.filter((id) => perReport.get(id) !== 1)).toEqual([]);
    expect(new Set(runs.map((r) => r.worker)).size).toBe(2);

    // findings saved once: each report holds what its one run found, and the same content found the same
    const counts = await cluster.db.query<{ report_id: number; n: string }>(
      'select report_id, count(*) as n from deficiencies where report_id = any($1::int[]) group by report_id',
      [ids],
    );
    const saved = new Map(counts.map((c) => [c.report_id, Number(c.n)]));
    const found = new Map(
      cluster.workers
        .flatMap((w) => w.logs.filter((l) => l.msg === 'analysis completed'))
        .map((l) => [l.reportId, l.deficiencies]),
    );
    for (const { reportId } of uploads) expect(saved.get(reportId), `report ${reportId}`).toBe(found.get(reportId));
    for (const kind of ['pdf', 'text']) {
      const perKind = new Set(uploads.filter((u) => u.kind === kind).map((u) => saved.get(u.reportId)));
      expect([...perKind], kind).toHaveLength(1);
      expect([...perKind][0]).toBeGreaterThan(0);
    }

    // and pg-boss agrees: one completed job per report, none retried
    const jobs = await cluster.db.query<{ report_id: number; state: string; retry_count: number }>(
      "select (data->>'reportId')::int as report_id, state, retry_count from pgboss.job where name = 'analyze-report'",
    );
    expect(jobs).toHaveLength(UPLOADS);
    expect(jobs.filter((j) => j.state !== 'completed' || j.retry_count !== 0)).toEqual([]);

    expect(cluster.problems()).toEqual([]);
    // and none of them died along the way
    for (const server of [...cluster.apis, ...cluster.workers]) expect(server.alive()).toBe(true);
    console.warn(`[reliability] 50 uploads over 2 APIs analysed by 2 workers in ${(elapsed / 1000).toFixed(1)} s`);
  });
});
