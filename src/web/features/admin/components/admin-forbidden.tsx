import { House, ShieldX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/hooks/use-document-title';

/** The 403 page: a signed-in user without the admin role (the server refuses these calls too). */
export const AdminForbidden = () => {
  useDocumentTitle('Access Denied');
  return (
    <div
      className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center sm:py-32"
      data-testid="admin-forbidden"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldX className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wider text-destructive uppercase">403</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight sm:text-4xl">Access denied</h1>
      <p className="mt-4 text-muted-foreground">
        This page is for Punchlist administrators. Your account doesn&apos;t have access to it.
      </p>
      <Button asChild className="mt-8">
        <Link href="/">
          <House aria-hidden="true" />
          Go to home
        </Link>
      </Button>
    </div>
  );
};
