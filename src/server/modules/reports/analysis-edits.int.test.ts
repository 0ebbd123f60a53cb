import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analysis, Deficiency, DeficiencyUpdateResponse } from '@/contracts/reports';
import { deficiencies, reports, users } from '../../db/schema';
import { startWorkers } from '../../jobs/workers';
import { TestClient, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { DEFICIENCY_NOT_FOUND, EDIT_LOCKED_MESSAGE } from './editable-deficiency';
import { makeTextPdf, upload, waitForAnalysis } from '@/testing/server/report-fixtures';
import { unitChangeRefused } from './unit-options';

// PATCH /api/deficiencies/:id and PUT /api/deficiencies/:id/quantity: validation, ownership, access, and what
// they do to the stored finding and the report's summary.

describe('finding exclusions and quantities', () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let admin: TestClient;
  let reportId: number;

  const analysis = async (client = owner) => (await client.get(`/api/reports/${reportId}/analysis`)).json() as Analysis;
  const findings = async () => Object.values((await analysis()).deficiencies).flat() as Deficiency[];
  /** a finding priced from a catalog item sold per job ('each') */
  const pricedPerJob = async () =>
    (await findings()).find(
      (d) => d.unitType === 'each' && d.costEstimate?.sourceKey === 'punchlist-catalog' && d.costEstimate.minCost > 0,
    );

  beforeAll(async () => {
    t = await createTestApp({ SIGNUP_BONUS_CREDITS: '1' }, { queue: true });
    await startWorkers(t.ctx);
    owner = new TestClient(t.app);
    stranger = new TestClient(t.app);
    admin = new TestClient(t.app);
    await owner.register(uniqueName('own'));
    await stranger.register(uniqueName('str'));
    const adminUser = await admin.register(uniqueName('adm'));
    await t.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminUser.id));
    const response = await upload(owner, {
      filename: 'edits.pdf',
      contentType: 'application/pdf',
      data: await makeTextPdf(),
    });
    reportId = response.json().reportId;
    expect((await waitForAnalysis(owner, reportId)).status).toBe('completed');
  });
  afterAll(() => t.close());

  it('refuses changes while the report is locked, and says nothing about the finding', async () => {
    const [row] = await t.ctx.db.select().from(deficiencies).where(eq(deficiencies.reportId, reportId)).limit(1);
    const id = row!.id;
    const patch = await owner.patch(`/api/deficiencies/${id}`, { excluded: true });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toEqual({ message: EDIT_LOCKED_MESSAGE });
    const put = await owner.put(`/api/deficiencies/${id}/quantity`, { quantity: 2, unitType: 'each' });
    expect(put.statusCode).toBe(403);
    expect(put.body).not.toContain(row!.description);
    const [after] = await t.ctx.db.select().from(deficiencies).where(eq(deficiencies.id, id));
    expect(after?.excluded).toBe(false);
    expect(after?.quantity).toBe(row!.quantity);

    // the locked analysis holds the teaser and no detail of any finding
    const locked = await owner.get(`/api/reports/${reportId}/analysis`);
    const body = locked.json() as Analysis;
    expect(body.hasFullAccess).toBe(false);
    expect(body.deficiencies).toEqual({});
    expect(body.contractors).toEqual({});
    expect(body.summary.severityCount).toBeNull();
    expect(body.teaser.categoryCount).toBeGreaterThan(0);
    const rows = await t.ctx.db.select().from(deficiencies).where(eq(deficiencies.reportId, reportId));
    // nor does the account export (the locked report's teaser only)
    const exported = await owner.get('/api/account/export');
    expect(exported.json().findings).toEqual([]);
    for (const d of rows) {
      for (const body of [locked.body, exported.body]) {
        expect(body).not.toContain(d.description.slice(0, 30));
        if (d.quote) expect(body).not.toContain(d.quote.slice(0, 30));
        if (d.recommendation) expect(body).not.toContain(d.recommendation.slice(0, 30));
      }
    }

    // unlock through the real purchase flow (the signup bonus credit)
    const purchase = await owner.post(`/api/reports/${reportId}/purchase`);
    expect(purchase.statusCode).toBe(200);
    expect((await analysis()).hasFullAccess).toBe(true);
  });

  it('excludes a finding on the server: the summary leaves it out, a reload still shows it excluded', async () => {
    const before = await analysis();
    const target = (await findings()).find((d) => d.costEstimate && d.costEstimate.minCost > 0)!;
    const response = await owner.patch(`/api/deficiencies/${target.id}`, { excluded: true });
    expect(response.statusCode).toBe(200);
    const body = response.json() as DeficiencyUpdateResponse;
    expect(body.deficiency).toMatchObject({ id: target.id, excluded: true, description: target.description });
    expect(body.summary.totalDeficiencies).toBe(before.summary.totalDeficiencies! - 1);
    expect(body.summary.totalCostRange.min).toBe(
      Math.round(before.summary.totalCostRange.min - target.costEstimate!.minCost * target.quantity),
    );

    const reloaded = await analysis();
    expect(reloaded.summary).toEqual(body.summary);
    expect((await findings()).find((d) => d.id === target.id)?.excluded).toBe(true);

    const back = (await owner.patch(`/api/deficiencies/${target.id}`, { excluded: false })).json();
    expect(back.deficiency.excluded).toBe(false);
    expect(back.summary).toEqual(before.summary);
  });

  it('validates the exclusion body and the id', async () => {
    const [d] = await findings();
    for (const payload of [{}, { excluded: 'yes' }, { excluded: null }, { excluded: 1 }]) {
      const response = await owner.patch(`/api/deficiencies/${d!.id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await owner.patch('/api/deficiencies/abc', { excluded: true })).statusCode).toBe(400);
    const missing = await owner.patch('/api/deficiencies/99999999', { excluded: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(DEFICIENCY_NOT_FOUND);
  });

  it("answers 404 for someone else's finding (admins included), 401 signed out, 403 from a foreign origin", async () => {
    const [d] = await findings();
    for (const client of [stranger, admin]) {
      const patch = await client.patch(`/api/deficiencies/${d!.id}`, { excluded: true });
      expect(patch.statusCode).toBe(404);
      expect(patch.json().message).toBe(DEFICIENCY_NOT_FOUND);
      const put = await client.put(`/api/deficiencies/${d!.id}/quantity`, { quantity: 5, unitType: 'each' });
      expect(put.statusCode).toBe(404);
    }
    const anon = new TestClient(t.app);
    expect((await anon.patch(`/api/deficiencies/${d!.id}`, { excluded: true })).statusCode).toBe(401);
    const foreign = await owner.patch(
      `/api/deficiencies/${d!.id}`,
      { excluded: true },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(deficiencies).where(eq(deficiencies.id, d!.id));
    expect(row?.excluded).toBe(false);
    expect(row?.quantity).toBe(d!.quantity);
  });

  it('sets a quantity: the per-unit estimate stays, the summary multiplies it', async () => {
    const before = await analysis();
    const target = (await findings()).find((d) => d.costEstimate && d.costEstimate.minCost > 0 && !d.excluded)!;
    const response = await owner.put(`/api/deficiencies/${target.id}/quantity`, {
      quantity: target.quantity + 3,
      unitType: target.unitType,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as DeficiencyUpdateResponse;
    expect(body.deficiency.quantity).toBe(target.quantity + 3);
    expect(body.deficiency.costEstimate).toEqual(target.costEstimate);
    expect(body.summary.totalCostRange.min).toBe(
      Math.round(before.summary.totalCostRange.min + 3 * target.costEstimate!.minCost),
    );
    expect(body.summary.totalCostRange.max).toBe(
      Math.round(before.summary.totalCostRange.max + 3 * target.costEstimate!.maxCost),
    );
    expect((await analysis()).summary).toEqual(body.summary);
    // put it back for the next tests
    await owner.put(`/api/deficiencies/${target.id}/quantity`, {
      quantity: target.quantity,
      unitType: target.unitType,
    });
  });

  it('re-prices from the stored catalog item when the unit changes', async () => {
    const target = await pricedPerJob();
    expect(target, 'the sample report has a finding priced per job').toBeTruthy();
    const original = target!.costEstimate!;
    const code = original.bniItemCode;

    const hourly = (
      await owner.put(`/api/deficiencies/${target!.id}/quantity`, { quantity: 2, unitType: 'hour' })
    ).json() as DeficiencyUpdateResponse;
    expect(hourly.deficiency.unitType).toBe('hour');
    expect(hourly.deficiency.costEstimate?.materialCost).toBe(0);
    expect(hourly.deficiency.costEstimate?.laborCost).toBeGreaterThan(0);
    expect(hourly.deficiency.costEstimate?.bniItemCode).toBe(code);
    expect(hourly.deficiency.costEstimate?.region).toBe(original.region);
    // how well the item fitted the finding does not change with the unit
    expect(hourly.deficiency.costEstimate?.priorityScore).toBe(original.priorityScore);

    // hours take decimals (2.5 stays 2.5)
    const decimal = await owner.put(`/api/deficiencies/${target!.id}/quantity`, { quantity: 2.5, unitType: 'hour' });
    expect(decimal.statusCode).toBe(200);
    expect((decimal.json() as DeficiencyUpdateResponse).deficiency.quantity).toBe(2.5);

    // the units offered are the item's own and hours; an 'each' item has no price per square foot: refused, so no
    // invented number and no job total taken as a unit price
    expect(target!.unitOptions.map((o) => o.unitType)).toEqual(['each', 'hour']);
    expect(target!.unitOptions[1]!.factor).toBeGreaterThan(0);
    const area = await owner.put(`/api/deficiencies/${target!.id}/quantity`, { quantity: 2, unitType: 'sq_ft' });
    expect(area.statusCode).toBe(400);
    expect(area.json().message).toBe(unitChangeRefused('sq_ft'));
    expect((await findings()).find((d) => d.id === target!.id)).toMatchObject({ unitType: 'hour', quantity: 2.5 });

    const restored = (
      await owner.put(`/api/deficiencies/${target!.id}/quantity`, {
        quantity: target!.quantity,
        unitType: 'each',
      })
    ).json() as DeficiencyUpdateResponse;
    expect(restored.deficiency.costEstimate).toEqual(original);
    const [row] = await t.ctx.db
      .select()
      .from(deficiencies)
      .where(and(eq(deficiencies.id, target!.id), eq(deficiencies.reportId, reportId)));
    expect(row?.costItemCode).toBe(code);
  });

  it('validates quantity and unit', async () => {
    const [d] = await findings();
    const bad = [
      { quantity: 0, unitType: 'each' },
      { quantity: -2, unitType: 'each' },
      { quantity: 1.5, unitType: 'each' },
      { quantity: 'abc', unitType: 'each' },
      { quantity: '', unitType: 'each' },
      { quantity: 1_000_000, unitType: 'each' },
      { quantity: 2.555, unitType: 'each' },
      { quantity: 2, unitType: 'acre' },
      { quantity: 2 },
      {},
    ];
    for (const payload of bad) {
      const response = await owner.put(`/api/deficiencies/${d!.id}/quantity`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(
      (await owner.put(`/api/deficiencies/${d!.id}/quantity`, { quantity: 0, unitType: 'each' })).json(),
    ).toMatchObject({ fields: { quantity: 'Quantity must be at least 1.' } });
    const [row] = await t.ctx.db.select().from(deficiencies).where(eq(deficiencies.id, d!.id));
    expect(row?.quantity).toBe(d!.quantity);
  });

  it('refuses changes while the report is being analyzed again (409)', async () => {
    const [d] = await findings();
    await t.ctx.db.update(reports).set({ status: 'processing' }).where(eq(reports.id, reportId));
    try {
      expect((await owner.patch(`/api/deficiencies/${d!.id}`, { excluded: true })).statusCode).toBe(409);
      expect(
        (await owner.put(`/api/deficiencies/${d!.id}/quantity`, { quantity: 2, unitType: 'each' })).statusCode,
      ).toBe(409);
    } finally {
      await t.ctx.db.update(reports).set({ status: 'completed' }).where(eq(reports.id, reportId));
    }
  });
});
