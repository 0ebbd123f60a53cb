import { AnalysisPage } from '@/web/features/analysis/components/analysis-page';
import { NegotiationPanel } from '@/web/features/repair-requests/components/negotiation-panel';

// The analysis page composed with what other features add to it (features never import each other).
export const AnalysisRoute = () => (
  <AnalysisPage negotiation={(reportId) => <NegotiationPanel reportId={reportId} />} />
);
