import { and, eq, isNotNull } from 'drizzle-orm';
import type { AnalysisResult } from '@/analysis/types';
import type { Db } from '../../db/client';
import { deficiencies, reportPassages, reports } from '../../db/schema';
import { carryOverEdits } from './carry-over-edits';
import { writeListSummary } from './list-summary';
import { type ReportRun, RunSupersededError, runIsCurrent } from './report-run';

export interface SavedDeficiency {
  id: number;
  trade: string;
  categoryKey: string;
}

/**
 * Persists an analysis in one transaction — the report's previous findings replaced (the user's edits carried over
 * to the same findings, carry-over-edits.ts), property, pricing region and the priced findings written together —
 * so a report is never seen half-written. The report's text passages (for questions) are replaced with them. The
 * stage moves to 'matching'.
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
  const pricingRegion = { zip: address?.zip ?? null, state: address?.state ?? null };
  return db.transaction(async (tx) => {
    const previous = await tx
      .select({
        page: deficiencies.page,
        quote: deficiencies.quote,
        excluded: deficiencies.excluded,
        quantity: deficiencies.quantity,
        unitType: deficiencies.unitType,
        editedAt: deficiencies.editedAt,
      })
      .from(deficiencies)
      .where(and(eq(deficiencies.reportId, run.reportId), isNotNull(deficiencies.editedAt)));
    const carried = carryOverEdits(previous, values, { pricingRegion });
    const [claimed] = await tx
      .update(reports)
      .set({
        stage: 'matching',
        editsCarriedOver: carried.counts,
        propertyAddress: address,
        inspectionDate: result.inspectionDate,
        pricingRegion,
        format: result.format,
        pageCount: result.pages,
      })
      .where(runIsCurrent(run))
      .returning({ id: reports.id });
    if (!claimed) throw new RunSupersededError();
    await tx.delete(deficiencies).where(eq(deficiencies.reportId, run.reportId));
    const rows =
      carried.findings.length === 0
        ? []
        : await tx.insert(deficiencies).values(carried.findings).returning({
            id: deficiencies.id,
            position: deficiencies.position,
            trade: deficiencies.trade,
            categoryKey: deficiencies.categoryKey,
          });
    await tx.delete(reportPassages).where(eq(reportPassages.reportId, run.reportId));
    const passages = result.passages.map((p, position) => ({ reportId: run.reportId, position, ...p }));
    // in slices: one statement's parameters are bounded (65,535), a long report has thousands of passages
    for (let i = 0; i < passages.length; i += 1000) await tx.insert(reportPassages).values(passages.slice(i, i + 1000));
    await writeListSummary(tx, run.reportId);
    return rows
      .sort((a, b) => a.position - b.position)
      .map(({ id, trade, categoryKey }) => ({ id, trade, categoryKey }));
  });
};
