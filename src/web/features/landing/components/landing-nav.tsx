import { Link } from 'wouter';
import { BrandLogo } from '@/web/components/brand-logo';
import { Button } from '@/web/components/ui/button';

export const LandingNav = () => (
  <header className="sticky top-0 z-40 border-b border-border/60 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
    <nav aria-label="Main" className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:px-6 lg:px-8">
      <Link href="/" aria-label="Punchlist home" className="mr-auto rounded-md">
        <BrandLogo />
      </Link>
      <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
        <Link href="/blog">Blog</Link>
      </Button>
      <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
        <Link href="/press">Press</Link>
      </Button>
      <Button asChild variant="ghost" size="sm">
        <Link href="/auth">Sign In</Link>
      </Button>
      <Button asChild size="sm">
        <Link href="/auth?tab=register">Get Started</Link>
      </Button>
    </nav>
  </header>
);
