import type { ShareLink } from '@/contracts/share-links';
import type { shareLinks } from '../../db/schema';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A link as its owner sees it (never its token, which only its creation answer carries). */
export const toShareLinkDto = (row: ShareLinkRow, repairRequestTitle: string | null): ShareLink => ({
  id: row.id,
  reportId: row.reportId,
  repairRequestId: row.repairRequestId,
  repairRequestTitle,
  label: row.label,
  displayName: row.displayName,
  expiresAt: iso(row.expiresAt),
  revokedAt: iso(row.revokedAt),
  viewCount: row.viewCount,
  lastViewedAt: iso(row.lastViewedAt),
  createdAt: row.createdAt.toISOString(),
});
