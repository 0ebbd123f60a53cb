import { ArrowRight, ChevronRight, Clock, PlayCircle, ShieldCheck, Wallet } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'wouter';
import { POLICIES } from '@/web/components/site/policies';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { BlogTeasers } from './blog-teasers';
import { ClosingCta } from './closing-cta';
import { ComparisonTable } from './comparison-table';
import { FeatureGrid } from './feature-grid';
import { LandingFaq } from './landing-faq';
import { LandingNav } from './landing-nav';
import { OutOfNetworkSection } from './out-of-network-section';
import { ScenariosSection } from './scenarios-section';
import { StatsSection } from './stats-section';

// the demo's slides are only fetched when someone opens it
const DemoDialog = lazy(async () => ({ default: (await import('./demo-dialog')).DemoDialog }));

// Only what the spec states as policy; measured figures (speed) appear in the stats when there are enough.
const FACTS = [
  { icon: Wallet, text: 'No subscription — credits never expire' },
  { icon: ShieldCheck, text: 'Out-of-network contractors, no referral fees' },
  { icon: Clock, text: `Uploaded reports deleted after ${POLICIES.uploadRetentionHours} hours` },
] as const;

/** The visitors' home page (platform §2 Landing page). */
export const LandingPage = () => {
  useDocumentTitle();
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoLoaded, setDemoLoaded] = useState(false);

  return (
    <>
      <LandingNav />
      <div className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklch,var(--primary)_14%,transparent),transparent)]"
        />
        <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-20 sm:px-6 sm:pb-28 lg:px-8">
          <nav aria-label="Breadcrumb">
            <ol className="flex items-center gap-1 text-sm text-muted-foreground">
              <li>
                <Link href="/" className="rounded hover:text-foreground">
                  Home
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
              <li aria-current="page" className="text-foreground">
                AI Home Inspection Analysis
              </li>
            </ol>
          </nav>

          <section className="mx-auto mt-14 max-w-3xl text-center sm:mt-20" aria-labelledby="hero-title">
            <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm font-medium text-muted-foreground shadow-xs">
              <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
              AI home inspection analysis
            </p>
            <h1
              id="hero-title"
              className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              Know what your inspection report means — and what it will cost
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
              Upload your home inspection report. Get every deficiency by category and severity, regional repair cost
              estimates and local contractors to call — with the inspector&apos;s own words and page numbers.
            </p>
            <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
              <Button asChild size="lg" className="h-12 px-7 text-base">
                <Link href="/auth?tab=register">
                  Create Free Account
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button
                size="lg"
                variant="outline"
                className="h-12 px-7 text-base"
                onClick={() => {
                  setDemoLoaded(true);
                  setDemoOpen(true);
                }}
              >
                <PlayCircle aria-hidden="true" />
                View Demo
              </Button>
            </div>
            <ul className="mt-12 flex flex-col items-center justify-center gap-x-8 gap-y-3 text-sm text-muted-foreground sm:flex-row sm:flex-wrap">
              {FACTS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-2">
                  <Icon className="size-4 text-primary" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      {/* the spec's order: features, blog teasers, testimonials, stats, comparison, out-of-network, FAQ, call to action */}
      <FeatureGrid />
      <BlogTeasers />
      <ScenariosSection />
      <StatsSection />
      <ComparisonTable />
      <OutOfNetworkSection />
      <LandingFaq />
      <ClosingCta />
      {demoLoaded && (
        <Suspense fallback={null}>
          <DemoDialog open={demoOpen} onOpenChange={setDemoOpen} />
        </Suspense>
      )}
    </>
  );
};
