import { PageContainer, PageHeader } from '@/web/components/page';

// Title only for now: the site issue writes this page.
export const PressPage = () => (
  <PageContainer>
    <PageHeader title="Press Kit" />
  </PageContainer>
);
