import type { RepairRequest } from '@/contracts/repair-requests';
import type { Db } from '../../db/client';
import type { SessionUser } from '../auth/sessions';
import { loadOwnedRepairRequest } from './repair-request-access';
import { loadIncludedFindingIds, toRepairRequestDto } from './repair-request-dto';

/** GET /api/repair-requests/:id */
export const getRepairRequest = async ({
  db,
  viewer,
  requestId,
}: {
  db: Db;
  viewer: SessionUser;
  requestId: number;
}): Promise<RepairRequest> => {
  const { request } = await loadOwnedRepairRequest(db, viewer, requestId);
  return toRepairRequestDto(request, await loadIncludedFindingIds(db, request.reportId));
};
