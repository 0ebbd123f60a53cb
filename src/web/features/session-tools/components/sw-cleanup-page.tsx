import { CircleCheck, CircleExclamationPoint, LoaderCircle, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PageContainer, PageHeader } from '@/web/components/page';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { removeServiceWorkers } from '../utils/remove-service-workers';

type Status = 'running' | 'done' | 'failed';

/** /sw-cleanup: for a browser stuck on an old cached version of the app. */
export const SwCleanupPage = () => {
  const [status, setStatus] = useState<Status>('running');
  const [steps, setSteps] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const run = useCallback(async () => {
    setStatus('running');
    setSteps([]);
    setError(null);
    try {
      await removeServiceWorkers((step) => setSteps((s) => [...s, step]));
      setStatus('done');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setStatus('failed');
    }
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  return (
    <PageContainer className="max-w-xl">
      <PageHeader
        title="Clear App Cache"
        description="Removes this site's service workers and cached files so the next load gets the latest version."
      />
      <Card>
        <CardContent className="grid gap-5 p-6">
          <ol className="grid gap-2 text-sm" aria-live="polite">
            {steps.map((step, i) => (
              <li key={i} className="flex items-start gap-2">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                <span>{step}</span>
              </li>
            ))}
          </ol>
          {status === 'running' && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              Cleaning up…
            </p>
          )}
          {status === 'failed' && (
            <div
              role="alert"
              className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
            >
              <CircleExclamationPoint className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
              <div>
                <p className="font-medium text-destructive">Cleanup failed</p>
                <p className="mt-1 text-muted-foreground">{error}</p>
              </div>
            </div>
          )}
          {status === 'done' && (
            <p className="font-medium" role="status">
              All clear. Open Punchlist again to load the latest version.
            </p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            {status === 'failed' && (
              <Button onClick={() => void run()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            )}
            {/* a full load, not a client-side navigation: the point is to fetch everything afresh */}
            <Button asChild variant={status === 'done' ? 'default' : 'outline'} size="lg">
              <a href="/">Open Punchlist</a>
            </Button>
          </div>
        </CardContent>
      </Card>
    </PageContainer>
  );
};
