import { and, eq } from 'drizzle-orm';
import { REPAIR_REQUEST_MESSAGES } from '@/contracts/repair-requests';
import type { CreatedShareLink, ShareLinkInput } from '@/contracts/share-links';
import type { Db } from '../../db/client';
import { repairRequests, shareLinks } from '../../db/schema';
import { notFound } from '../../errors';
import type { SessionUser } from '../auth/sessions';
import { loadNegotiableReport } from '../repair-requests/repair-request-access';
import { toShareLinkDto } from './share-link-dto';
import { hashShareToken, newShareToken, shareUrl } from './share-tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/** POST /api/reports/:id/share-links: a new read-only link; its URL (with the token) is in this answer only. */
export const createShareLink = async ({
  db,
  appUrl,
  viewer,
  reportId,
  input,
  now = new Date(),
}: {
  db: Db;
  appUrl: string;
  viewer: SessionUser;
  reportId: number;
  input: ShareLinkInput;
  now?: Date;
}): Promise<CreatedShareLink> => {
  const report = await loadNegotiableReport(db, viewer, reportId);
  let title: string | null = null;
  if (input.repairRequestId !== null) {
    const [request] = await db
      .select({ title: repairRequests.title })
      .from(repairRequests)
      .where(and(eq(repairRequests.id, input.repairRequestId), eq(repairRequests.reportId, report.id)))
      .limit(1);
    if (!request) throw notFound(REPAIR_REQUEST_MESSAGES.notFound);
    title = request.title;
  }
  const token = newShareToken();
  const [row] = await db
    .insert(shareLinks)
    .values({
      tokenHash: hashShareToken(token),
      reportId: report.id,
      userId: viewer.id,
      repairRequestId: input.repairRequestId,
      label: input.label,
      displayName: input.displayName,
      expiresAt: input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS),
    })
    .returning();
  return { shareLink: toShareLinkDto(row!, title), url: shareUrl(appUrl, token) };
};
