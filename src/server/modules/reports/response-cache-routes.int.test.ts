import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analysis, ReportListItem } from '@/contracts/reports';
import { deficiencies, deficiencyContractors, reports, users } from '../../db/schema';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';

// The list and analysis routes answer from a per-process cache while the report rows are unchanged: every way a
// report can change must show in the next answer.

describe('cached list and analysis responses', () => {
  let t: TestApp;
  let owner: TestClient;
  let admin: TestClient;
  let ownerId: number;
  let reportId: number;

  const analysis = async (client: TestClient) => {
    const response = await client.get(`/api/reports/${reportId}/analysis`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as Analysis;
  };
  const list = async () => (await owner.get('/api/reports')).json() as ReportListItem[];
  const addFinding = (position: number, severity: string) =>
    t.ctx.db
      .insert(deficiencies)
      .values({
        reportId,
        position,
        categoryKey: 'plumbing',
        severity,
        description: `Leak ${position}`,
        trade: 'plumber',
      })
      .returning({ id: deficiencies.id });

  beforeAll(async () => {
    t = await createTestApp({});
    owner = new TestClient(t.app);
    ownerId = (await owner.register(uniqueName('cacheowner'))).id;
    admin = new TestClient(t.app);
    const adminId = (await admin.register(uniqueName('cacheadmin'))).id;
    await t.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
    const [row] = await t.ctx.db
      .insert(reports)
      .values({
        userId: ownerId,
        filename: 'cached.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 1,
        status: 'completed',
        stage: 'done',
      })
      .returning({ id: reports.id });
    reportId = row!.id;
    await addFinding(0, 'major');
  });
  afterAll(() => t.close());

  it('shows unlocking, new findings and exclusions in the next analysis', async () => {
    const locked = await analysis(owner);
    expect(locked.hasFullAccess).toBe(false);
    expect(await analysis(owner)).toEqual(locked);

    await t.ctx.db.update(reports).set({ unlockedAt: new Date() }).where(eq(reports.id, reportId));
    const full = await analysis(owner);
    expect(full.hasFullAccess).toBe(true);
    expect(full.summary.totalDeficiencies).toBe(1);

    const [added] = await addFinding(1, 'critical');
    expect((await analysis(owner)).summary.totalDeficiencies).toBe(2);

    const patched = await owner.patch(`/api/deficiencies/${added!.id}`, { excluded: true });
    expect(patched.statusCode).toBe(200);
    const after = await analysis(owner);
    expect(after.summary.totalDeficiencies).toBe(1);
    expect(after.deficiencies.plumbing?.find((d) => d.id === added!.id)?.excluded).toBe(true);
  });

  it("records the owner's first look at the contractors even when an admin's view was cached first", async () => {
    const [finding] = await t.ctx.db
      .select({ id: deficiencies.id })
      .from(deficiencies)
      .where(eq(deficiencies.reportId, reportId));
    await t.ctx.db.insert(deficiencyContractors).values({
      reportId,
      deficiencyId: finding!.id,
      contractorId: 'dir_7',
      trade: 'plumber',
      rank: 0,
      contractor: {
        id: 'dir_7',
        placeId: null,
        name: 'Seven Pipes',
        category: 'plumber',
        rating: 4.5,
        reviewCount: 10,
        distance: 1000,
        address: '7 Main St',
        phone: null,
        website: null,
        isOpen: null,
        priceLevel: null,
        isDemo: true,
        source: 'directory',
      },
    });
    const seenByAdmin = await analysis(admin);
    expect(Object.keys(seenByAdmin.contractors)).toEqual(['plumber']);
    const viewed = async () =>
      (await t.ctx.db.select({ at: reports.contractorsViewedAt }).from(reports).where(eq(reports.id, reportId)))[0]!.at;
    expect(await viewed()).toBeNull();
    // the owner's answer is kept apart from an admin's (it carries the owner's private notes and says the viewer
    // owns the report), otherwise the same
    const ownView = await analysis(owner);
    expect([ownView.viewerIsOwner, seenByAdmin.viewerIsOwner]).toEqual([true, false]);
    const withoutNotes = Object.fromEntries(
      Object.entries(ownView.deficiencies).map(([key, list]) => [key, list.map(({ note: _note, ...d }) => d)]),
    );
    expect({ ...ownView, deficiencies: withoutNotes, viewerIsOwner: false }).toEqual(seenByAdmin);
    expect(await viewed()).not.toBeNull();
  });

  it('shows added and deleted reports in the next list', async () => {
    const before = await list();
    expect(before.map((r) => r.id)).toEqual([reportId]);
    const [extra] = await t.ctx.db
      .insert(reports)
      .values({
        userId: ownerId,
        filename: 'second.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 1,
        status: 'processing',
      })
      .returning({ id: reports.id });
    expect((await list()).map((r) => r.id).sort()).toEqual([reportId, extra!.id].sort());
    await t.ctx.db.delete(reports).where(eq(reports.id, extra!.id));
    expect((await list()).map((r) => r.id)).toEqual([reportId]);
  });
});
