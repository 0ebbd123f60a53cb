import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { downloadReport } from '../api/download-report';
import { DOWNLOAD_COPY } from '@/web/lib/download-analysis';
import { queryKeys } from '@/web/lib/query-keys';

/** Saves the analysis as inspection-analysis-report-{id}-{YYYY-MM-DD}.html; 'Download Failed' on error. */
export const DownloadReportButton = ({ reportId }: { reportId: number }) => {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      await downloadReport(reportId);
      // onboarding's 'download' step is derived from the download
      void queryClient.invalidateQueries({ queryKey: queryKeys.onboarding });
    } catch {
      toast({ title: DOWNLOAD_COPY.failedTitle, description: DOWNLOAD_COPY.failed, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="outline" onClick={onClick} disabled={pending}>
      <Download aria-hidden="true" />
      {pending ? 'Preparing...' : 'Download Report'}
    </Button>
  );
};
