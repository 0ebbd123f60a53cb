import type { ShareLink } from '@/contracts/share-links';
import { formatDate, formatDateTime, pluralize } from '@/web/lib/format';

/** What the owner reads about a link: whether it works, until when, and how often it was opened. */
export const shareLinkState = (link: ShareLink, now = Date.now()): 'active' | 'expired' | 'revoked' =>
  link.revokedAt ? 'revoked' : link.expiresAt && new Date(link.expiresAt).getTime() <= now ? 'expired' : 'active';

export const shareLinkExpiryText = (link: ShareLink, now = Date.now()): string => {
  const state = shareLinkState(link, now);
  if (state === 'revoked') return `Revoked ${formatDate(link.revokedAt!)}`;
  if (state === 'expired') return `Expired ${formatDate(link.expiresAt!)}`;
  return link.expiresAt ? `Expires ${formatDate(link.expiresAt)}` : 'Never expires';
};

export const shareLinkViewsText = (link: ShareLink): string =>
  link.viewCount === 0
    ? 'Not opened yet'
    : `${pluralize(link.viewCount, 'view')} · last ${formatDateTime(link.lastViewedAt ?? link.createdAt)}`;
