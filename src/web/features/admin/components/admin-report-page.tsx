import { PageContainer, PageHeader } from '@/web/components/page';

// Title only for now: the admin issue builds this page.
export const AdminReportPage = () => (
  <PageContainer>
    <PageHeader title="Report Details" />
  </PageContainer>
);
