import { PageContainer, PageHeader } from '@/web/components/page';

// Title only for now: the reports issue builds this page.
export const ReportsPage = () => (
  <PageContainer>
    <PageHeader title="Inspection Analysis Reports" />
  </PageContainer>
);
