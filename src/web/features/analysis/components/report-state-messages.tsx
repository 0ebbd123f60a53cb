import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Stage } from '@/contracts/reports';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/utils';
import { STAGE_TEXT } from '../utils/report-status';

const StateCard = ({
  icon,
  title,
  children,
  tone,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  tone?: string;
}) => (
  <Card className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', tone)}>
    {icon}
    <h2 className="text-xl font-semibold">{title}</h2>
    {children}
  </Card>
);

/** §4 processing view. */
export const ProcessingState = ({ stage }: { stage: Stage }) => (
  <StateCard
    icon={<LoaderCircle className="size-10 animate-spin text-warning" aria-hidden="true" />}
    title="Analysis in Progress"
  >
    <p className="max-w-md text-muted-foreground">Analyzing your inspection report... This may take a few minutes</p>
    <p className="text-sm font-medium" role="status">
      {STAGE_TEXT[stage]}…
    </p>
  </StateCard>
);

/** §4 failed view, with the reason the server gave when there is one. */
export const FailedState = ({ reason }: { reason: string | null }) => (
  <StateCard icon={<CircleX className="size-10 text-destructive" aria-hidden="true" />} title="Analysis Failed">
    <p className="max-w-md text-muted-foreground">
      Failed to analyze the inspection report. Please try uploading the report again.
    </p>
    {reason && <p className="max-w-md text-sm">{reason}</p>}
    <div className="mt-2 flex flex-wrap justify-center gap-2">
      <Button asChild>
        <Link href="/">Upload a report</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/reports">Back to reports</Link>
      </Button>
    </div>
  </StateCard>
);

/** Completed with full access and no finding. */
export const NoIssuesState = () => (
  <StateCard icon={<CircleCheck className="size-10 text-success" aria-hidden="true" />} title="No Issues Found">
    <p className="max-w-md text-muted-foreground">The analysis found no deficiencies in this inspection report.</p>
  </StateCard>
);

/** Completed, but the findings are still on their way (a refresh in flight). */
export const LoadingResultsState = () => (
  <StateCard
    icon={<LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />}
    title="Loading analysis results..."
  >
    <p className="text-muted-foreground">The analysis is complete. Its findings are loading.</p>
  </StateCard>
);
