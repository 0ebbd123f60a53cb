import { FileCheck2, LockOpen } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ReportListItem } from '@/contracts/reports';
import { UNLOCK_COPY } from '../utils/credit-copy';
import { useUnlockReport } from '../api/use-unlock-report';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { toast } from '@/web/components/ui/use-toast';
import { isApiError } from '@/web/lib/api-client';
import { formatDate } from '@/web/lib/format';

const reportLabel = (report: ReportListItem) =>
  report.enhancedData.propertyAddress
    ? `${report.filename} — ${report.enhancedData.propertyAddress}`
    : `${report.filename} (${formatDate(report.uploadedAt)})`;

/**
 * 'Use existing credits': spend 1 credit on a completed, locked report. `?report=` preselects one (the analysis
 * page's upgrade link). Success: 'Success!' toast and on to /reports/{id} (platform §4 Unlock with a credit).
 */
export const UseCreditsCard = ({
  balance,
  reports,
  reportsLoading,
  preselectedId,
}: {
  balance: number | undefined;
  reports: ReportListItem[] | null | undefined;
  reportsLoading: boolean;
  preselectedId: number | null;
}) => {
  const [, navigate] = useLocation();
  const unlock = useUnlockReport();
  const lockable = useMemo(
    () => (reports ?? []).filter((r) => r.status === 'completed' && !r.hasFullAccess),
    [reports],
  );
  const preselected = reports?.find((r) => r.id === preselectedId) ?? null;
  const [chosen, setChosen] = useState<string>('');
  const selectedId =
    chosen || (preselected && lockable.some((r) => r.id === preselected.id) ? String(preselected.id) : '');
  const insufficient = balance !== undefined && balance < 1;

  const onUnlock = () => {
    const reportId = Number(selectedId);
    if (!reportId) return;
    unlock.mutate(reportId, {
      onSuccess: () => {
        toast({
          title: UNLOCK_COPY.creditsPageSuccessTitle,
          description: UNLOCK_COPY.creditsPageSuccess,
          variant: 'success',
        });
        navigate(`/reports/${reportId}`);
      },
      onError: (error) =>
        toast({
          title: UNLOCK_COPY.failedTitle,
          description: isApiError(error) ? error.serverMessage : UNLOCK_COPY.creditsPageFailedFallback,
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LockOpen className="size-5 text-primary" aria-hidden="true" />
          Use Existing Credits
        </CardTitle>
        <CardDescription>Spend 1 credit to unlock the full analysis of a completed report.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {preselected?.hasFullAccess && (
          <p className="flex items-start gap-2 rounded-lg bg-success/10 p-3 text-sm">
            <FileCheck2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>
              <span className="font-medium wrap-anywhere">{preselected.filename}</span> is already unlocked.{' '}
              <Link href={`/reports/${preselected.id}`} className="font-medium text-primary hover:underline">
                View the analysis
              </Link>
            </span>
          </p>
        )}
        {reportsLoading ? (
          <Skeleton className="h-10 w-full" />
        ) : lockable.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            {reports && reports.length > 0 ? 'All of your completed reports are already unlocked.' : 'No reports yet. '}
            {(!reports || reports.length === 0) && (
              <Link href="/" className="font-medium text-primary hover:underline">
                Upload an inspection report
              </Link>
            )}
          </p>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor="unlock-report">Report to unlock</Label>
            <Select value={selectedId} onValueChange={setChosen}>
              <SelectTrigger id="unlock-report" aria-label="Report to unlock">
                <SelectValue placeholder="Choose a report" />
              </SelectTrigger>
              <SelectContent>
                {lockable.map((r) => (
                  <SelectItem key={r.id} value={String(r.id)}>
                    {reportLabel(r)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        {insufficient && lockable.length > 0 && (
          <div className="rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm" role="note">
            <p className="font-medium">{UNLOCK_COPY.insufficientTitle}</p>
            <p className="text-muted-foreground">{UNLOCK_COPY.insufficientDescription}</p>
          </div>
        )}
        {lockable.length > 0 && (
          <Button
            className="w-full"
            disabled={!selectedId || insufficient || balance === undefined || unlock.isPending}
            onClick={onUnlock}
          >
            {unlock.isPending ? 'Unlocking...' : 'Unlock Report (1 credit)'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};
