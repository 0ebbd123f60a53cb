import { Link, useLocation } from 'wouter';
import { BrandLogo } from '@/web/components/brand-logo';
import { Button } from '@/web/components/ui/button';

/** Visitors' top bar on every page except the landing page (which has its own). */
export const VisitorHeader = () => {
  const [location] = useLocation();
  const onAuthPage = location === '/auth';
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link href="/" aria-label="Punchlist home" className="mr-auto rounded-md">
          <BrandLogo />
        </Link>
        {!onAuthPage && (
          <>
            <Button asChild variant="ghost" size="sm">
              <Link href="/auth">Sign In</Link>
            </Button>
            <Button asChild size="sm">
              <Link href="/auth?tab=register">Get Started</Link>
            </Button>
          </>
        )}
      </div>
    </header>
  );
};
