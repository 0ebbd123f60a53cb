import { asc, eq } from 'drizzle-orm';
import type { RepairRequest } from '@/contracts/repair-requests';
import type { Db } from '../../db/client';
import { repairRequests } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { loadNegotiableReport } from './repair-request-access';
import { loadIncludedFindingIds, toRepairRequestDto } from './repair-request-dto';

/** GET /api/reports/:id/repair-requests: the report's saved requests, oldest first. */
export const listRepairRequests = async ({
  db,
  viewer,
  reportId,
}: {
  db: Db;
  viewer: SessionUser;
  reportId: number;
}): Promise<RepairRequest[]> => {
  const report = await loadNegotiableReport(db, viewer, reportId);
  const rows = await db
    .select()
    .from(repairRequests)
    .where(eq(repairRequests.reportId, report.id))
    .orderBy(asc(repairRequests.id));
  const included = await loadIncludedFindingIds(db, report.id);
  return rows.map((row) => toRepairRequestDto(row, included));
};
