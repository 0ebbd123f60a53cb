import type { ReportListItem } from '@/contracts/reports';

/** report-lifecycle §4: the list's status labels. */
export const statusLabel = (status: string): string =>
  ({ completed: 'Analysis Complete', processing: 'Analyzing...', failed: 'Analysis Failed' })[status] ?? 'Unknown';

export const contractorCount = (report: ReportListItem): number =>
  Object.values(report.enhancedData.contractors).reduce((sum, n) => sum + n, 0);
