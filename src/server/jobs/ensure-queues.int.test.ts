import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import { createTestDatabase, type TestDatabase, testDriver } from '@/testing/server/test-database';
import { createJobQueue, type JobQueue } from './queue';
import { ensureQueues, JOBS } from './workers';

// Processes of a scaled-out deployment start together (2 APIs + 2 workers): each creates the job queues. Concurrent
// pg-boss create_queue calls deadlocked on PostgreSQL and the losing process exited at start-up.
describe.skipIf(testDriver() !== 'pg')('creating the job queues from several processes at once', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });

  it('succeeds in every process, three times over', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    for (let round = 0; round < 3; round++) {
      const database: TestDatabase = await createTestDatabase();
      cleanup.push(() => database.close());
      const queues: JobQueue[] = [];
      for (let i = 0; i < 4; i++) {
        const queue = await createJobQueue(database, { supervise: false });
        cleanup.push(() => queue.stop());
        queues.push(queue);
      }
      const contexts = queues.map((queue) => ({ queue, config, database }) as unknown as AppContext);
      await expect(Promise.all(contexts.map((ctx) => ensureQueues(ctx)))).resolves.toBeDefined();
      const names = (await queues[0]!.boss.getQueues()).map((q) => q.name).sort();
      expect(names).toEqual(JOBS.map((job) => job.name).sort());
    }
  });
});
