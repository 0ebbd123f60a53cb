import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { repairRequests } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { loadOwnedRepairRequest } from './repair-request-access';

/** DELETE /api/repair-requests/:id: the request and the share links to it (foreign keys cascade). */
export const deleteRepairRequest = async ({
  db,
  viewer,
  requestId,
}: {
  db: Db;
  viewer: SessionUser;
  requestId: number;
}): Promise<void> => {
  const { request } = await loadOwnedRepairRequest(db, viewer, requestId);
  await db.delete(repairRequests).where(eq(repairRequests.id, request.id));
};
