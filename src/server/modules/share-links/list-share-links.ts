import { desc, eq } from 'drizzle-orm';
import type { ShareLink } from '@/contracts/share-links';
import type { Db } from '../../db/client';
import { repairRequests, shareLinks } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { loadNegotiableReport } from '../repair-requests/repair-request-access';
import { toShareLinkDto } from './share-link-dto';

/** GET /api/reports/:id/share-links: the report's links, newest first, revoked ones included (marked). */
export const listShareLinks = async ({
  db,
  viewer,
  reportId,
}: {
  db: Db;
  viewer: SessionUser;
  reportId: number;
}): Promise<ShareLink[]> => {
  const report = await loadNegotiableReport(db, viewer, reportId);
  const rows = await db
    .select({ link: shareLinks, title: repairRequests.title })
    .from(shareLinks)
    .leftJoin(repairRequests, eq(repairRequests.id, shareLinks.repairRequestId))
    .where(eq(shareLinks.reportId, report.id))
    .orderBy(desc(shareLinks.id));
  return rows.map((row) => toShareLinkDto(row.link, row.title));
};
