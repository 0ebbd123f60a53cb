import { PageContainer, PageHeader } from '@/web/components/page';

// Title only for now: the site issue writes this page.
export const ComingSoonPage = () => (
  <PageContainer>
    <PageHeader title="Coming Soon" />
  </PageContainer>
);
