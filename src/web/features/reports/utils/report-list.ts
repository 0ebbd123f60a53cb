import type { ReportListItem } from '@/contracts/reports';

/** report-lifecycle §4: the list's status labels. */
export const statusLabel = (status: string): string =>
  ({ completed: 'Analysis Complete', processing: 'Analyzing...', failed: 'Analysis Failed' })[status] ?? 'Unknown';

/** Search matches the property address or the file name, ignoring case (report-lifecycle §5). */
export const filterReports = (reports: readonly ReportListItem[], search: string): ReportListItem[] => {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...reports];
  return reports.filter(
    (r) =>
      r.filename.toLowerCase().includes(needle) ||
      (r.enhancedData.propertyAddress ?? '').toLowerCase().includes(needle),
  );
};

export const contractorCount = (report: ReportListItem): number =>
  Object.values(report.enhancedData.contractors).reduce((sum, n) => sum + n, 0);
