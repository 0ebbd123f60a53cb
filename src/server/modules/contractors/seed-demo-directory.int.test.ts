import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractors } from '../../db/schema';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { insertContractor } from '@/testing/server/contractor-fixtures';
import { buildDemoDirectory } from './demo-directory';
import { seedDemoDirectory } from './seed-demo-directory';

describe('demo directory seed (DEMO_DATA=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_DATA: '1' });
  });
  afterAll(() => t.close());

  const demoCount = async () =>
    (await t.ctx.db.select({ n: count() }).from(contractors).where(eq(contractors.isDemo, true)))[0]!.n;

  it('loads the whole demo directory at start-up, once, leaving imported rows alone', async () => {
    const expected = buildDemoDirectory().length;
    expect(await demoCount()).toBe(expected);
    const imported = await insertContractor(t.ctx.db, { name: 'Real Imported Electric', trade: 'electrician', km: 1 });
    expect(await seedDemoDirectory(t.ctx)).toEqual({ inserted: 0 });
    expect(await demoCount()).toBe(expected);
    const [row] = await t.ctx.db
      .select()
      .from(contractors)
      .where(eq(contractors.id, Number(imported.slice('dir_'.length))));
    expect(row).toMatchObject({ isDemo: false, name: 'Real Imported Electric' });
  });

  it('answers a directory search anywhere with demo rows marked as such', async () => {
    const client = new TestClient(t.app);
    await client.register(uniqueName('demo'));
    for (const address of ['1600 Pennsylvania Ave NW, Washington, DC 20500', 'Bozeman, MT', '96813']) {
      const response = await client.post('/api/contractors/search', { address, category: 'roofing' });
      expect(response.statusCode).toBe(200);
      const found = response.json().contractors as { isDemo: boolean; name: string; category: string; phone: string }[];
      expect(found.length, address).toBeGreaterThan(0);
      for (const c of found) {
        expect(c).toMatchObject({ isDemo: true, category: 'roofer' });
        expect(c.phone).toMatch(/^\+1\d{3}55501\d{2}$/);
      }
    }
  });
});
