import type { RepairRequest, RepairRequestInput } from '@/contracts/repair-requests';
import type { Db } from '../../db/client';
import { repairRequests } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { buildRepairItems } from './build-repair-items';
import { loadNegotiableReport } from './repair-request-access';
import { loadIncludedFindingIds, toRepairRequestDto } from './repair-request-dto';

/** POST /api/reports/:id/repair-requests: saves a new request ("Draft 1", "Final", …) for the report. */
export const createRepairRequest = async ({
  db,
  viewer,
  reportId,
  input,
}: {
  db: Db;
  viewer: SessionUser;
  reportId: number;
  input: RepairRequestInput;
}): Promise<RepairRequest> => {
  const report = await loadNegotiableReport(db, viewer, reportId);
  const items = await buildRepairItems({ db, reportId: report.id, input: input.items });
  const [row] = await db
    .insert(repairRequests)
    .values({
      reportId: report.id,
      userId: viewer.id,
      title: input.title,
      buyerNames: input.buyerNames,
      propertyAddress: input.propertyAddress,
      responseDeadline: input.responseDeadline,
      opening: input.opening,
      items,
    })
    .returning();
  return toRepairRequestDto(row!, await loadIncludedFindingIds(db, report.id));
};
