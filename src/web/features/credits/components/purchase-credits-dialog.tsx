/**
 * PurchaseCreditsDialog — buy a credit package without leaving the page (the reports list's Buy Credits action,
 * and the unlock dialog's 'Insufficient Credits' state).
 *
 * Props
 *  - open: boolean; onOpenChange: (open: boolean) => void — controlled by the parent.
 *  - reportFilename?: string | null — the report the user wants to unlock; shown as 'Unknown Report' when missing.
 *  - reportId?: number — that report's id: after paying, the purchase-success page sends the user back to
 *    that report with its unlock dialog open (one confirmation unlocks it).
 *  - currentBalance?: number — shown as the current balance; when omitted the dialog reads GET /api/credits/balance.
 *
 * Each package's Buy button starts a checkout (POST /api/create-checkout-session) and sends the browser to the
 * payment page; failures show the spec's 'Payment Error' / 'Purchase Failed' toasts.
 */
import { Coins } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { pluralize } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';
import { UNKNOWN_REPORT } from '../utils/credit-copy';
import { formatPerCredit, formatPrice, savingsPercent } from '../utils/credit-pricing';
import { useCreditBalance, useCreditPackages } from '../api/credit-queries';
import { useStartCheckout } from '../api/use-start-checkout';

export interface PurchaseCreditsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reportFilename?: string | null;
  reportId?: number;
  currentBalance?: number;
}

export const PurchaseCreditsDialog = ({
  open,
  onOpenChange,
  reportFilename,
  reportId,
  currentBalance,
}: PurchaseCreditsDialogProps) => {
  const balanceQuery = useCreditBalance();
  const packagesQuery = useCreditPackages();
  const checkout = useStartCheckout();
  const balance = currentBalance ?? balanceQuery.data?.balance;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Purchase Credits</DialogTitle>
          <DialogDescription>
            One credit unlocks the full analysis of one report. Credits never expire.
          </DialogDescription>
        </DialogHeader>

        <dl className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-muted-foreground">Report</dt>
            <dd className="truncate font-medium" title={reportFilename || UNKNOWN_REPORT}>
              {reportFilename || UNKNOWN_REPORT}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Current balance</dt>
            <dd className="flex items-center gap-1.5 font-medium">
              <Coins className="size-4 text-primary" aria-hidden="true" />
              {balance === undefined ? <Skeleton className="h-4 w-16" /> : pluralize(balance, 'credit')}
            </dd>
          </div>
        </dl>

        <ul className="grid gap-3" aria-label="Credit packages">
          {packagesQuery.isPending &&
            [0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-[72px] w-full rounded-lg" />
              </li>
            ))}
          {packagesQuery.data?.map((pkg) => {
            const savings = savingsPercent(pkg.priceInCents, pkg.credits);
            const busy = checkout.isPending && checkout.variables?.packageId === pkg.id;
            return (
              <li
                key={pkg.id}
                className={cn(
                  'flex items-center gap-4 rounded-lg border p-4',
                  pkg.popular && 'border-primary ring-1 ring-primary',
                )}
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{pluralize(pkg.credits, 'credit')}</span>
                    {pkg.popular && <Badge>Most Popular</Badge>}
                    {savings > 0 && <Badge variant="success">Save {savings}%</Badge>}
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {formatPrice(pkg.priceInCents)} · {formatPerCredit(pkg.priceInCents, pkg.credits)} per credit
                  </p>
                </div>
                <Button
                  size="sm"
                  variant={pkg.popular ? 'default' : 'outline'}
                  disabled={checkout.isPending}
                  onClick={() => checkout.mutate({ packageId: pkg.id, reportId })}
                  aria-label={`Buy ${pluralize(pkg.credits, 'credit')} for ${formatPrice(pkg.priceInCents)}`}
                >
                  {busy ? 'Redirecting...' : 'Buy'}
                </Button>
              </li>
            );
          })}
          {packagesQuery.isError && (
            <li className="text-sm text-destructive">Packages could not be loaded. Please try again.</li>
          )}
        </ul>

        <DialogFooter className="sm:justify-between">
          <Button variant="link" className="px-0" asChild>
            <Link href="/purchase-credits" onClick={() => onOpenChange(false)}>
              Compare all packages
            </Link>
          </Button>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
