import { PageContainer, PageHeader } from '@/web/components/page';

// Title only for now: the admin issue builds this page.
export const AdminBniTestPage = () => (
  <PageContainer>
    <PageHeader title="Cost Match Test" />
  </PageContainer>
);
