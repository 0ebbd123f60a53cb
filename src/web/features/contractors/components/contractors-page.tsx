import { PageContainer, PageHeader } from '@/web/components/page';

// Title only for now: the contractors issue builds this page.
export const ContractorsPage = () => (
  <PageContainer>
    <PageHeader title="Contractor Directory" />
  </PageContainer>
);
