import { PageContainer, PageHeader } from '@/web/components/page';

// Title only for now: the site issue writes this page.
export const TermsPage = () => (
  <PageContainer>
    <PageHeader title="Terms of Service" />
  </PageContainer>
);
