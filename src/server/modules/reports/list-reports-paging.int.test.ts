import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CURSOR, type ReportListItem, type ReportPage } from '@/contracts/reports';
import { reports } from '../../db/schema';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';

// GET /api/reports?limit=&cursor=&q= (API.md, paging): cursor pages walk the whole list once, newest first, even
// when reports share an upload time; search narrows the pages and the total; the plain form is unchanged.

describe('GET /api/reports paging', () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    owner = new TestClient(t.app);
    stranger = new TestClient(t.app);
    const me = await owner.register(uniqueName('pager'));
    const other = await stranger.register(uniqueName('other'));
    // 7 reports, two pairs with the same upload time (to the microsecond): the id breaks the tie
    const base = Date.parse('2026-01-01T00:00:00.123Z');
    const times = [0, 1000, 1000, 2000, 3000, 3000, 4000].map((ms) => new Date(base + ms));
    for (const [i, uploadedAt] of times.entries()) {
      const [row] = await t.ctx.db
        .insert(reports)
        .values({
          userId: me.id,
          filename: i === 2 ? 'Maple_Street_100%.pdf' : `report-${i}.pdf`,
          mimeType: 'application/pdf',
          sizeBytes: 100,
          uploadedAt,
          status: 'failed',
        })
        .returning({ id: reports.id });
      ids.push(row!.id);
    }
    await t.ctx.db
      .insert(reports)
      .values({ userId: other.id, filename: 'report-x.pdf', mimeType: 'application/pdf', sizeBytes: 1 });
  });
  afterAll(() => t.close());

  it('walks every report once, newest first, in pages of `limit`', async () => {
    const plain = (await owner.get('/api/reports')).json() as ReportListItem[];
    expect(plain.map((r) => r.id)).toHaveLength(7);

    const seen: number[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const url: string = `/api/reports?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const response = await owner.get(url);
      expect(response.statusCode).toBe(200);
      const page = response.json() as ReportPage;
      expect(page.total).toBe(7);
      sizes.push(page.items.length);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen).toEqual(plain.map((r) => r.id));
    expect(new Set(seen).size).toBe(7);
  });

  it('searches file names (pattern characters taken literally) and counts only the matches', async () => {
    const page = (await owner.get('/api/reports?limit=5&q=street_100%25')).json() as ReportPage;
    expect(page).toMatchObject({ total: 1, nextCursor: null });
    expect(page.items.map((r) => r.id)).toEqual([ids[2]]);
    // '_' as a wildcard would match 'report-1.pdf'
    expect(((await owner.get('/api/reports?limit=5&q=rt_1')).json() as ReportPage).total).toBe(0);
  });

  it('refuses a bad limit or cursor with a 400, and shows nobody else’s reports', async () => {
    for (const url of ['/api/reports?limit=0', '/api/reports?limit=101', '/api/reports?limit=x']) {
      expect((await owner.get(url)).statusCode, url).toBe(400);
    }
    const bad = await owner.get('/api/reports?limit=2&cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(INVALID_CURSOR);
    const theirs = (await stranger.get('/api/reports?limit=10')).json() as ReportPage;
    expect(theirs.total).toBe(1);
    expect(theirs.items.every((r) => !ids.includes(r.id))).toBe(true);
  });
});
