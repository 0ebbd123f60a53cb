import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { formatDateTime } from '@/web/lib/format';
import { useRecentReports } from '../api/get-recent-reports';

const STATUS = {
  completed: { label: 'Complete', variant: 'success' },
  processing: { label: 'Analyzing...', variant: 'warning' },
  failed: { label: 'Failed', variant: 'destructive' },
} as const;

/** The home screen once reports exist: the newest three, each a link to its analysis, and a way to all of them. */
export const RecentReportsCard = () => {
  const recent = useRecentReports();
  const page = recent.data;
  // an older server answers the plain list (no items): then there is nothing to show here
  if (!page?.items?.length) return null;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-lg">Recent reports</CardTitle>
        <Link href="/reports" className="text-sm font-medium text-primary hover:underline">
          All {page.total} {page.total === 1 ? 'report' : 'reports'}
        </Link>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Recent reports">
          {page.items.map((report) => {
            const status = STATUS[report.status];
            return (
              <li key={report.id} className="flex items-center gap-3 py-3">
                <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <Link
                    href={`/reports/${report.id}`}
                    className="block truncate text-sm font-medium hover:underline"
                    title={report.filename}
                  >
                    {report.filename}
                  </Link>
                  <p className="text-xs text-muted-foreground">{formatDateTime(report.uploadedAt)}</p>
                </div>
                <Badge variant={status.variant}>{status.label}</Badge>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
};
