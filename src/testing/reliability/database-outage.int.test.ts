import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTextReport } from '../server/report-fixtures';
import { type Cluster, pollUntil, signedIn, skipNotice, sleep, startCluster } from './cluster';
import type { HttpSession } from './http-session';
import { startThrowawayPostgres, type ThrowawayPostgres, throwawayPostgresUnavailable } from './throwaway-postgres';

// The database stopped for a few seconds in the middle of traffic: the API answers 503 with a message and
// Retry-After (never a 500, never a dropped connection), the processes stay up, and once PostgreSQL is back the
// same processes serve requests and analyse a new upload, without a restart. PostgreSQL here is a throwaway cluster
// of our own: the shared server must never be stopped.

const unavailable = throwawayPostgresUnavailable();
if (unavailable) skipNotice('database stopped mid-traffic', unavailable);

const OUTAGE_MS = 4_000;

type Phase = 'before' | 'down' | 'after';
interface Sample {
  phase: Phase;
  request: string;
  status: number | 'no answer';
  message: unknown;
  retryAfter: string | null;
  contentType: string | null;
}

describe.skipIf(Boolean(unavailable))('the database stopped for a few seconds mid-traffic', () => {
  let postgres: ThrowawayPostgres;
  let cluster: Cluster;
  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    cluster = await startCluster({ apis: 1, workers: 1, databaseAdminUrl: postgres.adminUrl });
  });
  afterAll(async () => {
    await cluster?.close();
    postgres?.destroy();
  });

  it('answers 503 with a message meanwhile, then recovers without a restart', async () => {
    const api = cluster.apis[0]!;
    const worker = cluster.workers[0]!;
    const pids = [api.child.pid, worker.child.pid];
    const { session } = await signedIn(api.baseUrl, 'outage');
    const first = await session.upload('before.txt', 'text/plain', sampleTextReport());
    expect(first.status).toBe(201);
    const firstId = (first.body as { reportId: number }).reportId;
    const status = (s: HttpSession, id: number) =>
      s.request('GET', `/api/reports/${id}/status`).then((r) => r.body as { status?: string });
    expect(
      (
        await pollUntil(
          () => status(session, firstId),
          (b) => b.status !== 'processing',
        )
      ).status,
    ).toBe('completed');

    // traffic: four clients in a loop over reads and writes that all touch the database
    let phase: Phase = 'before';
    let running = true;
    const samples: Sample[] = [];
    const cycle: [string, string, { json?: unknown }?][] = [
      ['GET', '/api/reports'],
      ['GET', `/api/reports/${firstId}/analysis`],
      ['GET', '/api/credits/balance'],
      ['GET', '/api/auth/user'],
      ['PUT', '/api/auth/profile', { json: { company: 'Outage Testers' } }],
      ['POST', '/api/login', { json: { username: 'nobody-here', password: 'wrong-password' } }],
      ['GET', '/api/health'],
    ];
    // one signed-in user behind four tabs: every request is one that should succeed while the database is up
    const client = async (index: number) => {
      for (let n = index; running; n++) {
        const [method, path, options] = cycle[n % cycle.length]!;
        const at = phase;
        try {
          const answer = await session.request(method, path, { ...options, timeoutMs: 15_000 });
          samples.push({
            phase: at === phase ? at : 'down',
            request: `${method} ${path}`,
            status: answer.status,
            message: (answer.body as { message?: unknown } | undefined)?.message,
            retryAfter: answer.headers.get('retry-after'),
            contentType: answer.headers.get('content-type'),
          });
        } catch {
          samples.push({
            phase: at,
            request: `${method} ${path}`,
            status: 'no answer',
            message: null,
            retryAfter: null,
            contentType: null,
          });
        }
        await sleep(20);
      }
    };
    const clients = Promise.all([0, 1, 2, 3].map(client));
    await sleep(1_500);

    phase = 'down';
    postgres.stop();
    await sleep(OUTAGE_MS);
    postgres.start();
    // requests already in flight or sent just now may still meet the dead connections: they belong to the outage
    await sleep(1_000);
    const recoveredAt = samples.length;
    phase = 'after';
    await sleep(3_000);
    running = false;
    await clients;

    const during = samples.filter((s) => s.phase === 'down');
    const after = samples.slice(recoveredAt).filter((s) => s.phase === 'after');
    // the API answered every request, with a clear 503 whenever the database was needed and gone
    expect(samples.filter((s) => s.status === 'no answer')).toEqual([]);
    // only the deliberately failed login may answer 401: a session lookup that met the outage must not sign anyone out
    const outageAnswers = during.filter(
      (s) => s.status !== 200 && s.status !== 204 && !(s.request === 'POST /api/login' && s.status === 401),
    );
    expect(outageAnswers.length).toBeGreaterThan(10);
    for (const sample of outageAnswers) {
      expect(sample, sample.request).toMatchObject({
        status: 503,
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        retryAfter: '5',
      });
      expect(sample.contentType).toMatch(/^application\/json/);
    }
    // and once it was back, everything succeeded again (the failed login is the expected 401)
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((s) => !(s.status === 200 || (s.request === 'POST /api/login' && s.status === 401)))).toEqual(
      [],
    );

    // the same processes: no restart, and the worker analyses a new upload
    expect(api.alive() && worker.alive()).toBe(true);
    expect([api.child.pid, worker.child.pid]).toEqual(pids);
    const next = await session.upload('after.txt', 'text/plain', sampleTextReport());
    expect(next.status).toBe(201);
    const nextId = (next.body as { reportId: number }).reportId;
    const done = await pollUntil(
      () => status(session, nextId),
      (b) => b.status !== 'processing',
      {
        timeoutMs: 60_000,
      },
    );
    expect(done.status).toBe('completed');
    expect(cluster.problems()).toEqual([]);
    console.warn(
      `[reliability] database outage of ${OUTAGE_MS / 1000} s: ${outageAnswers.length} answers 503 meanwhile, ` +
        `${after.length} requests after it all served, same processes`,
    );
  });
});
