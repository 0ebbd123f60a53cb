import { CircleX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { useDocumentTitle } from '@/web/hooks/use-document-title';

/** /purchase-cancelled: the checkout was left without paying. */
export const PurchaseCancelledPage = () => {
  useDocumentTitle('Payment Cancelled');
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center sm:p-10">
          <CircleX className="size-12 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-semibold tracking-tight">Payment Cancelled</h1>
          <p className="text-muted-foreground">
            Your payment was cancelled and you have not been charged. You can pick a package again whenever you are
            ready.
          </p>
          <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            <Button asChild>
              <Link href="/purchase-credits">Try Again</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link href="/credits">Back to Credits</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
};
