/**
 * StarRating — five stars for a 0–5 rating (full, a half star at .5 or more, empty) and the rating with one decimal
 * or 'N/A'.
 *
 * Props
 *  - rating: number | null — the contractor's rating.
 *  - reviewCount?: number | null — shown after the rating as '(123 reviews)' when given.
 *  - className?: string
 */
import { Star, StarHalf } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import { formatRating, formatReviewCount, starParts } from '../utils/contractor-display';

export const StarRating = ({
  rating,
  reviewCount,
  className,
}: {
  rating: number | null;
  reviewCount?: number | null;
  className?: string;
}) => {
  const { full, half, empty } = starParts(rating);
  const text = formatRating(rating);
  const reviews = formatReviewCount(reviewCount);
  return (
    <div className={cn('flex items-center gap-1.5 text-sm', className)}>
      <span
        className="flex items-center"
        role="img"
        aria-label={rating === null ? 'No rating' : `Rated ${text} out of 5`}
        data-stars={`${full}${half ? '.5' : ''}`}
      >
        {Array.from({ length: full }, (_, i) => (
          <Star key={`f${i}`} className="size-4 fill-warning text-warning" aria-hidden="true" data-star="full" />
        ))}
        {half && (
          <span className="relative inline-flex" data-star="half">
            <Star className="size-4 text-muted-foreground/40" aria-hidden="true" />
            <StarHalf className="absolute inset-0 size-4 fill-warning text-warning" aria-hidden="true" />
          </span>
        )}
        {Array.from({ length: empty }, (_, i) => (
          <Star key={`e${i}`} className="size-4 text-muted-foreground/40" aria-hidden="true" data-star="empty" />
        ))}
      </span>
      <span className="font-medium tabular-nums">{text}</span>
      {reviews && <span className="text-muted-foreground">({reviews})</span>}
    </div>
  );
};
