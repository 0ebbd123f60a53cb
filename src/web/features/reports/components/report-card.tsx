import {
  Coins,
  DollarSign,
  Download,
  Ellipsis,
  Eye,
  FileText,
  LockOpen,
  MapPin,
  RefreshCw,
  RotateCcw,
  Trash2,
  Upload,
  Users,
} from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { ReportListItem } from '@/contracts/reports';
import { stageProgress } from '@/web/lib/stage-progress';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
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

/**
 * One report in the list: status, figures the user may see, and its actions (report-lifecycle §2). One primary
 * action by state (View when unlocked, Unlock when locked, Retry when failed, View progress while analysing), the
 * others in the "More actions" menu, and Delete apart (it asks first).
 */
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
  const [, navigate] = useLocation();
  const processing = report.status === 'processing' || reanalyzing;
  const completed = report.status === 'completed' && !reanalyzing;
  const phase =
    reanalyzing && report.status !== 'processing'
      ? stageProgress('queued')
      : stageProgress(report.stage, 'processing', report.stageProgress);
  const range = report.summary.totalCostRange;
  const contractors = contractorCount(report);
  const locked = !report.hasFullAccess;
  const scanned = report.status === 'failed' && !reanalyzing && report.failureKind === 'scanned';
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
      <CardFooter className="flex flex-wrap items-center gap-2">
        {scanned ? (
          // a retry reads the same scan again and fails the same way: the way forward is a file with text in it
          <Button size="sm" asChild>
            <Link href="/">
              <Upload aria-hidden="true" />
              Upload a text PDF
            </Link>
          </Button>
        ) : report.status === 'failed' && !reanalyzing ? (
          <Button size="sm" onClick={onRefresh} disabled={refreshing}>
            <RotateCcw aria-hidden="true" />
            Retry
          </Button>
        ) : processing ? (
          <Button size="sm" variant="outline" asChild>
            <Link href={`/reports/${report.id}`}>
              <Eye aria-hidden="true" />
              View progress
            </Link>
          </Button>
        ) : locked ? (
          <Button size="sm" onClick={onUnlock}>
            <LockOpen aria-hidden="true" />
            Unlock
          </Button>
        ) : (
          <Button size="sm" onClick={onView}>
            <Eye aria-hidden="true" />
            View
          </Button>
        )}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="sm" variant="outline" aria-label={`More actions for ${report.filename}`}>
              <Ellipsis aria-hidden="true" />
              More
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {completed && locked && (
              <DropdownMenuItem onSelect={() => navigate(`/reports/${report.id}`)}>
                <Eye aria-hidden="true" />
                Preview
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={onDownload} disabled={!completed || downloading}>
              <Download aria-hidden="true" />
              {downloading ? 'Downloading...' : 'Download'}
            </DropdownMenuItem>
            {completed && (
              <DropdownMenuItem onSelect={onRefresh} disabled={refreshing}>
                <RefreshCw aria-hidden="true" />
                Re-analyze
              </DropdownMenuItem>
            )}
            {locked && completed && (
              <DropdownMenuItem onSelect={() => navigate('/credits')}>
                <Coins aria-hidden="true" />
                Buy Credits
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
        <Button
          size="sm"
          variant="ghost"
          onClick={onDelete}
          className="ml-auto text-destructive hover:text-destructive"
          aria-label={`Delete ${report.filename}`}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </CardFooter>
    </Card>
  );
};
