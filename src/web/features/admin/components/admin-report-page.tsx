import { ArrowLeft, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { PageContainer, PageHeader } from '@/web/components/page';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { useAdminFullReport } from '../api/get-admin-full-report';
import { adminErrorText, isForbidden } from '../utils/admin-errors';
import { parseReportId } from '../utils/report-id';
import { AdminForbidden } from './admin-forbidden';
import { AdminGate } from './admin-gate';
import { AdminNav } from './admin-nav';
import { ContractorGroups } from './contractor-groups';
import { DeficiencyList } from './deficiency-list';
import { ReportOverview } from './report-overview';
import { RetryReportButton } from './retry-report-button';

const BackLink = () => (
  <Button variant="ghost" size="sm" asChild className="-ml-2 mb-4">
    <Link href="/admin/reports">
      <ArrowLeft aria-hidden="true" />
      All reports
    </Link>
  </Button>
);

/** platform §8: 'Error Loading Report' with the message or 'Unable to load report data'; 'Invalid report ID'. */
const ErrorState = ({ title, message }: { title: string; message: ReactNode }) => {
  useDocumentTitle(title);
  return (
    <Card className="border-destructive/40">
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center" role="alert">
        <CircleAlert className="size-8 text-destructive" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">{message}</p>
        <Button variant="outline" asChild className="mt-2">
          <Link href="/admin/reports">Back to all reports</Link>
        </Button>
      </CardContent>
    </Card>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="space-y-4">
    <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
    {children}
  </section>
);

const FullReport = ({ reportId }: { reportId: number }) => {
  const query = useAdminFullReport(reportId);
  if (query.isPending)
    return (
      <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading report">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (query.isError) {
    if (isForbidden(query.error)) return <AdminForbidden />;
    return (
      <ErrorState title="Error Loading Report" message={adminErrorText(query.error) ?? 'Unable to load report data'} />
    );
  }
  const data = query.data;
  return (
    <>
      <PageHeader
        title={data.report.filename}
        eyebrow={`Report #${data.report.id} · ${data.user.username}`}
        actions={
          <RetryReportButton
            reportId={data.report.id}
            status={data.report.status}
            size="default"
            label="Re-run analysis"
          />
        }
      />
      <div className="space-y-10">
        <ReportOverview data={data} />
        <Section title="Deficiencies">
          <DeficiencyList deficiencies={data.analysis.deficiencies} />
        </Section>
        <Section title="Contractors">
          <ContractorGroups contractors={data.analysis.contractors} />
        </Section>
      </div>
    </>
  );
};

/** /admin/reports/:id: the full report of any user, whatever its lock (platform §2 Admin pages). */
export const AdminReportPage = () => {
  const params = useParams<{ id: string }>();
  const reportId = parseReportId(params.id);
  return (
    <AdminGate>
      <PageContainer>
        <AdminNav />
        <BackLink />
        {reportId === null ? (
          <ErrorState title="Invalid report ID" message="Report ids are whole numbers, like /admin/reports/42." />
        ) : (
          <FullReport reportId={reportId} />
        )}
      </PageContainer>
    </AdminGate>
  );
};
