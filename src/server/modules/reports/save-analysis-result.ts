import { eq } from 'drizzle-orm';
import type { AnalysisResult } from '@/analysis/types';
import type { Db } from '../../db/client';
import { deficiencies, reports } from '../../db/schema';
import { writeListSummary } from './list-summary';
import { type ReportRun, RunSupersededError, runIsCurrent } from './report-run';

export interface SavedDeficiency {
  id: number;
  trade: string;
  categoryKey: string;
}

/**
 * Persists an analysis in one transaction — the report's previous findings replaced, property, pricing region and
 * the priced findings written together — so a report is never seen half-written. The stage moves to 'matching'.
 */
export const saveAnalysisResult = async (
  db: Db,
  run: ReportRun,
  result: AnalysisResult,
): Promise<SavedDeficiency[]> => {
  const address = result.propertyAddress;
  const values = result.deficiencies.map((finding, position) => ({
    reportId: run.reportId,
    position,
    categoryKey: finding.category,
    severity: finding.severity,
    location: finding.location,
    description: finding.description,
    recommendation: finding.recommendation,
    repairMethod: finding.repairMethod,
    page: finding.page,
    quote: finding.quote,
    inspectorLabel: finding.inspectorLabel,
    confidence: finding.confidence,
    source: finding.source,
    trade: finding.trade,
    quantity: Math.max(1, Math.round(finding.quantity)),
    unitType: finding.unitType,
    excluded: false,
    // kept so a changed unit or quantity can be re-priced from the same catalog item
    costItemCode: finding.costEstimate?.bniItemCode ?? null,
    costEstimate: finding.costEstimate,
  }));
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(reports)
      .set({
        stage: 'matching',
        propertyAddress: address,
        inspectionDate: result.inspectionDate,
        pricingRegion: { zip: address?.zip ?? null, state: address?.state ?? null },
        format: result.format,
        pageCount: result.pages,
      })
      .where(runIsCurrent(run))
      .returning({ id: reports.id });
    if (!claimed) throw new RunSupersededError();
    await tx.delete(deficiencies).where(eq(deficiencies.reportId, run.reportId));
    const rows =
      values.length === 0
        ? []
        : await tx.insert(deficiencies).values(values).returning({
            id: deficiencies.id,
            position: deficiencies.position,
            trade: deficiencies.trade,
            categoryKey: deficiencies.categoryKey,
          });
    await writeListSummary(tx, run.reportId);
    return rows
      .sort((a, b) => a.position - b.position)
      .map(({ id, trade, categoryKey }) => ({ id, trade, categoryKey }));
  });
};
