/**
 * ContractorCard — one contractor, as the directory and each finding on the analysis page show it: name, trade,
 * a 'Demo' badge for demo rows, stars with the rating (one decimal or 'N/A') and review count, distance in miles,
 * Open/Closed, price level as $ signs, address, a tap-to-call phone, a Visit Website link and a Call button.
 *
 * Props
 *  - contractor: Contractor (src/contracts/contractors.ts).
 *  - onMessage?: (contractor) => void — adds a 'Message' button (only when the contractor has a phone); the
 *    analysis page opens the single-contractor MessageContractorDialog with it.
 *  - messageFromPhone?: boolean — without onMessage, a 'Message' link that opens the phone's own messaging app
 *    (sms:), for the directory, where there is no report finding to send.
 *  - compact?: boolean — tighter spacing for the list under a finding.
 *  - className?: string
 */
import { Clock, Globe, MapPin, MessageSquareText, Navigation, Phone } from 'lucide-react';
import { tradeLabel } from '@/contracts/analysis-display';
import type { Contractor } from '@/contracts/contractors';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { canText, formatDistance, formatPhone, formatPriceLevel, smsHref, telHref } from '../utils/contractor-display';
import { StarRating } from './star-rating';

export const DemoBadge = () => (
  <Badge
    variant="warning"
    title="Sample data: this business is fictional and its number reaches no one"
    data-testid="demo-badge"
  >
    Demo
  </Badge>
);

export interface ContractorCardProps {
  contractor: Contractor;
  onMessage?: (contractor: Contractor) => void;
  messageFromPhone?: boolean;
  compact?: boolean;
  className?: string;
}

export const ContractorCard = ({
  contractor,
  onMessage,
  messageFromPhone = false,
  compact = false,
  className,
}: ContractorCardProps) => {
  const distance = formatDistance(contractor.distance);
  const price = formatPriceLevel(contractor.priceLevel);
  const phone = contractor.phone?.trim() || null;
  return (
    <article
      className={cn(
        'flex h-full flex-col rounded-xl border bg-card text-card-foreground shadow-sm',
        compact ? 'p-4' : 'p-5',
        className,
      )}
      aria-label={contractor.name}
      data-testid="contractor-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="leading-snug font-semibold text-pretty">{contractor.name}</h3>
          <p className="text-sm text-muted-foreground">{tradeLabel(contractor.category)}</p>
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
          {contractor.isDemo && <DemoBadge />}
          {contractor.isOpen !== null && (
            <Badge variant={contractor.isOpen ? 'success' : 'secondary'}>
              <Clock aria-hidden="true" />
              {contractor.isOpen ? 'Open' : 'Closed'}
            </Badge>
          )}
        </div>
      </div>

      <StarRating rating={contractor.rating} reviewCount={contractor.reviewCount} className="mt-2" />

      <dl className={cn('space-y-1.5 text-sm', compact ? 'mt-2' : 'mt-3')}>
        {(distance || price) && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
            {distance && (
              <span className="inline-flex items-center gap-1">
                <Navigation className="size-3.5" aria-hidden="true" />
                <dt className="sr-only">Distance</dt>
                <dd>{distance}</dd>
              </span>
            )}
            {price && (
              <span className="inline-flex items-center gap-1">
                <dt className="sr-only">Price level</dt>
                <dd
                  className="font-medium tracking-wider text-foreground"
                  aria-label={`Price level ${price.length} of 4`}
                >
                  {price}
                </dd>
              </span>
            )}
          </div>
        )}
        {contractor.address && (
          <div className="flex items-start gap-1.5 text-muted-foreground">
            <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <dt className="sr-only">Address</dt>
            <dd>{contractor.address}</dd>
          </div>
        )}
        {phone && (
          <div className="flex items-center gap-1.5">
            <Phone className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">Phone</dt>
            <dd>
              <a href={telHref(phone)} className="font-medium text-primary hover:underline">
                {formatPhone(phone)}
              </a>
            </dd>
          </div>
        )}
        {contractor.website && (
          <div className="flex items-center gap-1.5">
            <Globe className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">Website</dt>
            <dd>
              <a
                href={contractor.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="font-medium text-primary hover:underline"
              >
                Visit Website
              </a>
            </dd>
          </div>
        )}
      </dl>

      {(phone || onMessage) && (
        <div className={cn('mt-auto flex flex-wrap gap-2', compact ? 'pt-3' : 'pt-4')}>
          {phone && (
            <Button asChild size="sm" variant="outline" className="flex-1">
              <a href={telHref(phone)} aria-label={`Call ${contractor.name}`}>
                <Phone aria-hidden="true" />
                Call
              </a>
            </Button>
          )}
          {onMessage && canText(contractor) && (
            <Button
              size="sm"
              className="flex-1"
              onClick={() => onMessage(contractor)}
              aria-label={`Message ${contractor.name}`}
            >
              <MessageSquareText aria-hidden="true" />
              Message
            </Button>
          )}
          {!onMessage && messageFromPhone && phone && canText(contractor) && (
            <Button asChild size="sm" className="flex-1">
              <a href={smsHref(phone)} aria-label={`Message ${contractor.name}`}>
                <MessageSquareText aria-hidden="true" />
                Message
              </a>
            </Button>
          )}
        </div>
      )}
    </article>
  );
};
