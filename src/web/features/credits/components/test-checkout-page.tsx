import { PageContainer, PageHeader } from '@/web/components/page';

// Title only for now: the credits issue builds this page.
export const TestCheckoutPage = () => (
  <PageContainer>
    <PageHeader title="Test Checkout" />
  </PageContainer>
);
