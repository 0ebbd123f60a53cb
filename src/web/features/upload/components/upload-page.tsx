import { PageContainer, PageHeader } from '@/web/components/page';

// Title only for now: the upload issue builds this page (signed-in home).
export const UploadPage = () => (
  <PageContainer>
    <PageHeader title="AI-Powered Home Inspection Analysis" />
  </PageContainer>
);
