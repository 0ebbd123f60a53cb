import { detailDownloadName } from '@/contracts/analysis-display';
import { apiFetch } from '@/web/lib/api-client';

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD in the user's own calendar: the day they saved the file. */
export const localIsoDate = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** report-lifecycle §7: the detail view saves inspection-analysis-report-{id}-{YYYY-MM-DD}.html */
export const detailViewFilename = (reportId: number, date = new Date()) =>
  detailDownloadName(reportId, localIsoDate(date));

/** GET /api/reports/:id/download, saved under the detail view's name. Throws ApiError on a non-OK answer. */
export const downloadReport = async (reportId: number): Promise<void> => {
  const response = await apiFetch('GET', `/api/reports/${reportId}/download`);
  const href = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = detailViewFilename(reportId);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // the browser reads the blob after click() returns: revoke it a little later
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
};
