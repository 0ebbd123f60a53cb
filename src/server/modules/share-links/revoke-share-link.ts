import { eq } from 'drizzle-orm';
import { SHARE_LINK_MESSAGES, type ShareLink } from '@/contracts/share-links';
import type { Db } from '../../db/client';
import { repairRequests, reports, shareLinks } from '../../db/schema';
import { notFound } from '../../errors';
import type { SessionUser } from '../auth/sessions';
import { checkNegotiableReport } from '../repair-requests/repair-request-access';
import { toShareLinkDto } from './share-link-dto';

/** POST /api/share-links/:id/revoke: the link stops working at once (idempotent); the owner still sees it, marked. */
export const revokeShareLink = async ({
  db,
  viewer,
  linkId,
  now = new Date(),
}: {
  db: Db;
  viewer: SessionUser;
  linkId: number;
  now?: Date;
}): Promise<ShareLink> => {
  const [row] = await db
    .select({ link: shareLinks, report: reports, title: repairRequests.title })
    .from(shareLinks)
    .innerJoin(reports, eq(reports.id, shareLinks.reportId))
    .leftJoin(repairRequests, eq(repairRequests.id, shareLinks.repairRequestId))
    .where(eq(shareLinks.id, linkId))
    .limit(1);
  if (!row || row.report.userId !== viewer.id) throw notFound(SHARE_LINK_MESSAGES.linkNotFound);
  checkNegotiableReport(viewer, row.report);
  if (row.link.revokedAt) return toShareLinkDto(row.link, row.title);
  const [updated] = await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(eq(shareLinks.id, row.link.id))
    .returning();
  return toShareLinkDto(updated!, row.title);
};
