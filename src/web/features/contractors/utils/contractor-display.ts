import type { Contractor } from '@/contracts/contractors';

// Display rules for contractors (report-lifecycle §3, §9), shared by the directory and the analysis page.

export const METRES_PER_MILE = 1609.34;
/** shown with Google Places results (the server sends the same text with directory searches) */
export const GOOGLE_ATTRIBUTION = 'Contractor data © Google';
/** report-lifecycle §9: two contractors first, the rest behind a toggle */
export const CONTRACTORS_SHOWN_FIRST = 2;

/** One decimal, or 'N/A' when the contractor has no rating. */
export const formatRating = (rating: number | null | undefined): string =>
  typeof rating === 'number' && Number.isFinite(rating) ? rating.toFixed(1) : 'N/A';

/** Stars out of 5: full stars, a half star when the fraction is 0.5 or more, then empty ones. */
export const starParts = (rating: number | null | undefined): { full: number; half: boolean; empty: number } => {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  const full = Math.floor(value);
  const half = full < 5 && value - full >= 0.5;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
};

/** Metres → miles (÷ 1609.34), one decimal: '2.4 mi'; null when the distance is unknown. */
export const formatDistance = (metres: number | null | undefined): string | null =>
  typeof metres === 'number' && Number.isFinite(metres) ? `${(metres / METRES_PER_MILE).toFixed(1)} mi` : null;

/** Price level 1–4 as repeated $ signs. */
export const formatPriceLevel = (level: number | null | undefined): string | null =>
  typeof level === 'number' && level >= 1 && level <= 4 ? '$'.repeat(Math.round(level)) : null;

export const formatReviewCount = (count: number | null | undefined): string | null =>
  typeof count === 'number' ? `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}` : null;

export { formatPhone, telHref } from '@/contracts/phone-display';

/** A tap-to-text link (the phone's own messaging app), same digits. */
export const smsHref = (phone: string): string => `sms:${phone.replace(/[^\d+]/g, '')}`;

/** Only contractors with a phone can be texted (report-lifecycle §5). */
export const canText = (contractor: Pick<Contractor, 'phone'>): boolean => Boolean(contractor.phone?.trim());
