import { eq } from 'drizzle-orm';
import { type RepairRequest, repairRequestTotals } from '@/contracts/repair-requests';
import type { Db } from '../../db/client';
import { deficiencies } from '../../db/schema';
import type { RepairRequestRow } from './repair-request-access';

/** The report's findings that are still in the analysis (not excluded, not replaced by a re-analysis). */
export const loadIncludedFindingIds = async (db: Db, reportId: number): Promise<Set<number>> => {
  const rows = await db
    .select({ id: deficiencies.id, excluded: deficiencies.excluded })
    .from(deficiencies)
    .where(eq(deficiencies.reportId, reportId));
  return new Set(rows.filter((row) => !row.excluded).map((row) => row.id));
};

/** A saved request as the API sends it; items whose finding is no longer in the analysis are marked, not dropped. */
export const toRepairRequestDto = (row: RepairRequestRow, included: Set<number>): RepairRequest => {
  const items = row.items.map((item) => ({
    deficiencyId: item.deficiencyId,
    type: item.type,
    amountCents: item.type === 'credit' ? item.amountCents : null,
    note: item.note,
    category: item.category,
    severity: item.severity,
    location: item.location,
    description: item.description,
    quote: item.quote,
    page: item.page,
    excludedInAnalysis: !included.has(item.deficiencyId),
  }));
  return {
    id: row.id,
    reportId: row.reportId,
    title: row.title,
    buyerNames: row.buyerNames,
    propertyAddress: row.propertyAddress,
    responseDeadline: row.responseDeadline,
    opening: row.opening,
    items,
    totals: repairRequestTotals(items),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};
