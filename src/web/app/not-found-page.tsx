import { ArrowLeft, House } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/hooks/use-document-title';

/** Signed-in users on an unknown path (visitors get the landing page instead). */
export const NotFoundPage = () => {
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold tracking-wider text-primary uppercase">404</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-muted-foreground">
        We couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link href="/">
            <House aria-hidden="true" />
            Go to home
          </Link>
        </Button>
        <Button variant="outline" onClick={() => window.history.back()}>
          <ArrowLeft aria-hidden="true" />
          Go back
        </Button>
      </div>
    </div>
  );
};
