import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MinimumCharge } from '@/contracts/reports';
import { deficiencies, deficiencyContractors, reports, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '@/testing/server/test-database';
import { computeSummary, lockSummary, type SummaryRow } from './compute-summary';
import { listReports } from './list-reports';
import { refreshListSummary } from './list-summary';
import { claimRun } from './report-run';
import { loadContractorCounts, loadSummaryRows } from './report-rows';
import { saveAnalysisResult } from './save-analysis-result';
import { setDeficiencyExclusion } from './set-deficiency-exclusion';
import { updateDeficiencyQuantity } from './update-deficiency-quantity';

// The list reads stored (or, when missing, SQL-aggregated) figures: they must be what computeSummary gives over the
// rows, before and after the findings change.

let database: TestDatabase;
const viewer = { id: 0, role: 'user' as const };
let otherId = 0;

const estimate = (minCost: number, maxCost: number, minimumCharge: MinimumCharge | null = null) => ({
  minCost,
  averageCost: (minCost + maxCost) / 2,
  maxCost,
  laborCost: (minCost + maxCost) / 4,
  materialCost: (minCost + maxCost) / 4,
  minimumCharge,
  currency: 'USD' as const,
  sourceKey: 'test',
  sourceLabel: 'Test',
  region: 'US',
  urgency: 'medium' as const,
  priorityScore: 1,
  matchedKeywords: [],
  totalKeywords: 0,
  bniItemCode: 'X',
  bniDescription: 'X',
  uncertaintyPct: null,
  materialCitations: [],
  laborCitations: [],
});

type Def = Omit<typeof deficiencies.$inferInsert, 'reportId' | 'position' | 'description' | 'trade'>;
const DEFS: Def[][] = [
  [
    { categoryKey: 'roofing', severity: 'major', quantity: 3, costEstimate: estimate(120.4, 310.25) },
    // a one-visit job below the trade's minimum: the stored figures floor it as the page does
    {
      categoryKey: 'electrical',
      severity: 'critical',
      quantity: 0,
      costEstimate: estimate(80.5, 99.5, {
        min: 100,
        average: 150,
        max: 200,
        label: "the electrician's minimum visit",
      }),
    },
    { categoryKey: 'electrical', severity: 'minor', quantity: 1, costEstimate: null },
    { categoryKey: 'plumbing', severity: 'minor', excluded: true, costEstimate: estimate(5000, 9000) },
    { categoryKey: 'structural', severity: 'info', quantity: 2, costEstimate: estimate(0.5, 1.49) },
  ],
  [{ categoryKey: 'hvac', severity: 'minor', excluded: true, costEstimate: estimate(10, 20) }],
  [],
  [
    { categoryKey: 'general', severity: 'major', costEstimate: estimate(33.3, 66.6) },
    { categoryKey: 'appliances', severity: 'major', quantity: 2, costEstimate: estimate(33.3, 66.6) },
    { categoryKey: 'exterior', severity: 'critical', costEstimate: estimate(1.5, 2.5) },
  ],
];

const summaryRows = (defs: Def[]): SummaryRow[] =>
  defs.map((d) => ({
    severity: d.severity,
    categoryKey: d.categoryKey,
    excluded: d.excluded ?? false,
    quantity: d.quantity ?? 1,
    costEstimate: d.costEstimate ?? null,
  }));

const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const [me, other] = await db
    .insert(users)
    .values([
      { username: 'lister', email: 'lister@example.com', passwordHash: 'x' },
      { username: 'someone', email: 'someone@example.com', passwordHash: 'x' },
    ])
    .returning({ id: users.id });
  viewer.id = me!.id;
  otherId = other!.id;
  const base = Date.parse('2025-03-01T10:00:00Z');
  const insertReport = async (name: string, values: Partial<typeof reports.$inferInsert>, hoursAgo: number) => {
    const [row] = await db
      .insert(reports)
      .values({
        userId: viewer.id,
        filename: `${name}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: 100,
        status: 'completed',
        stage: 'done',
        uploadedAt: new Date(base - hoursAgo * 3600_000),
        ...values,
      })
      .returning({ id: reports.id });
    ids[name] = row!.id;
    return row!.id;
  };
  for (const [i, defs] of DEFS.entries()) {
    const id = await insertReport(
      `done${i}`,
      {
        unlockedAt: i === 1 ? null : new Date(),
        propertyAddress: { street: null, city: null, state: null, zip: null, full: `${i} Oak Lane` },
      },
      i,
    );
    if (defs.length === 0) continue;
    const inserted = await db
      .insert(deficiencies)
      .values(defs.map((d, position) => ({ ...d, reportId: id, position, description: 'x', trade: 'handyman' })))
      .returning({ id: deficiencies.id });
    // the same contractor matched twice in one trade counts once
    await db.insert(deficiencyContractors).values(
      inserted.flatMap((d, k) => [
        { reportId: id, deficiencyId: d.id, contractorId: 'c1', trade: 'roofer', rank: 0, contractor: {} as never },
        {
          reportId: id,
          deficiencyId: d.id,
          contractorId: `c${k + 2}`,
          trade: 'plumber',
          rank: 1,
          contractor: {} as never,
        },
      ]),
    );
  }
  // a failed retry may leave rows behind: they are not summed while the report is not completed
  const failed = await insertReport(
    'failed',
    { status: 'failed', stage: 'extracting', failureReason: 'Unreadable' },
    10,
  );
  await db.insert(deficiencies).values({
    reportId: failed,
    position: 0,
    categoryKey: 'roofing',
    severity: 'major',
    description: 'x',
    trade: 'roofer',
  });
  await insertReport('processing', { status: 'processing', stage: 'analyzing', failureReason: 'stale' }, 0.5);
  await db.insert(reports).values({
    userId: otherId,
    filename: 'theirs.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 1,
    status: 'completed',
  });
});

afterAll(async () => {
  await database?.close();
});

describe('listReports', () => {
  it("gives each completed report computeSummary's figures over its deficiencies, locked when not unlocked", async () => {
    const list = await listReports({ db: database.db, viewer });
    for (const [i, defs] of DEFS.entries()) {
      const item = list.find((r) => r.id === ids[`done${i}`])!;
      const expected = computeSummary(summaryRows(defs));
      expect(item.hasFullAccess).toBe(i !== 1);
      expect(item.summary).toEqual(item.hasFullAccess ? expected : lockSummary(expected));
      expect(item.enhancedData.propertyAddress).toBe(`${i} Oak Lane`);
    }
    // the first report: two roofer matches of one contractor, five distinct plumbers
    expect(list.find((r) => r.id === ids.done0)!.enhancedData.contractors).toEqual({ roofer: 1, plumber: 5 });
    expect(list.find((r) => r.id === ids.done2)!.enhancedData.contractors).toEqual({});
  });

  it('lists only the viewer’s reports, newest first, with empty summaries while not completed', async () => {
    const list = await listReports({ db: database.db, viewer });
    expect(list.map((r) => r.id)).toEqual([ids.done0, ids.processing, ids.done1, ids.done2, ids.done3, ids.failed]);
    const failed = list.find((r) => r.id === ids.failed)!;
    expect(failed).toMatchObject({ status: 'failed', stage: 'extracting', failureReason: 'Unreadable' });
    expect(failed.summary).toEqual(lockSummary(computeSummary([])));
    expect(failed.enhancedData.contractors).toEqual({});
    const processing = list.find((r) => r.id === ids.processing)!;
    expect(processing).toMatchObject({
      status: 'processing',
      failureReason: null,
      uploadedAt: '2025-03-01T09:30:00.000Z',
    });
    expect(
      (await listReports({ db: database.db, viewer: { id: otherId, role: 'user' } })).map((r) => r.filename),
    ).toEqual(['theirs.pdf']);
  });

  it('stores the same figures and keeps them current when a finding is excluded or its quantity changes', async () => {
    const db = database.db;
    const completed = [0, 1, 2, 3].map((i) => ids[`done${i}`]!);
    for (const id of completed) await refreshListSummary(db, id);
    const stored = await db.select({ id: reports.id }).from(reports).where(isNotNull(reports.listSummary));
    expect(stored.map((r) => r.id).sort()).toEqual([...completed].sort());

    const [user] = await db.select().from(users).where(eq(users.id, viewer.id));
    const firstOf = async (reportId: number) => {
      const [row] = await db
        .select({ id: deficiencies.id })
        .from(deficiencies)
        .where(and(eq(deficiencies.reportId, reportId), eq(deficiencies.excluded, false)))
        .orderBy(asc(deficiencies.position))
        .limit(1);
      return row!;
    };
    // one edit per report, so each write path has to refresh its own report's figures
    const first = await firstOf(ids.done0!);
    const second = await firstOf(ids.done3!);
    await setDeficiencyExclusion({ db, viewer: user!, deficiencyId: first!.id, input: { excluded: true } });
    await updateDeficiencyQuantity({
      db,
      viewer: user!,
      deficiencyId: second!.id,
      input: { quantity: 7, unitType: 'each' },
    });

    const list = await listReports({ db, viewer });
    const truth = await loadSummaryRows(db, completed);
    const counts = await loadContractorCounts(db, completed);
    for (const id of completed) {
      const item = list.find((r) => r.id === id)!;
      const expected = computeSummary(truth.get(id) ?? []);
      expect(item.summary).toEqual(item.hasFullAccess ? expected : lockSummary(expected));
      expect(item.enhancedData.contractors).toEqual(counts.get(id) ?? {});
    }
    // the edits changed both reports' figures
    expect(list.find((r) => r.id === ids.done0)!.summary).not.toEqual(computeSummary(summaryRows(DEFS[0]!)));
    expect(list.find((r) => r.id === ids.done3)!.summary).not.toEqual(computeSummary(summaryRows(DEFS[3]!)));
  });

  it('stores the figures when an analysis is saved', async () => {
    const db = database.db;
    const [row] = await db
      .insert(reports)
      .values({
        userId: viewer.id,
        filename: 'fresh.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 1,
        status: 'processing',
        processingStartedAt: new Date(),
      })
      .returning({ id: reports.id });
    const run = (await claimRun(db, row!.id))!;
    const finding = (severity: 'critical' | 'minor', quantity: number, cost: number | null) => ({
      category: 'plumbing' as const,
      severity,
      location: null,
      description: 'Leak',
      recommendation: null,
      repairMethod: null,
      page: 1,
      quote: 'Leak',
      inspectorLabel: null,
      confidence: 1,
      source: 'builtin' as const,
      trade: 'plumber' as const,
      quantity,
      unitType: 'each' as const,
      costEstimate: cost === null ? null : estimate(cost, cost * 2),
    });
    await saveAnalysisResult(db, run, {
      propertyAddress: null,
      inspectionDate: null,
      format: 'unknown',
      pages: 1,
      deficiencies: [finding('critical', 2, 100), finding('minor', 1, null)],
      passages: [],
      timings: { extractMs: 0, findMs: 0, priceMs: 0, totalMs: 0 },
    });
    const [stored] = await db.select({ s: reports.listSummary }).from(reports).where(eq(reports.id, row!.id));
    expect(stored!.s).toEqual({
      total: 2,
      critical: 1,
      major: 0,
      minor: 1,
      minCost: 200,
      maxCost: 400,
      categories: ['plumbing'],
      contractors: {},
    });
  });

  it('forgets stored figures when findings or matches are written directly, so the list is never stale', async () => {
    const db = database.db;
    const id = ids.done2!;
    await refreshListSummary(db, id);
    const stored = async () =>
      (await db.select({ s: reports.listSummary }).from(reports).where(eq(reports.id, id)))[0]!.s;
    expect(await stored()).not.toBeNull();
    const [d] = await db
      .insert(deficiencies)
      .values({
        reportId: id,
        position: 0,
        categoryKey: 'roofing',
        severity: 'critical',
        description: 'x',
        trade: 'roofer',
      })
      .returning({ id: deficiencies.id });
    expect(await stored()).toBeNull();
    await db.insert(deficiencyContractors).values({
      reportId: id,
      deficiencyId: d!.id,
      contractorId: 'c9',
      trade: 'roofer',
      rank: 0,
      contractor: {} as never,
    });
    const item = (await listReports({ db, viewer })).find((r) => r.id === id)!;
    expect(item.summary.severityCount).toEqual({ critical: 1, major: 0, minor: 0 });
    expect(item.enhancedData.contractors).toEqual({ roofer: 1 });
    await refreshListSummary(db, id);
    await db.update(deficiencies).set({ excluded: true }).where(eq(deficiencies.id, d!.id));
    expect(await stored()).toBeNull();
    await refreshListSummary(db, id);
    await db.delete(deficiencyContractors).where(eq(deficiencyContractors.reportId, id));
    expect(await stored()).toBeNull();
  });
});
