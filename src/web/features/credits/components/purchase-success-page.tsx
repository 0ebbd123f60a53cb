import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, LogIn, SearchX } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { CHECKOUT_COPY } from '../utils/credit-copy';
import { formatAmount } from '../utils/credit-pricing';
import { CREDIT_BALANCE_KEY, CREDIT_TRANSACTIONS_KEY, useCreditBalance } from '../api/credit-queries';
import { unlockReturnPath } from '../utils/unlock-return';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { isApiError } from '@/web/lib/api-client';
import { pluralize } from '@/web/lib/format';
import { useCheckoutSession } from '../api/get-checkout-session';

const Panel = ({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) => {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center sm:p-10">
          {icon}
          <div className="space-y-1">
            <h1 className="text-sm font-medium tracking-wide text-primary uppercase">Your Purchase</h1>
            <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
          </div>
          {children}
          {actions && <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">{actions}</div>}
        </CardContent>
      </Card>
    </div>
  );
};

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex items-center justify-between gap-4 py-2">
    <dt className="text-muted-foreground">{label}</dt>
    <dd className="font-medium">{children}</dd>
  </div>
);

/** /purchase-success?session_id=…: the purchase details once paid, 'Payment Processing' until then (platform §4). */
export const PurchaseSuccessPage = () => {
  const sessionId = new URLSearchParams(useSearch()).get('session_id');
  const [, navigate] = useLocation();
  const session = useCheckoutSession(sessionId);
  const queryClient = useQueryClient();
  const paid = session.data?.payment_status === 'paid';
  const balance = useCreditBalance();

  const forReport = paid ? (session.data?.reportId ?? null) : null;
  const credits = session.data?.credits ?? 0;

  // a paid session means new credits: read the balance and history again
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_KEY });
    void queryClient.invalidateQueries({ queryKey: CREDIT_TRANSACTIONS_KEY });
  }, [paid, queryClient]);

  // bought to unlock a report: straight back to it, where its unlock dialog waits for one confirmation
  useEffect(() => {
    if (forReport === null) return;
    toast({ title: 'Payment Successful!', description: `${pluralize(credits, 'credit')} added.`, variant: 'success' });
    navigate(unlockReturnPath(forReport), { replace: true });
  }, [forReport, credits, navigate]);

  const notFound = (
    <Panel
      icon={<SearchX className="size-12 text-muted-foreground" aria-hidden="true" />}
      title={CHECKOUT_COPY.notFoundTitle}
      actions={
        <Button asChild>
          <Link href="/credits">Go to Credits</Link>
        </Button>
      }
    >
      <p className="text-muted-foreground">{CHECKOUT_COPY.notFound}</p>
    </Panel>
  );

  if (!sessionId) return notFound;
  if (session.isPending) {
    return (
      <div className="flex flex-col items-center gap-4 px-4 py-24">
        <h1 className="text-sm font-medium tracking-wide text-primary uppercase">Your Purchase</h1>
        <Spinner label="Loading your purchase..." />
      </div>
    );
  }
  if (session.isError) {
    if (isApiError(session.error) && session.error.status === 404) return notFound;
    return (
      <Panel
        icon={<SearchX className="size-12 text-muted-foreground" aria-hidden="true" />}
        title="Something went wrong"
        actions={<Button onClick={() => void session.refetch()}>Try again</Button>}
      >
        <p className="text-muted-foreground">We couldn&apos;t load your payment details. Please try again.</p>
      </Panel>
    );
  }
  if (session.data === null) {
    return (
      <Panel
        icon={<LogIn className="size-12 text-primary" aria-hidden="true" />}
        title="Sign in to see your purchase"
        actions={
          <Button asChild>
            <Link href="/auth">Sign In</Link>
          </Button>
        }
      >
        <p className="text-muted-foreground">
          Your payment details are private to your account. Sign in, then open this page again to see them.
        </p>
      </Panel>
    );
  }

  const result = session.data;
  if (!paid) {
    return (
      <Panel
        icon={<Clock className="size-12 text-warning" aria-hidden="true" />}
        title={CHECKOUT_COPY.processingTitle}
        actions={
          <Button variant="outline" asChild>
            <Link href="/credits">Go to Credits</Link>
          </Button>
        }
      >
        <p className="text-muted-foreground">
          Your payment is being processed. Check back in a few minutes: your {pluralize(result.credits, 'credit')} will
          be added as soon as the payment is confirmed.
        </p>
      </Panel>
    );
  }

  return (
    <Panel
      icon={<CircleCheck className="size-12 text-success" aria-hidden="true" />}
      title="Payment Successful!"
      actions={
        result.reportId !== null ? (
          // shown only for the moment before the return to the report
          <Button asChild>
            <Link href={unlockReturnPath(result.reportId)}>Unlock Your Report</Link>
          </Button>
        ) : (
          <>
            <Button asChild>
              <Link href="/reports">View Reports</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link href="/credits">Use Credits</Link>
            </Button>
          </>
        )
      }
    >
      <p className="text-muted-foreground">Thank you for your purchase. Your credits are ready to use.</p>
      <dl className="w-full divide-y rounded-lg border bg-muted/40 px-4 text-left text-sm">
        <Detail label="Credits added">{pluralize(result.credits, 'credit')}</Detail>
        <Detail label="Amount paid">{formatAmount(result.amount_total, result.currency)}</Detail>
        <Detail label="New balance">
          {balance.isPending || balance.isFetching ? (
            <Skeleton className="h-4 w-16" />
          ) : (
            <span data-testid="new-balance">{pluralize(balance.data?.balance ?? 0, 'credit')}</span>
          )}
        </Detail>
      </dl>
    </Panel>
  );
};
