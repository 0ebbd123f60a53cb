import { cn } from '@/web/lib/utils';
import { statusText, statusTone } from '../utils/report-status';

const DOT: Record<ReturnType<typeof statusTone>, string> = {
  completed: 'bg-success',
  processing: 'bg-warning animate-pulse',
  other: 'bg-destructive',
};

/** The status dot (green completed, pulsing yellow processing, red otherwise) with its text and the report id. */
export const ReportStatusLine = ({ status, reportId }: { status: string; reportId: number }) => {
  const tone = statusTone(status);
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="inline-flex items-center gap-2" data-status={tone}>
        <span className={cn('size-2.5 rounded-full', DOT[tone])} aria-hidden="true" />
        <span className="font-medium text-foreground">{statusText(status)}</span>
      </span>
      <span className="text-muted-foreground">Report #{reportId}</span>
    </span>
  );
};
