import { detailDownloadName } from '@/contracts/analysis-display';
import { localIsoDate, saveReportDownload } from '@/web/lib/download-analysis';

/** report-lifecycle §7: the detail view saves inspection-analysis-report-{id}-{YYYY-MM-DD}.html */
export const detailViewFilename = (reportId: number, date = new Date()) =>
  detailDownloadName(reportId, localIsoDate(date));

/** GET /api/reports/:id/download, saved under the detail view's name. Throws ApiError on a non-OK answer. */
export const downloadReport = (reportId: number): Promise<void> =>
  saveReportDownload(reportId, detailViewFilename(reportId));
