import { useState } from 'react';
import type { ReportListItem } from '@/contracts/reports';

/**
 * report-lifecycle §4: after Retry or Refresh the client marks the report as being re-analysed until the list
 * shows it completed or failed — in a list read after the marking, so the old 'completed' does not end it at once.
 */
export const useReanalysisMarkers = (dataUpdatedAt: number) => {
  const [markedAt, setMarkedAt] = useState<Record<number, number>>({});
  return {
    mark: (reportId: number) => setMarkedAt((m) => ({ ...m, [reportId]: Date.now() })),
    isReanalyzing: (report: ReportListItem): boolean => {
      const since = markedAt[report.id];
      if (since === undefined) return false;
      return report.status === 'processing' || dataUpdatedAt <= since;
    },
  };
};
