import { UnlockReportDialog } from '@/web/features/credits/components/unlock-report-dialog';
import { ReportsPage, type UnlockRequest } from '@/web/features/reports/components/reports-page';

// The reports list composed with the credits feature's unlock dialog (features never import each other).
const unlockDialog = ({ report, after }: UnlockRequest, onClose: () => void) => (
  <UnlockReportDialog open onOpenChange={(open) => !open && onClose()} report={report} after={after} />
);

export const ReportsRoute = () => <ReportsPage unlockDialog={unlockDialog} />;
