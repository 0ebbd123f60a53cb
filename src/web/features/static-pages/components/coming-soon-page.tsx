import { ArrowRight, Smartphone } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/web/components/page';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { StoreBadges } from '@/web/components/site/store-badges';

/** /coming-soon: the native apps are not out yet; the web app works on phones today. */
export const ComingSoonPage = () => (
  <PageContainer className="max-w-3xl">
    <PageHeader
      eyebrow="Mobile apps"
      title="Coming Soon"
      description="Punchlist for iPhone and Android is in the works. Until then, the web app does everything on your phone."
    />
    <Card className="grid gap-6 p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Smartphone className="size-6" aria-hidden="true" />
        </span>
        <div className="grid gap-2 text-[15px] leading-relaxed text-muted-foreground">
          <p>
            Open Punchlist in your phone&apos;s browser to upload a report, read the analysis and text contractors. On
            Android and desktop Chrome you can install it to your home screen when your browser offers it; on iPhone,
            use Share → Add to Home Screen in Safari.
          </p>
        </div>
      </div>
      <StoreBadges />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link href="/auth?tab=register">
            Create Free Account
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/blog">Read the blog</Link>
        </Button>
      </div>
    </Card>
  </PageContainer>
);
