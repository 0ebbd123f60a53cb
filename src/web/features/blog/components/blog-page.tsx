import { PageContainer, PageHeader } from '@/web/components/page';

// Title only for now: the blog issue builds this page.
export const BlogPage = () => (
  <PageContainer>
    <PageHeader title="Home Inspection Insights" />
  </PageContainer>
);
