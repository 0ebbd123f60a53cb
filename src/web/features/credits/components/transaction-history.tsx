import { ArrowDownLeft, ArrowUpRight, Gift, History } from 'lucide-react';
import { Link } from 'wouter';
import type { CreditTransaction } from '@/contracts/credits';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDateTime } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';

const TYPE_LABEL: Record<CreditTransaction['type'], string> = {
  purchase: 'Purchase',
  usage: 'Usage',
  other: 'Other',
};

const TypeIcon = ({ type }: { type: CreditTransaction['type'] }) => {
  const Icon = type === 'purchase' ? ArrowDownLeft : type === 'usage' ? ArrowUpRight : Gift;
  return (
    <span
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full',
        type === 'purchase' && 'bg-success/15 text-success',
        type === 'usage' && 'bg-primary/10 text-primary',
        type === 'other' && 'bg-muted text-muted-foreground',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
};

const formatAmount = (amount: number) => (amount > 0 ? `+${amount}` : `−${Math.abs(amount)}`);

/** The ledger, newest first, with en-US dates (platform §2). */
export const TransactionHistory = ({
  transactions,
  loading,
  error,
}: {
  transactions: CreditTransaction[] | null | undefined;
  loading: boolean;
  error: boolean;
}) => (
  <Card>
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <History className="size-5 text-muted-foreground" aria-hidden="true" />
        Transaction History
      </CardTitle>
      <CardDescription>Every purchase, unlock and adjustment on your account.</CardDescription>
    </CardHeader>
    <CardContent>
      {loading ? (
        <div className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : error ? (
        <p className="text-sm text-destructive">Your transactions could not be loaded. Please refresh the page.</p>
      ) : !transactions || transactions.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No transactions yet. Purchases and unlocks will appear here.
        </p>
      ) : (
        <ul className="divide-y" aria-label="Transactions">
          {transactions.map((t) => (
            <li key={t.id} className="flex items-center gap-3 py-3">
              <TypeIcon type={t.type} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium" title={t.description}>
                  {t.description}
                </p>
                <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                  <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>
                  <Badge variant="outline" className="px-1.5 py-0 text-[11px]">
                    {TYPE_LABEL[t.type]}
                  </Badge>
                  {t.reportId !== null && (
                    <Link href={`/reports/${t.reportId}`} className="text-primary hover:underline">
                      View report
                    </Link>
                  )}
                </p>
              </div>
              <span
                // the sign says which way; the success green on white is under 4.5:1 for text this small (axe)
                className="shrink-0 text-sm font-semibold text-foreground tabular-nums"
              >
                {/* a plain span may not carry aria-label (axe): the spoken form is text of its own */}
                <span aria-hidden="true">{formatAmount(t.amount)}</span>
                <span className="sr-only">{`${t.amount > 0 ? 'plus' : 'minus'} ${Math.abs(t.amount)} ${Math.abs(t.amount) === 1 ? 'credit' : 'credits'}`}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </CardContent>
  </Card>
);
