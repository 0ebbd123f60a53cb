import type { AnalysisSlots } from '@/web/features/analysis/components/analysis-slots';
import { AnalysisPage } from '@/web/features/analysis/components/analysis-page';
import { ReportMessageLog } from '@/web/features/contractors/components/report-message-log';
import { SendProjectDetailsDialog } from '@/web/features/contractors/components/send-project-details-dialog';
import { TradeContractorList } from '@/web/features/contractors/components/trade-contractor-list';
import { UnlockOffer } from '@/web/features/credits/components/unlock-offer';
import { NegotiationPanel } from '@/web/features/repair-requests/components/negotiation-panel';

// The analysis page composed with what other features add to it (features never import each other).
const slots: AnalysisSlots = {
  negotiation: (reportId) => <NegotiationPanel reportId={reportId} />,
  messageLog: (reportId) => <ReportMessageLog reportId={reportId} />,
  sendProjectDetails: (props) => <SendProjectDetailsDialog {...props} />,
  tradeContractors: (props) => <TradeContractorList {...props} />,
  unlockOffer: (report) => <UnlockOffer report={report} />,
};

export const AnalysisRoute = () => <AnalysisPage slots={slots} />;
