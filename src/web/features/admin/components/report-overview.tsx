import { Lock, LockOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminFullReport } from '@/contracts/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { formatDate, formatDateTime, formatUsdRange } from '@/web/lib/format';
import { ReportStatusBadge } from './status-badge';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid grid-cols-[8rem_1fr] gap-2 py-1.5 text-sm">
    <dt className="text-muted-foreground">{label}</dt>
    <dd className="min-w-0 break-words">{children}</dd>
  </div>
);

/** Who uploaded it, what state it is in, and the summary figures (platform §3 Admin full report). */
export const ReportOverview = ({ data }: { data: AdminFullReport }) => {
  const { report, user, analysis } = data;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const { summary } = analysis;
  const figures = [
    { label: 'Total Issues', value: summary.totalDeficiencies ?? 0 },
    { label: 'Critical', value: summary.severityCount?.critical ?? 0, tone: 'text-severity-critical' },
    { label: 'Major', value: summary.severityCount?.major ?? 0, tone: 'text-severity-major' },
    { label: 'Minor', value: summary.severityCount?.minor ?? 0 },
  ];
  return (
    <div className="space-y-6">
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-base">Report</CardTitle>
          </CardHeader>
          <CardContent>
            <dl>
              <Row label="Status">
                <ReportStatusBadge status={report.status} />
              </Row>
              {report.failureReason && <Row label="Failure">{report.failureReason}</Row>}
              <Row label="Uploaded">
                <time dateTime={report.uploadedAt}>{formatDateTime(report.uploadedAt)}</time>
              </Row>
              <Row label="Property">{report.propertyAddress ?? 'Not found in the report'}</Row>
              <Row label="Inspected">{report.inspectionDate ?? 'Not found in the report'}</Row>
              <Row label="Owner access">
                {report.unlockedAt ? (
                  <span className="inline-flex items-center gap-1.5">
                    <LockOpen className="size-4 text-success" aria-hidden="true" />
                    Unlocked {formatDate(report.unlockedAt)}
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1.5">
                    <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
                    Locked: the owner sees the teaser
                  </span>
                )}
              </Row>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-base">Owner</CardTitle>
          </CardHeader>
          <CardContent>
            <dl>
              <Row label="Username">{user.username}</Row>
              <Row label="Name">{name || '—'}</Row>
              <Row label="Email">
                <a href={`mailto:${user.email}`} className="text-primary hover:underline">
                  {user.email}
                </a>
              </Row>
              <Row label="User id">#{user.id}</Row>
            </dl>
          </CardContent>
        </Card>
      </div>
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map(({ label, value, tone }) => (
          <Card key={label}>
            <CardContent className="p-4">
              <p className="text-sm text-muted-foreground">{label}</p>
              <p className={`text-2xl font-semibold tabular-nums ${tone ?? ''}`}>{value}</p>
            </CardContent>
          </Card>
        ))}
        <Card className="col-span-2 sm:col-span-1">
          <CardContent className="p-4">
            <p className="text-sm text-muted-foreground">Estimated cost</p>
            <p className="text-lg font-semibold tabular-nums sm:text-xl">
              {formatUsdRange(summary.totalCostRange.min, summary.totalCostRange.max)}
            </p>
          </CardContent>
        </Card>
      </section>
    </div>
  );
};
