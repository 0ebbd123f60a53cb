import { Coins, ShoppingCart, TrendingDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CreditBalance } from '@/contracts/credits';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { pluralize } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';

const Stat = ({
  label,
  value,
  icon,
  highlight = false,
  className,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  highlight?: boolean;
  className?: string;
}) => (
  <Card className={cn(highlight && 'border-primary/30 bg-primary/5', className)}>
    <CardContent className="flex items-center gap-3 p-4 sm:gap-4 sm:p-6">
      <span
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-xl',
          highlight ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <div className={cn('font-semibold tracking-tight', highlight ? 'text-3xl' : 'text-2xl')}>{value}</div>
      </div>
    </CardContent>
  </Card>
);

/** Balance card, total purchased and total used (platform §2 Credits page). */
export const BalanceSummary = ({
  balance,
  loading,
}: {
  balance: CreditBalance | null | undefined;
  loading: boolean;
}) => {
  const value = (n: number | undefined) =>
    loading || n === undefined ? <Skeleton className="mt-1 h-7 w-20" /> : n.toLocaleString('en-US');
  return (
    <section aria-label="Credit balance" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <Stat
        label="Available balance"
        value={
          loading || !balance ? (
            value(undefined)
          ) : (
            <span data-testid="credit-balance">{pluralize(balance.balance, 'credit')}</span>
          )
        }
        icon={<Coins className="size-5" aria-hidden="true" />}
        highlight
        className="col-span-2 sm:col-span-1"
      />
      <Stat
        label="Total purchased"
        value={value(balance?.totalPurchased)}
        icon={<ShoppingCart className="size-5" aria-hidden="true" />}
      />
      <Stat
        label="Total used"
        value={value(balance?.totalUsed)}
        icon={<TrendingDown className="size-5" aria-hidden="true" />}
      />
    </section>
  );
};
