import { useParams } from 'wouter';
import { PageContainer, PageHeader } from '@/web/components/page';

// Title only for now: the analysis issue builds this page. The router only matches numeric ids.
export const AnalysisPage = () => {
  const { id } = useParams<{ id: string }>();
  return (
    <PageContainer>
      <PageHeader title="Report Analysis" eyebrow={`Report #${id}`} />
    </PageContainer>
  );
};
