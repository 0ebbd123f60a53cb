import { PageContainer, PageHeader } from '@/web/components/page';

// Title only for now: the credits issue builds this page.
export const CreditsPage = () => (
  <PageContainer>
    <PageHeader title="Credits" />
  </PageContainer>
);
