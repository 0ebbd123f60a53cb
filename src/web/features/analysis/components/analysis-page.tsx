import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { PageContainer, PageHeader } from '@/web/components/page';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useReportAnalysis } from '../api/get-report-analysis';
import { allFindings, contractorIndex } from '../utils/findings-view';
import { type AnalysisSlots, AnalysisSlotsProvider, useAnalysisSlots } from './analysis-slots';
import { AskReportPanel } from './ask-report-panel';
import { DetailPanel } from './detail-panel';
import { DownloadReportButton } from './download-report-button';
import { FloatingBackToTop } from './floating-back-to-top';
import { PropertyEditor } from './property-editor';
import { ReportStatusLine } from './report-status-line';
import { SummaryCards } from './summary-cards';

const edits = (count: number) => (count === 1 ? '1 of your edits' : `${count} of your edits`);

/** After a refresh: what became of the user's edits (exclusions, quantities) — kept on the same finding (same page
 * and quote) of the new analysis, or not kept because the new analysis no longer has that finding. */
export const editsCarriedText = ({ carried, notCarried }: { carried: number; notCarried: number }) =>
  [
    'This report was re-analyzed.',
    carried > 0 && `${edits(carried)} (exclusions or quantities) carried over to the new analysis.`,
    notCarried > 0 &&
      `${edits(notCarried)} could not be kept because the new analysis no longer has ${notCarried === 1 ? 'that finding' : 'those findings'}.`,
  ]
    .filter(Boolean)
    .join(' ');

const BackLink = () => (
  <Button asChild variant="ghost" size="sm" className="mb-4 -ml-3 text-muted-foreground">
    <Link href="/reports">
      <ArrowLeft aria-hidden="true" />
      Back to Reports
    </Link>
  </Button>
);

const NotFound = () => (
  <div className="mx-auto max-w-lg py-12 text-center">
    <h2 className="text-2xl font-semibold">Report Not Found</h2>
    <p className="mt-2 text-muted-foreground">
      The report you&apos;re looking for doesn&apos;t exist or you don&apos;t have access to it.
    </p>
    <Button asChild className="mt-6">
      <Link href="/reports">Back to Reports</Link>
    </Button>
  </div>
);

/**
 * /reports/:id and /reports/:id/analysis (numeric id; the router matches nothing else). `slots`: what the other
 * features draw inside it (contractors, credits, repair requests), composed by the route: app/pages/analysis-route.tsx.
 */
export const AnalysisPage = ({ slots = {} }: { slots?: AnalysisSlots } = {}) => (
  <AnalysisSlotsProvider value={slots}>
    <AnalysisView />
  </AnalysisSlotsProvider>
);

const AnalysisView = () => {
  const { id } = useParams<{ id: string }>();
  const reportId = Number(id);
  const query = useReportAnalysis(reportId);
  const [list, setList] = useState<HTMLElement | null>(null);
  const slots = useAnalysisSlots();

  // the page's h1 stays 'Report Analysis' in every state; loading and not-found are what the panel shows
  if (query.isPending) {
    return (
      <PageContainer>
        <BackLink />
        <PageHeader title="Report Analysis" className="mb-4" />
        <div className="flex justify-center py-16">
          <Spinner label="Loading report analysis..." />
        </div>
      </PageContainer>
    );
  }
  if (query.isError || !query.data) {
    return (
      <PageContainer>
        <BackLink />
        <PageHeader title="Report Analysis" className="mb-4" />
        <NotFound />
      </PageContainer>
    );
  }

  const analysis = query.data;
  const completed = analysis.status === 'completed';
  const full = completed && analysis.hasFullAccess;
  const findingCount = allFindings(analysis.deficiencies).length;
  // repair requests, share links and the message log are the owner's: the server answers anyone else 404
  const owner = analysis.viewerIsOwner;
  const { negotiation, messageLog } = slots;
  return (
    <PageContainer>
      <BackLink />
      <PageHeader
        title="Report Analysis"
        className="mb-4"
        description={<ReportStatusLine status={analysis.status} reportId={analysis.report.id} />}
        actions={full && <DownloadReportButton reportId={analysis.report.id} />}
      />
      <PropertyEditor analysis={analysis} />
      {full &&
        analysis.editsCarriedOver &&
        analysis.editsCarriedOver.carried + analysis.editsCarriedOver.notCarried > 0 && (
          <p
            role="status"
            data-testid="edits-carried-over"
            className={
              analysis.editsCarriedOver.notCarried > 0
                ? 'mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900'
                : 'mb-4 rounded-md border bg-muted p-3 text-sm'
            }
          >
            {editsCarriedText(analysis.editsCarriedOver)}
          </p>
        )}
      {full && findingCount > 0 && (
        <SummaryCards summary={analysis.summary} contractorCount={contractorIndex(analysis.contractors).size} />
      )}
      <DetailPanel analysis={analysis} isRefreshing={query.isFetching} listRef={setList} />
      {full && <AskReportPanel reportId={analysis.report.id} />}
      {/* after the findings: a buyer reads what is wrong before asking the seller for repairs */}
      {full && owner && findingCount > 0 && negotiation && (
        <div className="mt-4">{negotiation(analysis.report.id)}</div>
      )}
      {full && owner && messageLog?.(analysis.report.id)}
      <FloatingBackToTop list={list} />
    </PageContainer>
  );
};
