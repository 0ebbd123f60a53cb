import { PageContainer, PageHeader } from '@/web/components/page';

// Title only for now: the credits issue builds this page.
export const PurchaseCreditsPage = () => (
  <PageContainer>
    <PageHeader title="Purchase Credits" />
  </PageContainer>
);
