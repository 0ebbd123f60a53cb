import { eq } from 'drizzle-orm';
import type { RepairRequest, RepairRequestInput } from '@/contracts/repair-requests';
import type { Db } from '../../db/client';
import { repairRequests } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { buildRepairItems } from './build-repair-items';
import { loadOwnedRepairRequest } from './repair-request-access';
import { loadIncludedFindingIds, toRepairRequestDto } from './repair-request-dto';

/** PUT /api/repair-requests/:id: replaces the whole request (header fields and items). */
export const updateRepairRequest = async ({
  db,
  viewer,
  requestId,
  input,
}: {
  db: Db;
  viewer: SessionUser;
  requestId: number;
  input: RepairRequestInput;
}): Promise<RepairRequest> => {
  const { request } = await loadOwnedRepairRequest(db, viewer, requestId);
  const items = await buildRepairItems({ db, reportId: request.reportId, input: input.items, previous: request.items });
  const [row] = await db
    .update(repairRequests)
    .set({
      title: input.title,
      buyerNames: input.buyerNames,
      propertyAddress: input.propertyAddress,
      responseDeadline: input.responseDeadline,
      opening: input.opening,
      items,
      updatedAt: new Date(),
    })
    .where(eq(repairRequests.id, request.id))
    .returning();
  return toRepairRequestDto(row!, await loadIncludedFindingIds(db, request.reportId));
};
