import { Columns3, FileUp, Search } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ReportListItem } from '@/contracts/reports';
import { DOWNLOAD_COPY, downloadAnalysis } from '@/web/lib/download-analysis';
import { PageContainer, PageHeader } from '@/web/components/page';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { toast } from '@/web/components/ui/use-toast';
import { getErrorMessage } from '@/web/lib/api-client';
import { useDeleteReport } from '../api/delete-report';
import { useReportPages } from '../api/get-reports';
import { useRefreshReport } from '../api/refresh-report';
import { useReanalysisMarkers } from '../hooks/use-reanalysis-markers';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../utils/pagination';
import { ReportCard } from './report-card';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this report? This action cannot be undone.';
/** API.md copy decision: the spec's "5-8 minutes" is replaced by what we measure. */
export const REFRESH_STARTED =
  'Re-analyzing report with the latest improvements. This usually takes under a minute. Your exclusions and quantities are kept.';
/** the server answers a refresh of an analysis the current engine made at once, without re-running it */
export const REFRESH_NOT_NEEDED = 'This report was analyzed by the latest version of our engine. Nothing to refresh.';
/** asked before a refresh: it replaces the analysis, and the user's edits move to the same findings of the new one */
export const REFRESH_CONFIRMATION =
  'The report is analyzed again with the latest version of our engine. Your exclusions and quantity edits are carried over to the same findings in the new analysis; the report will say if any could not be kept.';
const SEARCH_DELAY_MS = 250;

/** The search text once typing has paused, so the server is asked once per search, not once per key. */
const useSettledValue = (value: string, delayMs: number) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};

/** A card's Unlock (or View/Download of a locked report): the report, and what follows a successful unlock. */
export interface UnlockRequest {
  report: { id: number; filename: string };
  after: 'view' | 'download' | 'stay';
}

/**
 * /reports — 'Inspection Analysis Reports': search and page size, one page of cards from the server at a time
 * ("Load more" adds the next; a user with hundreds of reports loads one page), each card with its actions.
 * `unlockDialog`: the credits feature's unlock dialog for a request, composed by the route (app/pages/reports-route.tsx).
 */
