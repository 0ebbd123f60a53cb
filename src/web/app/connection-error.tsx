import { RefreshCw, WifiOff } from 'lucide-react';
import { BrandLogo } from '@/web/components/brand-logo';
import { Button } from '@/web/components/ui/button';
import { getErrorMessage } from '@/web/lib/api-client';

/** When the session check itself fails (server down, no network) we cannot tell who is signed in: say so. */
export const ConnectionError = ({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) => (
  <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
    <BrandLogo />
    <div className="flex size-12 items-center justify-center rounded-full bg-muted">
      <WifiOff className="size-6 text-muted-foreground" aria-hidden="true" />
    </div>
    <div className="max-w-md space-y-2" role="alert">
      <h1 className="text-xl font-semibold">Punchlist is not responding</h1>
      <p className="text-muted-foreground">{getErrorMessage(error)}</p>
    </div>
    <Button onClick={onRetry} disabled={retrying}>
      <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
      Try again
    </Button>
  </div>
);
