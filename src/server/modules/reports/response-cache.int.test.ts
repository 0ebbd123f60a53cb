import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deficiencies, reports, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '@/testing/server/test-database';
import { refreshListSummary } from './list-summary';
import { createResponseCache, reportListFingerprint } from './response-cache';

let database: TestDatabase;
let me = 0;
let other = 0;

const addReport = async (userId: number, filename: string) => {
  const [row] = await database.db
    .insert(reports)
    .values({ userId, filename, mimeType: 'application/pdf', sizeBytes: 1, status: 'completed', stage: 'done' })
    .returning({ id: reports.id });
  return row!.id;
};

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await database.db
    .insert(users)
    .values([
      { username: 'cached', email: 'cached@example.com', passwordHash: 'x' },
      { username: 'neighbour', email: 'neighbour@example.com', passwordHash: 'x' },
    ])
    .returning({ id: users.id });
  me = rows[0]!.id;
  other = rows[1]!.id;
});

afterAll(async () => {
  await database?.close();
});

describe('response cache with the report list fingerprint', () => {
  it('answers from memory until one of the user’s report rows changes, is added or is deleted', async () => {
    const db = database.db;
    const cache = createResponseCache();
    const get = async (userId: number, build: () => Promise<string>) =>
      (await cache.get(`list:${userId}`, await reportListFingerprint(db, userId), build)).toString();
    let builds = 0;
    const build = async () => `list #${++builds}`;
    const first = await addReport(me, 'a.pdf');
    expect(await get(me, build)).toBe('list #1');
    expect(await get(me, build)).toBe('list #1');

    // another user's reports are not part of the fingerprint
    await addReport(other, 'theirs.pdf');
    expect(await get(me, build)).toBe('list #1');

    await db.update(reports).set({ unlockedAt: new Date() }).where(eq(reports.id, first));
    expect(await get(me, build)).toBe('list #2');

    // a finding written to the report changes its stored figures, hence its row
    await refreshListSummary(db, first);
    await db.insert(deficiencies).values({
      reportId: first,
      position: 0,
      categoryKey: 'roofing',
      severity: 'major',
      description: 'x',
      trade: 'roofer',
    });
    expect(await get(me, build)).toBe('list #3');
    await refreshListSummary(db, first);
    expect(await get(me, build)).toBe('list #4');

    const second = await addReport(me, 'b.pdf');
    expect(await get(me, build)).toBe('list #5');
    await db.delete(reports).where(eq(reports.id, second));
    expect(await get(me, build)).toBe('list #6');
    expect(await get(me, build)).toBe('list #6');
  });

  it('keeps at most maxBytes, dropping the least recently used list first', async () => {
    const db = database.db;
    const cache = createResponseCache({ maxBytes: 25, entryOverheadBytes: 0 });
    const get = async (userId: number, build: () => Promise<string>) =>
      cache.get(`list:${userId}`, await reportListFingerprint(db, userId), build);
    const builds: number[] = [];
    const build = (userId: number) => async () => {
      builds.push(userId);
      return `${userId}`.padEnd(10, '.');
    };
    await get(me, build(me));
    await get(other, build(other));
    expect(cache.size()).toBe(20);
    await get(me, build(me)); // me is now the most recently used
    const third = (
      await db
        .insert(users)
        .values({ username: 'third', email: 'third@example.com', passwordHash: 'x' })
        .returning({ id: users.id })
    )[0]!.id;
    await get(third, build(third)); // over 25 bytes: `other` goes
    expect(cache.size()).toBe(20);
    await get(me, build(me));
    await get(other, build(other));
    expect(builds).toEqual([me, other, third, other]);
  });

  it('counts what each entry costs beyond its body, so many small bodies stay within maxBytes', async () => {
    const cache = createResponseCache({ maxBytes: 1000 });
    for (let i = 0; i < 20; i++) await cache.get(`list:${i}`, 'v1', async () => '[]');
    expect(cache.size()).toBeLessThanOrEqual(1000);
    expect(cache.size()).toBeGreaterThan(2 * 300);
  });
});
