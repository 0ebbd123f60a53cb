import { LoaderCircle, RotateCw } from 'lucide-react';
import { Button, type ButtonProps } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { getErrorMessage } from '@/web/lib/api-client';
import { useRetryAdminReport } from '../api/retry-admin-report';

/** Re-runs a report's analysis from its stored file (refused while it runs, or once the file is purged). */
export const RetryReportButton = ({
  reportId,
  status,
  size = 'sm',
  label = 'Re-run',
  compact = false,
}: {
  reportId: number;
  status: string;
  size?: ButtonProps['size'];
  label?: string;
  /** icon only on a phone (in a table row) */
  compact?: boolean;
}) => {
  const retry = useRetryAdminReport();
  const processing = status === 'processing';
  return (
    <Button
      variant="outline"
      size={size}
      disabled={processing || retry.isPending}
      title={processing ? 'The analysis is running' : 'Analyse this report again from its stored file'}
      aria-label={`Re-run analysis of report ${reportId}`}
      onClick={() =>
        retry.mutate(reportId, {
          onSuccess: () =>
            toast({
              title: 'Analysis restarted',
              description: `Report #${reportId} is being analysed again.`,
              variant: 'success',
            }),
          onError: (error) =>
            toast({ title: 'Re-run failed', description: getErrorMessage(error), variant: 'destructive' }),
        })
      }
    >
      {retry.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <RotateCw aria-hidden="true" />}
      <span className={compact ? 'hidden sm:inline' : undefined}>{label}</span>
    </Button>
  );
};
