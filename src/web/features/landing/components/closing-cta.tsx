import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { StoreBadges } from '@/web/components/site/store-badges';
import { Button } from '@/web/components/ui/button';

export const ClosingCta = () => (
  <section aria-labelledby="cta-title" className="py-16 sm:py-24">
    <div className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-3xl border bg-card px-6 py-14 text-center shadow-sm sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_0%,color-mix(in_oklch,var(--primary)_14%,transparent),transparent)]"
        />
        <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          Turn your inspection report into a plan
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">
          Create a free account, upload your report and see what needs attention first.
        </p>
        <div className="mt-8 flex justify-center">
          <Button asChild size="lg" className="h-12 px-7 text-base">
            <Link href="/auth?tab=register">
              Create Free Account
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <StoreBadges className="mt-10 justify-center" />
      </div>
    </div>
  </section>
);
