import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { useLogout } from '../api/logout';

/** /logout: signs out as soon as it opens (platform §2), then the mutation sends the browser to /. */
export const LogoutPage = () => {
  useDocumentTitle('Logging Out');
  const logoutMutation = useLogout();
  const started = useRef(false);
  const { mutate } = logoutMutation;

  useEffect(() => {
    // once per visit, even when StrictMode runs effects twice
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (logoutMutation.isError) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">We couldn&apos;t log you out</h1>
        <p className="text-muted-foreground">
          Please try again. If it keeps failing, the sign-out link below always works.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => mutate()}>Try again</Button>
          <Button variant="outline" asChild>
            <a href="/api/logout">Sign out another way</a>
          </Button>
          <Button variant="ghost" asChild>
            <Link href="/">Back to home</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center justify-center gap-4 px-4 py-32 text-center" role="status">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <h1 className="text-xl font-semibold">Logging Out...</h1>
    </div>
  );
};
