import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/web/components/page';
import { Button } from '@/web/components/ui/button';

// Title only for now: the blog issue renders the post for this slug (or 'Post Not Found').
export const BlogPostPage = () => (
  <PageContainer>
    <Button asChild variant="ghost" size="sm" className="mb-6 -ml-3">
      <Link href="/blog">
        <ArrowLeft aria-hidden="true" />
        Back to blog
      </Link>
    </Button>
    <PageHeader title="Home Inspection Insights" />
  </PageContainer>
);
