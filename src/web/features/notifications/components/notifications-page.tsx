import { PageContainer, PageHeader } from '@/web/components/page';

// Title only for now: the notifications issue builds this page.
export const NotificationsPage = () => (
  <PageContainer>
    <PageHeader title="Notifications" />
  </PageContainer>
);
