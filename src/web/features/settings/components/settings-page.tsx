import { PageContainer, PageHeader } from '@/web/components/page';

// Title only for now: the settings issue builds this page.
export const SettingsPage = () => (
  <PageContainer>
    <PageHeader title="Settings" />
  </PageContainer>
);
