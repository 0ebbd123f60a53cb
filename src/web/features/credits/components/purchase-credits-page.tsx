import { Coins, ShieldCheck } from 'lucide-react';
import { useCreditBalance, useCreditPackages } from '../api/credit-queries';
import { formatPrice } from '../utils/credit-pricing';
import { PageContainer, PageHeader } from '@/web/components/page';
import { Skeleton } from '@/web/components/ui/skeleton';
import { pluralize } from '@/web/lib/format';
import { NOMINAL_CREDIT_PRICE_CENTS } from '@/contracts/credits';
import { PackageGrid } from './package-grid';

/** /purchase-credits: the packages in a 3-column grid with 'Most Popular', per-credit prices and savings vs $29. */
export const PurchaseCreditsPage = () => {
  const balance = useCreditBalance();
  const packages = useCreditPackages();
  return (
    <PageContainer>
      <PageHeader
        title="Purchase Credits"
        description={`Each credit unlocks one full report analysis, normally ${formatPrice(NOMINAL_CREDIT_PRICE_CENTS)} per report. Buy more at once and save.`}
        actions={
          <div className="flex items-center gap-2 rounded-lg border bg-card px-4 py-2 text-sm shadow-xs">
            <Coins className="size-4 text-primary" aria-hidden="true" />
            <span className="text-muted-foreground">Current balance:</span>
            {balance.isPending ? (
              <Skeleton className="h-4 w-16" />
            ) : (
              <span className="font-semibold">{pluralize(balance.data?.balance ?? 0, 'credit')}</span>
            )}
          </div>
        }
      />
      <PackageGrid packages={packages.data ?? undefined} loading={packages.isPending} />
      <p className="mt-8 flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
        <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
        Secure one-time payment. No subscription, and credits never expire.
      </p>
    </PageContainer>
  );
};
