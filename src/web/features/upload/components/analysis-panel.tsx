import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, LoaderCircle, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { ANALYSIS_TIME_HINT, stageProgress } from '@/web/lib/stage-progress';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Progress } from '@/web/components/ui/progress';
import { Skeleton } from '@/web/components/ui/skeleton';
import { toast } from '@/web/components/ui/use-toast';
import { getErrorMessage, isApiError } from '@/web/lib/api-client';
import { ONBOARDING_KEY } from '../api/get-onboarding';
import { useReportStatus } from '../api/get-report-status';
import { useRetryReport } from '../api/retry-report';
import { dismissUploadToast } from '../utils/upload-toast';
import { queryKeys } from '@/web/lib/query-keys';

/** The selected report's analysis: the real stage while it runs, then completed or failed (with Retry Analysis). */
export const AnalysisPanel = ({ reportId }: { reportId: number }) => {
  const queryClient = useQueryClient();
  const status = useReportStatus(reportId);
  const retry = useRetryReport();
  const current = status.data?.status;
  const previous = useRef(current);

  // when an analysis finishes, what depends on it is read again (onboarding steps, the list, the preview)
  useEffect(() => {
    if (previous.current === 'processing' && current && current !== 'processing') {
      dismissUploadToast();
      void queryClient.invalidateQueries({ queryKey: ONBOARDING_KEY });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reports, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reportAnalysis(reportId) });
    }
    previous.current = current;
  }, [current, queryClient, reportId]);

  if (status.isPending) {
    return (
      <Card aria-busy="true">
        <CardHeader>
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-72" />
        </CardHeader>
        <CardContent>
          <Skeleton className="h-2 w-full" />
        </CardContent>
      </Card>
    );
  }

  if (status.isError || !status.data) {
    const missing = isApiError(status.error) && status.error.status === 404;
    return (
      <Card>
        <CardHeader>
          <CardTitle>{missing ? 'Report Not Found' : 'Status unavailable'}</CardTitle>
          <CardDescription>
            {missing
              ? "The report you're looking for doesn't exist or you don't have access to it."
              : getErrorMessage(status.error, 'We could not read the status of this analysis. Please try again.')}
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }

  const { stage, stageProgress: progress, failureReason } = status.data;

  if (current === 'failed') {
    return (
      <Card className="border-destructive/40" role="region" aria-label="Analysis status">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-destructive">
            <CircleAlert className="size-5" aria-hidden="true" />
            Analysis failed
          </CardTitle>
          <CardDescription>The analysis encountered an error</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {failureReason && (
            <p className="rounded-lg bg-destructive/10 px-4 py-3 text-sm text-destructive" data-testid="failure-reason">
              {failureReason}
            </p>
          )}
          {status.data.failureKind === 'scanned' ? (
            // a retry would read the same scan and fail the same way: the form above takes the text PDF
            <p className="text-sm text-muted-foreground" data-testid="scanned-hint">
              Retrying cannot read this scan yet. Upload the inspector&apos;s original PDF or a text export above, then
              delete this one from{' '}
              <Link href="/reports" className="font-medium text-primary underline-offset-4 hover:underline">
                your reports
              </Link>
              .
            </p>
          ) : (
            <Button
              onClick={() =>
                retry.mutate(reportId, {
                  onError: (error) =>
                    toast({
                      title: 'Retry Failed',
                      description: getErrorMessage(error, 'Failed to start analysis refresh. Please try again.'),
                      variant: 'destructive',
                    }),
                })
              }
              disabled={retry.isPending}
            >
              {retry.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <RotateCcw aria-hidden="true" />
              )}
              {retry.isPending ? 'Starting Retry...' : 'Retry Analysis'}
            </Button>
          )}
        </CardContent>
      </Card>
    );
  }

  if (current === 'completed') {
    return (
      <Card className="border-success/40" role="region" aria-label="Analysis status">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-success">
            <CircleCheck className="size-5" aria-hidden="true" />
            Analysis Complete
          </CardTitle>
          <CardDescription>
            Your report has been analyzed. Open it to see the findings, costs and contractors.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Progress value={100} aria-label="Analysis progress" />
          <Button asChild>
            <Link href={`/reports/${reportId}`}>View Analysis</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const phase = stageProgress(stage, 'processing', progress);
  return (
    <Card role="region" aria-label="Analysis status">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden="true" />
          Analysis in Progress
        </CardTitle>
        <CardDescription>{ANALYSIS_TIME_HINT}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2" aria-live="polite">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium" data-testid="analysis-phase">
            {phase.label}
          </span>
          <span className="text-muted-foreground tabular-nums">{phase.percent}%</span>
        </div>
        <Progress value={phase.percent} aria-label="Analysis progress" />
      </CardContent>
    </Card>
  );
};
