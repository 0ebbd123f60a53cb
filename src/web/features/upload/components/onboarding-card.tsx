import { CircleCheck, PartyPopper, Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Progress } from '@/web/components/ui/progress';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/utils';
import { useOnboarding } from '../api/get-onboarding';
import {
  onboardingView,
  readCompletionSeen,
  readHasSeenTour,
  saveCompletionSeen,
  saveHasSeenTour,
  STEP_COPY,
} from '../utils/onboarding-steps';

/** The five-step progress card (report-lifecycle §4): points, completed / active / pending, a banner at 100% — shown
 * once: after that the complete card no longer appears. */
export const OnboardingCard = () => {
  const onboarding = useOnboarding();
  const [hasSeenTour, setHasSeenTour] = useState(() => readHasSeenTour());
  const view = onboardingView(onboarding.data);
  const complete = view.steps.length > 0 && view.steps.every((step) => step.state === 'completed');
  // done is done: the congratulations show once, then the card leaves the home screen (issue 18)
  const [completionSeen] = useState(() => readCompletionSeen());
  useEffect(() => {
    if (complete) saveCompletionSeen();
  }, [complete]);
  if (complete && completionSeen) return null;

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Trophy className="size-5 text-primary" aria-hidden="true" />
            Your Progress
          </CardTitle>
          {onboarding.data && (
            <span className="text-sm font-medium tabular-nums" data-testid="onboarding-points">
              {view.earned} / {view.total} points
            </span>
          )}
        </div>
        <CardDescription>Five steps to get the most from your inspection report.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!hasSeenTour && (
          <div className="rounded-lg bg-primary/5 p-3 text-sm">
            <p>
              Each step you complete earns points, {view.total} in all. Your progress follows what you do, on any
              device.
            </p>
            <Button
              variant="link"
              className="h-auto p-0"
              onClick={() => {
                saveHasSeenTour();
                setHasSeenTour(true);
              }}
            >
              Got it
            </Button>
          </div>
        )}
        {onboarding.isPending ? (
          <div className="space-y-3" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : !onboarding.data ? (
          <p className="text-sm text-muted-foreground">Your progress is not available right now.</p>
        ) : (
          <>
            <Progress value={view.percent} aria-label="Onboarding progress" />
            {view.percent === 100 && (
              <div
                className="flex items-start gap-3 rounded-lg bg-success/10 p-3 text-sm text-success"
                role="status"
                data-testid="onboarding-complete"
              >
                <PartyPopper className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                <p>
                  <strong>Congratulations!</strong> You have completed every step and earned all {view.total} points.
                </p>
              </div>
            )}
            <ol className="space-y-2">
              {view.steps.map((step, index) => (
                <li
                  key={step.id}
                  data-state={step.state}
                  aria-current={step.state === 'active' ? 'step' : undefined}
                  className={cn(
                    'flex items-start gap-3 rounded-lg border p-3',
                    step.state === 'active' && 'border-primary bg-primary/5',
                    // a tint, not opacity: dimmed text under the muted colour failed WCAG contrast (axe, e2e/a11y.spec.ts)
                    step.state === 'pending' && 'bg-muted/40',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                      step.state === 'completed' && 'bg-success text-success-foreground',
                      step.state === 'active' && 'bg-primary text-primary-foreground',
                      step.state === 'pending' && 'bg-muted text-muted-foreground',
                    )}
                    aria-hidden="true"
                  >
                    {step.state === 'completed' ? <CircleCheck className="size-4" /> : index + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">{STEP_COPY[step.id].title}</p>
                    <p className="text-xs text-muted-foreground">{STEP_COPY[step.id].description}</p>
                  </div>
                  <Badge variant={step.state === 'completed' ? 'success' : 'secondary'}>+{step.points}</Badge>
                  <span className="sr-only">
                    {step.state === 'completed' ? 'Completed' : step.state === 'active' ? 'Current step' : 'Pending'}
                  </span>
                </li>
              ))}
            </ol>
          </>
        )}
      </CardContent>
    </Card>
  );
};
