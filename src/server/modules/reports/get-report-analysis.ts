import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Trade } from '@/contracts/common';
import type { Contractor } from '@/contracts/contractors';
import type { Analysis } from '@/contracts/reports';
import type { Db } from '../../db/client';
import { deficiencyContractors, reports } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { computeSummary, computeTeaser, lockSummary } from './compute-summary';
import { compareDeficiencies, groupByCategory, toContractorDto, toDeficiencyDto } from './deficiency-dto';
import { hasPageImages } from './report-page-image';
import { hasFullAccess, type ReportRow } from './report-access';
import { UPGRADE_MESSAGE } from './report-messages';
import { loadDeficiencyRows, loadMatchRows, type MatchRow, toSummaryRow } from './report-rows';
import { asStage } from './report-status';
import { toPropertyDto } from './property-dto';

/** The report's matched contractors by trade, each listed once, best rank first. */
export const contractorsByTrade = (matches: MatchRow[]): Partial<Record<Trade, Contractor[]>> => {
  const byTrade: Partial<Record<Trade, Contractor[]>> = {};
  const seen = new Set<string>();
  for (const match of [...matches].sort((a, b) => a.rank - b.rank)) {
    const contractor = toContractorDto(match.contractor, match.trade);
    const key = `${contractor.category}|${contractor.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    (byTrade[contractor.category] ??= []).push(contractor);
  }
  return byTrade;
};

/** markContractorsViewed when the report has contractor matches (for an analysis answered without reading them). */
export const markContractorsViewedIfMatched = async (db: Db, reportId: number): Promise<void> => {
  await db
    .update(reports)
    .set({ contractorsViewedAt: new Date() })
    .where(
      and(
        eq(reports.id, reportId),
        isNull(reports.contractorsViewedAt),
        exists(
          db
            .select({ one: sql`1` })
            .from(deficiencyContractors)
            .where(eq(deficiencyContractors.reportId, reportId)),
        ),
      ),
    );
};

/** Onboarding's "contractors" step: a completed report whose contractor matches the owner has seen. */
export const markContractorsViewed = async (db: Db, reportId: number): Promise<void> => {
  await db
    .update(reports)
    .set({ contractorsViewedAt: new Date() })
    .where(and(eq(reports.id, reportId), isNull(reports.contractorsViewedAt)));
};

/**
 * GET /api/reports/:id/analysis (API.md Analysis) for a report the viewer may open. Without full access only the
 * teaser leaves the server: no deficiency, no contractor, no counts of issues. What it returns depends only on the
 * report's rows, on hasFullAccess and on whether the viewer is the owner (the notes; response-cache.ts keys on both); the owner's first look at the contractor
 * matches is recorded.
 */
export const buildReportAnalysis = async ({
  db,
  viewer,
  report,
}: {
  db: Db;
  viewer: SessionUser;
  report: ReportRow;
}): Promise<Analysis> => {
  const full = hasFullAccess(report, viewer);
  const completed = report.status === 'completed';
  // two independent reads: on PostgreSQL they run side by side on the pool
  const [rows, matches] = completed
    ? await Promise.all([loadDeficiencyRows(db, report.id), loadMatchRows(db, report.id)])
    : [[], []];
  const summaryRows = rows.map(toSummaryRow);
  const summary = computeSummary(summaryRows);
  const contractors = contractorsByTrade(matches);

  const base = {
    status: report.status,
    stage: asStage(report.stage),
    failureReason: report.status === 'failed' ? report.failureReason : null,
    report: { id: report.id, filename: report.filename, uploadedAt: report.uploadedAt.toISOString() },
    propertyAddress: report.propertyAddress?.full ?? null,
    property: toPropertyDto(report),
    inspectionDate: report.inspectionDate,
    teaser: computeTeaser(summaryRows, summary, Object.keys(contractors).length),
    editsCarriedOver: completed ? (report.editsCarriedOver ?? null) : null,
    pageImages: hasPageImages(report),
    viewerIsOwner: viewer.id === report.userId,
  };
  if (!full) {
    return {
      ...base,
      hasFullAccess: false,
      upgradeMessage: UPGRADE_MESSAGE,
      summary: lockSummary(summary),
      deficiencies: {},
      contractors: {},
    };
  }

  const idsByDeficiency = new Map<number, string[]>();
  for (const match of matches) {
    const ids = idsByDeficiency.get(match.deficiencyId) ?? [];
    if (!ids.includes(match.contractorId)) ids.push(match.contractorId);
    idsByDeficiency.set(match.deficiencyId, ids);
  }
  const list = [...rows]
    .sort(compareDeficiencies)
    .map((row) => toDeficiencyDto(row, idsByDeficiency.get(row.id), { withNote: base.viewerIsOwner }));
  // written once: later reads skip the (no-op) update and its round trip
  if (matches.length > 0 && base.viewerIsOwner && report.contractorsViewedAt === null)
    await markContractorsViewed(db, report.id);
  return {
    ...base,
    hasFullAccess: true,
    upgradeMessage: null,
    summary,
    deficiencies: groupByCategory(list),
    contractors,
  };
};
