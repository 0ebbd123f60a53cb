import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { AnalysisResult } from '@/analysis/types';
import type { Db } from '../../db/client';
import { deficiencies, reportPassages, reports } from '../../db/schema';
import type { UnitType } from '@/contracts/common';
import { carryOverEdits } from './carry-over-edits';
import { USER_FINDING_SOURCE } from './deficiency-dto';
import { repriceEstimate } from './update-deficiency-quantity';
import { writeListSummary } from './list-summary';
import { type ReportRun, RunSupersededError, runIsCurrent } from './report-run';

const engineFindings = (reportId: number) =>
  and(eq(deficiencies.reportId, reportId), ne(deficiencies.source, USER_FINDING_SOURCE));

export interface SavedDeficiency {
  id: number;
  trade: string;
  categoryKey: string;
}

/**
 * Persists an analysis in one transaction — the report's previous findings replaced (the user's edits carried over
 * to the same findings, carry-over-edits.ts; the findings the user added kept as they are), property, pricing region
 * and the priced findings written together; an address the owner corrected stays, and the findings are priced in it —
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
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ propertyEditedAt: reports.propertyEditedAt, pricingRegion: reports.pricingRegion })
      .from(reports)
      .where(eq(reports.id, run.reportId));
    const keepProperty = Boolean(current?.propertyEditedAt);
    const pricingRegion =
      keepProperty && current?.pricingRegion
        ? current.pricingRegion
        : { zip: address?.zip ?? null, state: address?.state ?? null };
    const priced = keepProperty
      ? values.map((v) => ({
          ...v,
          costEstimate: v.costItemCode
            ? repriceEstimate(
                { ...v, location: v.location ?? null, recommendation: v.recommendation ?? null },
                { pricingRegion },
                v.unitType as UnitType,
              )
            : v.costEstimate,
        }))
      : values;
    const previous = await tx
      .select({
        page: deficiencies.page,
        quote: deficiencies.quote,
        excluded: deficiencies.excluded,
        quantity: deficiencies.quantity,
        unitType: deficiencies.unitType,
        editedAt: deficiencies.editedAt,
        note: deficiencies.note,
      })
      .from(deficiencies)
      .where(and(engineFindings(run.reportId), isNotNull(deficiencies.editedAt)));
    const carried = carryOverEdits(previous, priced, { pricingRegion });
    const [claimed] = await tx
      .update(reports)
      .set({
        stage: 'matching',
        editsCarriedOver: carried.counts,
        ...(!keepProperty && { propertyAddress: address }),
        inspectionDate: result.inspectionDate,
        pricingRegion,
        format: result.format,
        pageCount: result.pages,
      })
      .where(runIsCurrent(run))
      .returning({ id: reports.id });
    if (!claimed) throw new RunSupersededError();
    await tx.delete(deficiencies).where(engineFindings(run.reportId));
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
    // the owner's own findings are matched to contractors with the rest
    const added = await tx
      .select({ id: deficiencies.id, trade: deficiencies.trade, categoryKey: deficiencies.categoryKey })
      .from(deficiencies)
      .where(and(eq(deficiencies.reportId, run.reportId), eq(deficiencies.source, USER_FINDING_SOURCE)));
    return [
      ...rows.sort((a, b) => a.position - b.position).map(({ id, trade, categoryKey }) => ({ id, trade, categoryKey })),
      ...added,
    ];
  });
};
