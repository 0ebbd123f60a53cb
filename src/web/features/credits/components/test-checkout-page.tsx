import { CreditCard, FlaskConical } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { formatAmount } from '../utils/credit-pricing';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { getErrorMessage } from '@/web/lib/api-client';
import { pluralize } from '@/web/lib/format';
import { hardRedirect } from '@/web/lib/navigation';
import { useCancelLocalCheckout, useLocalCheckout, usePayLocalCheckout } from '../api/local-checkout';

const TestModeBanner = () => (
  <div
    role="note"
    className="flex items-start gap-3 rounded-lg border-2 border-dashed border-warning bg-warning/15 p-4 text-sm"
  >
    <FlaskConical className="mt-0.5 size-5 shrink-0 text-warning-foreground" aria-hidden="true" />
    <div>
      <p className="font-semibold tracking-wide text-warning-foreground uppercase">Test mode</p>
      <p className="text-warning-foreground/90">
        No real payment is taken. This checkout belongs to the built-in test payment provider: Pay adds the credits at
        once, Cancel leaves without charge.
      </p>
    </div>
  </div>
);

/** /checkout/test/:id — the local provider's checkout page (PAYMENTS_PROVIDER=local). */
export const TestCheckoutPage = () => {
  useDocumentTitle('Test Checkout');
  const { id = '' } = useParams<{ id: string }>();
  const checkout = useLocalCheckout(id);
  const pay = usePayLocalCheckout();
  const cancel = useCancelLocalCheckout();
  const busy = pay.isPending || cancel.isPending || pay.isSuccess || cancel.isSuccess;

  const run = (action: typeof pay) =>
    action.mutate(id, {
      onSuccess: ({ url }) => hardRedirect(url),
      onError: (error) =>
        toast({ title: 'Checkout failed', description: getErrorMessage(error), variant: 'destructive' }),
    });

  const data = checkout.data;
  return (
    <div className="mx-auto w-full max-w-lg space-y-6 px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-semibold tracking-tight">Test Checkout</h1>
      <TestModeBanner />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CreditCard className="size-5 text-primary" aria-hidden="true" />
            Order Summary
          </CardTitle>
          <CardDescription>Confirm your credit purchase.</CardDescription>
        </CardHeader>
        <CardContent>
          {checkout.isPending ? (
            <div className="flex justify-center py-6">
              <Spinner label="Loading checkout..." />
            </div>
          ) : !data ? (
            <p className="text-muted-foreground">
              This checkout session was not found.{' '}
              <Link href="/purchase-credits" className="font-medium text-primary hover:underline">
                Start a new purchase
              </Link>
            </p>
          ) : (
            <dl className="divide-y rounded-lg border text-sm">
              <div className="flex justify-between gap-4 p-3">
                <dt className="text-muted-foreground">Package</dt>
                <dd className="text-right font-medium">{data.packageName}</dd>
              </div>
              <div className="flex justify-between gap-4 p-3">
                <dt className="text-muted-foreground">Credits</dt>
                <dd className="font-medium">{pluralize(data.credits, 'credit')}</dd>
              </div>
              <div className="flex justify-between gap-4 p-3">
                <dt className="text-muted-foreground">Amount</dt>
                <dd className="text-lg font-semibold">{formatAmount(data.amountTotal, data.currency)}</dd>
              </div>
            </dl>
          )}
          {data?.status === 'expired' && (
            <p className="mt-4 text-sm text-muted-foreground">
              This checkout was cancelled.{' '}
              <Link href="/purchase-credits" className="font-medium text-primary hover:underline">
                Start a new purchase
              </Link>
            </p>
          )}
          {data?.payment_status === 'paid' && (
            <p className="mt-4 text-sm text-muted-foreground">
              This checkout is already paid.{' '}
              <Link
                href={`/purchase-success?session_id=${encodeURIComponent(data.id)}`}
                className="font-medium text-primary hover:underline"
              >
                See your purchase
              </Link>
            </p>
          )}
        </CardContent>
        {data && data.status === 'open' && data.payment_status !== 'paid' && (
          <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" className="w-full sm:w-auto" disabled={busy} onClick={() => run(cancel)}>
              {cancel.isPending ? 'Cancelling...' : 'Cancel'}
            </Button>
            <Button className="w-full sm:w-auto" disabled={busy} onClick={() => run(pay)}>
              {pay.isPending ? 'Paying...' : `Pay ${formatAmount(data.amountTotal, data.currency)}`}
            </Button>
          </CardFooter>
        )}
      </Card>
    </div>
  );
};