export const ReportsPage = ({
  unlockDialog,
}: { unlockDialog?: (request: UnlockRequest, onClose: () => void) => ReactNode } = {}) => {
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const q = useSettledValue(search.trim(), SEARCH_DELAY_MS);
  const reports = useReportPages({ limit: pageSize, q });
  const refresh = useRefreshReport();
  const remove = useDeleteReport();
  const markers = useReanalysisMarkers(reports.dataUpdatedAt);
  const [unlocking, setUnlocking] = useState<UnlockRequest | null>(null);
  const [deleting, setDeleting] = useState<ReportListItem | null>(null);
  const [refreshing, setRefreshing] = useState<ReportListItem | null>(null);
  const [downloadingId, setDownloadingId] = useState<number | null>(null);

  const pages = reports.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const total = pages[0]?.total ?? 0;
  // comparing needs two reports whose findings the user can see
  const canCompare = items.filter((r) => r.status === 'completed' && r.hasFullAccess).length >= 2;

  const download = async (report: ReportListItem) => {
    setDownloadingId(report.id);
    try {
      await downloadAnalysis(report.id, report.filename);
    } catch {
      toast({ title: DOWNLOAD_COPY.failedTitle, description: DOWNLOAD_COPY.failed, variant: 'destructive' });
    } finally {
      setDownloadingId(null);
    }
  };

  const startRefresh = (report: ReportListItem) =>
    refresh.mutate(report.id, {
      onSettled: () => setRefreshing(null),
      onSuccess: ({ status }) => {
        if (status === 'completed') {
          toast({ title: 'Already Up to Date', description: REFRESH_NOT_NEEDED });
          return;
        }
        markers.mark(report.id);
        toast({ title: 'Analysis Refresh Started', description: REFRESH_STARTED });
      },
      onError: (error) =>
        toast({
          title: 'Refresh Failed',
          description: getErrorMessage(error, 'Failed to start analysis refresh. Please try again.'),
          variant: 'destructive',
        }),
    });

  const confirmDelete = (report: ReportListItem) =>
    remove.mutate(report.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: 'Success', description: 'Report deleted successfully', variant: 'success' });
      },
      onError: (error) => {
        setDeleting(null);
        toast({
          title: 'Error',
          description: getErrorMessage(error, 'Failed to delete report'),
          variant: 'destructive',
        });
      },
    });

  return (
    <PageContainer>
      <PageHeader
        title="Inspection Analysis Reports"
        description="Every report you uploaded, its analysis status and what it found."
        actions={
          <>
            {canCompare && (
              <Button variant="outline" asChild>
                <Link href="/reports/compare">
                  <Columns3 aria-hidden="true" />
                  Compare reports
                </Link>
              </Button>
            )}
            <Button asChild>
              <Link href="/">
                <FileUp aria-hidden="true" />
                Upload Report
              </Link>
            </Button>
          </>
        }
      />

      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor="report-search">Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="report-search"
              type="search"
              placeholder="Search by address or file name"
              className="pl-9"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="space-y-1.5 sm:w-40">
          <Label htmlFor="page-size">Per page</Label>
          <Select value={String(pageSize)} onValueChange={(value) => setPageSize(Number(value))}>
            <SelectTrigger id="page-size" aria-label="Reports per page">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size} per page
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {reports.isPending ? (
        <div className="space-y-4" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-40 w-full rounded-xl" />
          ))}
        </div>
      ) : reports.isError ? (
        <Card>
          <CardContent className="p-6 text-center text-destructive" role="alert">
            Failed to fetch reports
          </CardContent>
        </Card>
      ) : total === 0 && !q ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
            <p className="text-lg font-medium">No reports yet</p>
            <p className="text-sm text-muted-foreground">
              Upload your first inspection report to see its analysis here.
            </p>
            <Button asChild>
              <Link href="/">Upload a report</Link>
            </Button>
          </CardContent>
        </Card>
      ) : total === 0 ? (
        <Card>
          <CardContent className="p-10 text-center text-muted-foreground">No reports match your search.</CardContent>
        </Card>
      ) : (
        <div className="space-y-4">
          {items.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              reanalyzing={markers.isReanalyzing(report)}
              refreshing={refresh.isPending && refresh.variables === report.id}
              downloading={downloadingId === report.id}
              onView={() =>
                report.hasFullAccess ? navigate(`/reports/${report.id}`) : setUnlocking({ report, after: 'view' })
              }
              onDownload={() =>
                report.hasFullAccess ? void download(report) : setUnlocking({ report, after: 'download' })
              }
              onRefresh={() => (report.status === 'failed' ? startRefresh(report) : setRefreshing(report))}
              onDelete={() => setDeleting(report)}
              onUnlock={() => setUnlocking({ report, after: 'stay' })}
            />
          ))}
          <nav aria-label="Pagination" className="flex flex-col items-center gap-3 pt-2">
            <p className="text-sm text-muted-foreground" role="status">
              Showing {items.length} of {total} {total === 1 ? 'report' : 'reports'}
            </p>
            {reports.hasNextPage && (
              <Button
                variant="outline"
                onClick={() => void reports.fetchNextPage()}
                disabled={reports.isFetchingNextPage}
              >
                {reports.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            )}
          </nav>
        </div>
      )}

      {unlocking && unlockDialog?.(unlocking, () => setUnlocking(null))}

      <AlertDialog
        open={refreshing !== null}
        onOpenChange={(open) => !open && !refresh.isPending && setRefreshing(null)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Re-analyze this report?</AlertDialogTitle>
            <AlertDialogDescription>{REFRESH_CONFIRMATION}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={refresh.isPending}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={refresh.isPending}
              onClick={(event) => {
                event.preventDefault();
                if (refreshing) startRefresh(refreshing);
              }}
            >
              {refresh.isPending ? 'Starting...' : 'Re-analyze'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete report?</AlertDialogTitle>
            <AlertDialogDescription>{DELETE_CONFIRMATION}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={remove.isPending}
              onClick={(event) => {
                event.preventDefault();
                if (deleting) confirmDelete(deleting);
              }}
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </PageContainer>
  );
};
