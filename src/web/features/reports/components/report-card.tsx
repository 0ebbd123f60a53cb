import {
  Coins,
  DollarSign,
  Download,
  Eye,
  FileText,
  LockOpen,
  MapPin,
  RefreshCw,
  RotateCcw,
  Trash2,
  Users,
} from 'lucide-react';
import { Link } from 'wouter';
import type { ReportListItem } from '@/contracts/reports';
import { stageProgress } from '@/web/components/reports/stage-progress';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Progress } from '@/web/components/ui/progress';
import { formatDateTime, formatUsdRange, pluralize } from '@/web/lib/format';
import { contractorCount, statusLabel } from '../utils/report-list';

const STATUS_VARIANT = {
  completed: 'success',
  processing: 'warning',
  failed: 'destructive',
} as const;

export interface ReportCardActions {
  onView: () => void;
  onDownload: () => void;
  onRefresh: () => void;
  onDelete: () => void;
  onUnlock: () => void;
}

export interface ReportCardProps extends ReportCardActions {
  report: ReportListItem;
  reanalyzing: boolean;
  refreshing: boolean;
  downloading: boolean;
}

/** One report in the list: status, figures the user may see, and its actions (report-lifecycle §2). */
export const ReportCard = ({
  report,
  reanalyzing,
  refreshing,
  downloading,
  onView,
  onDownload,
  onRefresh,
  onDelete,
  onUnlock,
}: ReportCardProps) => {
  const processing = report.status === 'processing' || reanalyzing;
  const completed = report.status === 'completed' && !reanalyzing;
  const phase = stageProgress(reanalyzing && report.status !== 'processing' ? 'queued' : report.stage);
  const range = report.summary.totalCostRange;
  const contractors = contractorCount(report);
  const locked = !report.hasFullAccess;
  const variant = processing
    ? 'warning'
    : (STATUS_VARIANT[report.status as keyof typeof STATUS_VARIANT] ?? 'secondary');

  return (
    <Card data-testid="report-card" aria-labelledby={`report-${report.id}-title`}>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 items-start gap-3">
            <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="min-w-0 space-y-1">
              <CardTitle id={`report-${report.id}-title`} className="truncate text-base" title={report.filename}>
                {report.filename}
              </CardTitle>
              <p className="text-sm text-muted-foreground">Uploaded {formatDateTime(report.uploadedAt)}</p>
              {report.enhancedData.propertyAddress && (
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="truncate">{report.enhancedData.propertyAddress}</span>
                </p>
              )}
            </div>
          </div>
          <Badge variant={variant} data-testid="report-status">
            {reanalyzing ? 'Re-analyzing...' : statusLabel(report.status)}
          </Badge>
        </div>
        {completed && (
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline" data-testid="cost-range">
              <DollarSign aria-hidden="true" />
              {range.max > 0 ? formatUsdRange(range.min, range.max) : 'No costs estimated'}
            </Badge>
            <Badge variant="outline" data-testid="contractor-count">
              <Users aria-hidden="true" />
              {pluralize(contractors, 'contractor')}
            </Badge>
            {report.summary.totalDeficiencies !== null && (
              <Badge variant="secondary">{pluralize(report.summary.totalDeficiencies, 'issue')}</Badge>
            )}
            {locked && <Badge variant="secondary">Locked</Badge>}
          </div>
        )}
      </CardHeader>
      {(processing || report.status === 'failed') && (
        <CardContent>
          {processing ? (
            <div className="space-y-1.5" aria-live="polite">
              <div className="flex justify-between text-sm">
                <span>{phase.label}</span>
                <span className="text-muted-foreground tabular-nums">{phase.percent}%</span>
              </div>
              <Progress value={phase.percent} aria-label={`Analysis progress for ${report.filename}`} />
            </div>
          ) : (
            report.failureReason && (
              <p className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">{report.failureReason}</p>
            )
          )}
        </CardContent>
      )}
      <CardFooter className="flex flex-wrap gap-2">
        <Button size="sm" asChild>
          <Link href={`/reports/${report.id}`}>View Details</Link>
        </Button>
        <Button size="sm" variant="outline" onClick={onView} disabled={!completed}>
          <Eye aria-hidden="true" />
          View
        </Button>
        <Button size="sm" variant="outline" onClick={onDownload} disabled={!completed || downloading}>
          <Download aria-hidden="true" />
          {downloading ? 'Downloading...' : 'Download'}
        </Button>
        <Button size="sm" variant="outline" onClick={onRefresh} disabled={processing || refreshing}>
          {report.status === 'failed' ? <RotateCcw aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
          {report.status === 'failed' ? 'Retry' : 'Refresh'}
        </Button>
        <Button size="sm" variant="outline" onClick={onDelete} className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
        {locked && completed && (
          <Button size="sm" variant="secondary" onClick={onUnlock}>
            <LockOpen aria-hidden="true" />
            Use Credit to Unlock
          </Button>
        )}
        {locked && (
          <Button size="sm" variant="link" asChild>
            <Link href="/credits">
              <Coins aria-hidden="true" />
              Buy Credits
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
};
