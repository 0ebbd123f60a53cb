import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageContainer, PageHeader } from '@/web/components/page';
import { AnalysisPanel } from './analysis-panel';
import { OnboardingCard } from './onboarding-card';
import { RecentReportsCard } from './recent-reports-card';
import { ReportPreviewCard } from './report-preview-card';
import { UploadPanel } from './upload-panel';

/** `?report=ID` selects a report; anything that is not a whole number is ignored (report-lifecycle §2). */
export const reportParam = (search: string): number | null => {
  const value = new URLSearchParams(search).get('report');
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The signed-in home (/): upload, the report's preview and analysis, the recent reports once there are any, and
 * the five-step progress card until every step is done. */
export const UploadPage = () => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [file, setFile] = useState<File | null>(null);
  const reportId = reportParam(search);

  return (
    <PageContainer>
      <PageHeader
        title="AI-Powered Home Inspection Analysis"
        description="Upload your home inspection report to get every deficiency by severity, regional repair cost estimates and local contractors."
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <UploadPanel
            onFileChange={setFile}
            // the report goes into the address, so a reload (or a shared link) shows the same analysis
            onUploaded={({ reportId: id }) => navigate(`/?report=${id}`, { replace: true })}
          />
          {reportId !== null && <AnalysisPanel key={reportId} reportId={reportId} />}
        </div>
        <div className="space-y-6">
          <ReportPreviewCard reportId={file ? null : reportId} file={file} />
          <RecentReportsCard />
          <OnboardingCard />
        </div>
      </div>
    </PageContainer>
  );
};
