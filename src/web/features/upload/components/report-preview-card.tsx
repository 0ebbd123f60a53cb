import { FileText, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDateTime, formatUsdRange, pluralize } from '@/web/lib/format';
import { useReportPreview } from '../api/get-report-preview';
import { useReportStatus } from '../api/get-report-status';
import { formatFileSize } from '../utils/upload-errors';

const STATUS_BADGE = {
  processing: { label: 'Analyzing...', variant: 'warning' },
  completed: { label: 'Analysis Complete', variant: 'success' },
  failed: { label: 'Analysis Failed', variant: 'destructive' },
} as const;

/** The file being uploaded, or the selected report: name, date, address, status and what the user may see. */
export const ReportPreviewCard = ({ reportId, file }: { reportId: number | null; file: File | null }) => {
  const preview = useReportPreview(reportId);
  const status = useReportStatus(reportId);
  const report = preview.data;
  const state = status.data?.status ?? report?.status;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Report Preview</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {file ? (
          <div className="flex items-start gap-3">
            <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="min-w-0">
              <p className="truncate font-medium" title={file.name}>
                {file.name}
              </p>
              <p className="text-muted-foreground">
                {formatFileSize(file.size)} · {file.type === 'application/pdf' ? 'PDF' : 'Text'}
              </p>
            </div>
          </div>
        ) : reportId === null ? (
          <p className="text-muted-foreground">Your uploaded report will appear here.</p>
        ) : preview.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : !report ? (
          <p className="text-muted-foreground">This report is not available.</p>
        ) : (
          <>
            <div className="flex items-start gap-3">
              <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div className="min-w-0 space-y-1">
                <p className="truncate font-medium" title={report.report.filename}>
                  {report.report.filename}
                </p>
                <p className="text-muted-foreground">Uploaded {formatDateTime(report.report.uploadedAt)}</p>
                {state && <Badge variant={STATUS_BADGE[state].variant}>{STATUS_BADGE[state].label}</Badge>}
              </div>
            </div>
            {report.propertyAddress && (
              <p className="flex items-start gap-2 text-muted-foreground">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {report.propertyAddress}
              </p>
            )}
            {state === 'completed' && report.status === 'completed' && (
              <dl className="grid grid-cols-2 gap-3">
                <div className="rounded-lg bg-muted/60 p-3">
                  <dt className="text-xs text-muted-foreground">Estimated repairs</dt>
                  <dd className="font-semibold">
                    {report.teaser.totalCostRange
                      ? formatUsdRange(report.teaser.totalCostRange.min, report.teaser.totalCostRange.max)
                      : 'Not priced'}
                  </dd>
                </div>
                <div className="rounded-lg bg-muted/60 p-3">
                  <dt className="text-xs text-muted-foreground">Categories</dt>
                  <dd className="font-semibold">{pluralize(report.teaser.categoryCount, 'category', 'categories')}</dd>
                </div>
              </dl>
            )}
            {state === 'completed' && (
              <Button variant="outline" className="w-full" asChild>
                <Link href={`/reports/${report.report.id}`}>Open full analysis</Link>
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
