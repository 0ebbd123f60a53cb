import { Check } from 'lucide-react';
import type { CreditPackage } from '@/contracts/credits';
import { formatPerCredit, formatPrice, formatSavings } from '../utils/credit-pricing';
import { useStartCheckout } from '../api/use-start-checkout';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { pluralize } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';

const PERKS = ['1 credit unlocks 1 full report', 'Credits never expire', 'One-time payment, no subscription'];

const PackageCard = ({
  pkg,
  busy,
  disabled,
  onBuy,
}: {
  pkg: CreditPackage;
  busy: boolean;
  disabled: boolean;
  onBuy: () => void;
}) => {
  const savings = formatSavings(pkg.priceInCents, pkg.credits);
  return (
    <Card
      className={cn('relative flex flex-col', pkg.popular && 'border-primary shadow-md ring-1 ring-primary')}
      aria-label={pkg.name}
    >
      {pkg.popular && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-sm">Most Popular</Badge>
      )}
      <CardHeader className="pb-4">
        <CardTitle>{pkg.name}</CardTitle>
        <p className="text-sm text-muted-foreground">{pkg.description}</p>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <div>
          <div className="flex items-baseline gap-2">
            <span className="text-4xl font-semibold tracking-tight">{formatPrice(pkg.priceInCents)}</span>
            <span className="text-sm text-muted-foreground">for {pluralize(pkg.credits, 'credit')}</span>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            {formatPerCredit(pkg.priceInCents, pkg.credits)} per credit
          </p>
        </div>
        <div className="min-h-6">
          {savings ? (
            <Badge variant="success">{savings}</Badge>
          ) : (
            <span className="text-sm text-muted-foreground">Standard price</span>
          )}
        </div>
        <ul className="space-y-2 text-sm">
          {PERKS.map((perk) => (
            <li key={perk} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {perk}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          size="lg"
          variant={pkg.popular ? 'default' : 'outline'}
          disabled={disabled}
          onClick={onBuy}
        >
          {busy ? 'Redirecting...' : `Buy ${pluralize(pkg.credits, 'credit')}`}
        </Button>
      </CardFooter>
    </Card>
  );
};

/** The packages in a 3-column grid (one column on phones), each with its Buy button starting a checkout. */
export const PackageGrid = ({
  packages,
  loading,
  reportId,
}: {
  packages: CreditPackage[] | undefined;
  loading: boolean;
  /** the report the user came to unlock (/credits?report=), remembered for the success page */
  reportId?: number;
}) => {
  const checkout = useStartCheckout();
  if (loading) {
    return (
      <div className="grid gap-6 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-96 rounded-xl" />
        ))}
      </div>
    );
  }
  if (!packages || packages.length === 0) {
    return <p className="text-muted-foreground">No credit packages are available right now. Please check back soon.</p>;
  }
  return (
    <div className="grid gap-6 pt-3 md:grid-cols-3">
      {packages.map((pkg) => (
        <PackageCard
          key={pkg.id}
          pkg={pkg}
          busy={checkout.isPending && checkout.variables?.packageId === pkg.id}
          disabled={checkout.isPending}
          onBuy={() => checkout.mutate({ packageId: pkg.id, reportId })}
        />
      ))}
    </div>
  );
};
