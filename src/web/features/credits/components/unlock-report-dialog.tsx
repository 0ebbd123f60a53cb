/**
 * UnlockReportDialog — 'Use Credit to Unlock' for one report, shared by the reports list and the analysis page.
 *
 * Props
 *  - open: boolean; onOpenChange: (open: boolean) => void — controlled by the parent.
 *  - report: { id: number; filename?: string | null } — the report to unlock.
 *  - after?: 'view' | 'download' | 'stay' (default 'stay') — what follows a successful unlock:
 *      'view'     → navigate to /reports/{id} (the user came from View),
 *      'download' → GET /api/reports/{id}/download, saved as {filename without extension}-analysis-{YYYY-MM-DD}.html
 *                   ('Download Failed' toast on error),
 *      'stay'     → nothing more: balance, transactions, reports and analysis queries are refreshed, so an open
 *                   analysis page re-renders with full access.
 *  - onUnlocked?: (result: { alreadyPurchased: boolean; balance: number }) => void — after the toast.
 *
 * It reads the balance itself. Below 1 credit it shows 'Insufficient Credits' / 'You need at least 1 credit to
 * unlock this analysis.' with a Buy Credits button that opens the PurchaseCreditsDialog. Toasts: 'Access Granted'
 * ('You already have full access to this report.' or 'Credit deducted successfully. You now have full access to
 * this report.'), 'Purchase Failed' with the server message or 'Failed to purchase report access'.
 */
import { Coins, LockOpen, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { UnlockResponse } from '@/contracts/credits';
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
import { toast } from '@/web/components/ui/use-toast';
import { isApiError } from '@/web/lib/api-client';
import { pluralize } from '@/web/lib/format';
import { UNKNOWN_REPORT, UNLOCK_COPY } from '../utils/credit-copy';
import { useCreditBalance } from '../api/credit-queries';
import { DOWNLOAD_COPY, downloadAnalysis } from '@/web/lib/download-analysis';
import { PurchaseCreditsDialog } from './purchase-credits-dialog';
import { useUnlockReport } from '../api/use-unlock-report';

export type UnlockFollowUp = 'view' | 'download' | 'stay';

export interface UnlockReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  report: { id: number; filename?: string | null };
  after?: UnlockFollowUp;
  onUnlocked?: (result: UnlockResponse) => void;
}

export const UnlockReportDialog = ({
  open,
  onOpenChange,
  report,
  after = 'stay',
  onUnlocked,
}: UnlockReportDialogProps) => {
  const [, navigate] = useLocation();
  // 'buy' swaps this dialog for the PurchaseCreditsDialog while the parent still holds `open`: a parent that unmounts
  // the dialog on close would otherwise take the purchase dialog with it
  const [buying, setBuying] = useState(false);
  const balanceQuery = useCreditBalance();
  const unlock = useUnlockReport();
  const { refetch: refetchBalance } = balanceQuery;
  // credits can arrive from elsewhere (another tab, an admin grant): read the balance afresh each time it opens
  useEffect(() => {
    if (open) void refetchBalance();
  }, [open, refetchBalance]);
  const balance = balanceQuery.data?.balance;
  const filename = report.filename || UNKNOWN_REPORT;
  const insufficient = balance !== undefined && balance < 1;

  const followUp = async () => {
    if (after === 'view') navigate(`/reports/${report.id}`);
    if (after === 'download') {
      try {
        await downloadAnalysis(report.id, report.filename);
      } catch {
        toast({ title: DOWNLOAD_COPY.failedTitle, description: DOWNLOAD_COPY.failed, variant: 'destructive' });
      }
    }
  };

  const onConfirm = () =>
    unlock.mutate(report.id, {
      onSuccess: (result) => {
        toast({
          title: UNLOCK_COPY.accessGrantedTitle,
          description: result.alreadyPurchased ? UNLOCK_COPY.alreadyHadAccess : UNLOCK_COPY.creditDeducted,
          variant: 'success',
        });
        onOpenChange(false);
        onUnlocked?.(result);
        void followUp();
      },
      onError: (error) =>
        toast({
          title: UNLOCK_COPY.failedTitle,
          description: isApiError(error) ? error.serverMessage : UNLOCK_COPY.failedFallback,
          variant: 'destructive',
        }),
    });

  return (
    <>
      <Dialog open={open && !buying} onOpenChange={(next) => !unlock.isPending && onOpenChange(next)}>
        <DialogContent>
          {insufficient ? (
            <>
              <DialogHeader>
                <span className="mb-2 flex size-10 items-center justify-center rounded-full bg-warning/20 text-warning-foreground">
                  <TriangleAlert className="size-5" aria-hidden="true" />
                </span>
                <DialogTitle>{UNLOCK_COPY.insufficientTitle}</DialogTitle>
                <DialogDescription>{UNLOCK_COPY.insufficientDescription}</DialogDescription>
              </DialogHeader>
              <p className="text-sm text-muted-foreground">
                Your balance is <span className="font-medium text-foreground">{pluralize(balance, 'credit')}</span>. Buy
                a package to unlock <span className="font-medium wrap-anywhere text-foreground">{filename}</span>.
              </p>
              <DialogFooter>
                <Button variant="outline" onClick={() => onOpenChange(false)}>
                  Cancel
                </Button>
                <Button onClick={() => setBuying(true)}>
                  <Coins aria-hidden="true" />
                  Buy Credits
                </Button>
              </DialogFooter>
            </>
          ) : (
            <>
              <DialogHeader>
                <span className="mb-2 flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <LockOpen className="size-5" aria-hidden="true" />
                </span>
                <DialogTitle>Unlock Full Analysis</DialogTitle>
                <DialogDescription>
                  Use 1 credit for lifetime access to every finding, cost breakdown and contractor contact in{' '}
                  <span className="font-medium wrap-anywhere text-foreground">{filename}</span>.
                </DialogDescription>
              </DialogHeader>
              <div className="flex items-center justify-between rounded-lg border bg-muted/40 px-4 py-3 text-sm">
                <span className="text-muted-foreground">Current balance</span>
                {balanceQuery.isError ? (
                  <span className="text-muted-foreground">Unavailable</span>
                ) : balance === undefined ? (
                  <Skeleton className="h-4 w-16" />
                ) : (
                  <span className="font-medium">{pluralize(balance, 'credit')}</span>
                )}
              </div>
              <DialogFooter>
                <Button variant="outline" disabled={unlock.isPending} onClick={() => onOpenChange(false)}>
                  Cancel
                </Button>
                {/* with the balance unknown (a failed read) the server still decides: 402 if there is no credit */}
                <Button
                  disabled={(balance === undefined && !balanceQuery.isError) || unlock.isPending}
                  onClick={onConfirm}
                >
                  {unlock.isPending ? 'Unlocking...' : 'Use 1 Credit'}
                </Button>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      </Dialog>
      <PurchaseCreditsDialog
        open={open && buying}
        onOpenChange={(next) => {
          if (next) return;
          setBuying(false);
          onOpenChange(false);
        }}
        reportFilename={report.filename}
        reportId={report.id}
        currentBalance={balance}
      />
    </>
  );
};
