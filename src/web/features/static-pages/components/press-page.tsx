import { ArrowRight, ExternalLink, Mail, Newspaper } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/web/components/page';
import { POLICIES } from '@/web/components/site/policies';
import { SupportEmailLink } from '@/web/components/site/support-email-link';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';

/** /press: the press kit (a same-origin page in a frame), media contact and a way in. */
export const PressPage = () => (
  <PageContainer>
    <PageHeader
      eyebrow="Press"
      title="Press Kit"
      description="Facts, logos and a short description of Punchlist for journalists and partners."
      actions={
        <Button asChild variant="outline">
          <a href="/press-kit.html" target="_blank" rel="noopener">
            Open in a new tab
            <ExternalLink aria-hidden="true" />
          </a>
        </Button>
      }
    />
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <Card className="overflow-hidden p-0">
        <iframe
          src="/press-kit.html"
          title="Punchlist press kit"
          className="h-[70vh] min-h-[32rem] w-full border-0 bg-white"
          loading="lazy"
        />
      </Card>
      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Mail className="size-5 text-primary" aria-hidden="true" />
              Media contact
            </CardTitle>
            <CardDescription>We answer media requests within {POLICIES.mediaResponseHours} hours.</CardDescription>
          </CardHeader>
          <CardContent>
            <SupportEmailLink
              subject="Press inquiry"
              className="font-medium text-primary underline-offset-4 hover:underline"
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Newspaper className="size-5 text-primary" aria-hidden="true" />
              Try it yourself
            </CardTitle>
            <CardDescription>Create an account and upload an inspection report to see the analysis.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild className="w-full">
              <Link href="/login">
                Get Started
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  </PageContainer>
);
