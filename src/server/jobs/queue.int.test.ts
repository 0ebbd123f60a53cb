import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/testing/server/test-database';
import { createJobQueue, type JobQueue } from './queue';

const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('job queue (pg-boss)', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const fn of cleanup.reverse()) await fn();
    cleanup.length = 0;
  });

  const open = async (): Promise<TestDatabase> => {
    const database = await createTestDatabase();
    cleanup.push(() => database.close());
    return database;
  };
  const start = async (database: TestDatabase, options = {}): Promise<JobQueue> => {
    const queue = await createJobQueue(database, { maintenanceIntervalSeconds: 1, ...options });
    cleanup.push(() => queue.stop());
    return queue;
  };

  it('runs a job from enqueue to completion', async () => {
    const database = await open();
    const queue = await start(database);
    await queue.boss.createQueue('echo');
    const seen: unknown[] = [];
    await queue.work<{ n: number }>('echo', {}, async ([job]) => {
      seen.push(job?.data.n);
      return { doubled: (job?.data.n ?? 0) * 2 };
    });
    const id = await queue.send('echo', { n: 21 });
    expect(id).toBeTruthy();
    await waitFor(async () => (await queue.boss.getJobById('echo', id as string))?.state === 'completed');
    const job = await queue.boss.getJobById('echo', id as string);
    expect(seen).toEqual([21]);
    expect(job?.output).toEqual({ doubled: 42 });
  });

  it('drains a backlog without waiting the polling interval between jobs', async () => {
    const database = await open();
    const queue = await start(database, { pollingIntervalSeconds: 2 });
    await queue.boss.createQueue('backlog');
    for (let i = 0; i < 20; i++) await queue.boss.send('backlog', { i });
    const done: number[] = [];
    const started = Date.now();
    await queue.work<{ i: number }>('backlog', { batchSize: 1 }, async ([job]) => {
      done.push(job?.data.i ?? -1);
    });
    await waitFor(() => done.length === 20, 50_000);
    // one job per polling interval would take 40 s; a loaded machine still does it in a few
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('picks up again a job whose worker died mid-run', async () => {
    const database = await open();
    const first = await createJobQueue(database, { maintenanceIntervalSeconds: 1 });
    await first.boss.createQueue('fragile', { name: 'fragile', retryLimit: 3, retryDelay: 0, expireInSeconds: 2 });
    const id = (await first.send('fragile', { n: 1 })) as string;
    // the "dead" worker takes the job and never finishes it
    const [taken] = await first.boss.fetch('fragile');
    expect(taken?.id).toBe(id);
    expect((await first.boss.getJobById('fragile', id))?.state).toBe('active');
    await first.boss.stop({ graceful: false, wait: true });

    const second = await start(database);
    await second.recoverOrphanedJobs();
    const done: string[] = [];
    await second.work('fragile', {}, async ([job]) => {
      done.push(job?.id ?? '');
    });
    await waitFor(async () => (await second.boss.getJobById('fragile', id))?.state === 'completed', 30_000);
    expect(done).toContain(id);
  });
});
