import { eq, sql } from 'drizzle-orm';
import { SHARE_LINK_MESSAGES, type SharedView } from '@/contracts/share-links';
import type { Db } from '../../db/client';
import { repairRequests, reports, shareLinks } from '../../db/schema';
import { notFound } from '../../errors';
import { loadIncludedFindingIds, toRepairRequestDto } from '../repair-requests/repair-request-dto';
import { computeSummary } from '../reports/compute-summary';
import { compareDeficiencies, toDeficiencyDto } from '../reports/deficiency-dto';
import { loadDeficiencyRows, toSummaryRow } from '../reports/report-rows';
import { hashShareToken, isWellFormedShareToken } from './share-tokens';

/**
 * GET /api/shared/:token (public): what a read-only link shows, counted as a view. A malformed, unknown, revoked or
 * expired token, or one whose report can no longer be shared, all answer the same 404: nothing tells them apart.
 * The answer holds the analysis or the request and the name the owner chose, never the owner's account, the file
 * name, contractor matches or other reports.
 */
export const openSharedLink = async ({
  db,
  token,
  countView = true,
  now = new Date(),
}: {
  db: Db;
  token: string;
  /** false for a HEAD: a link checker's probe is not someone reading the page */
  countView?: boolean;
  now?: Date;
}): Promise<SharedView> => {
  const gone = () => notFound(SHARE_LINK_MESSAGES.notFound);
  if (!isWellFormedShareToken(token)) throw gone();
  const [row] = await db
    .select({ link: shareLinks, report: reports })
    .from(shareLinks)
    .innerJoin(reports, eq(reports.id, shareLinks.reportId))
    .where(eq(shareLinks.tokenHash, hashShareToken(token)))
    .limit(1);
  if (!row || row.link.revokedAt !== null) throw gone();
  if (row.link.expiresAt !== null && row.link.expiresAt.getTime() <= now.getTime()) throw gone();
  if (row.report.unlockedAt === null || row.report.status !== 'completed') throw gone();

  const sharedBy = row.link.displayName.trim() || null;
  let view: SharedView;
  if (row.link.repairRequestId !== null) {
    const [request] = await db
      .select()
      .from(repairRequests)
      .where(eq(repairRequests.id, row.link.repairRequestId))
      .limit(1);
    if (!request) throw gone();
    const dto = toRepairRequestDto(request, await loadIncludedFindingIds(db, request.reportId));
    view = { kind: 'repair-request', sharedBy, repairRequest: dto };
  } else {
    const rows = await loadDeficiencyRows(db, row.report.id);
    const findings = rows
      .filter((finding) => !finding.excluded)
      .sort(compareDeficiencies)
      .map((finding) => toDeficiencyDto(finding));
    view = {
      kind: 'analysis',
      sharedBy,
      analysis: {
        propertyAddress: row.report.propertyAddress?.full ?? null,
        inspectionDate: row.report.inspectionDate,
        summary: computeSummary(rows.map(toSummaryRow)),
        findings,
      },
    };
  }
  if (!countView) return view;
  await db
    .update(shareLinks)
    .set({ viewCount: sql`${shareLinks.viewCount} + 1`, lastViewedAt: now })
    .where(eq(shareLinks.id, row.link.id));
  return view;
};
