import { apiFetch } from './api-client';
import { saveFile } from './save-file';

/** The toast of a failed download, wherever a report is downloaded from (the list, the detail view, the unlock). */
export const DOWNLOAD_COPY = {
  failedTitle: 'Download Failed',
  failed: 'Failed to download the report.',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD in the user's own calendar (the day they downloaded it). */
export const localIsoDate = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** report-lifecycle §7: saved from the list as {filename without extension}-analysis-{YYYY-MM-DD}.html */
export const analysisDownloadName = (filename: string | null | undefined, date = new Date()): string => {
  const base = (filename ?? '').trim().replace(/\.[^./\\]+$/, '') || 'inspection-report';
  return `${base}-analysis-${localIsoDate(date)}.html`;
};

/** GET /api/reports/:id/download and save the file as `saveAs`. Throws ApiError on a non-OK answer. */
export const saveReportDownload = async (reportId: number, saveAs: string): Promise<void> => {
  const response = await apiFetch('GET', `/api/reports/${reportId}/download`);
  saveFile(await response.blob(), saveAs);
};

/** The reports list's download (the caller shows 'Download Failed' on error). */
export const downloadAnalysis = (reportId: number, filename: string | null | undefined): Promise<void> =>
  saveReportDownload(reportId, analysisDownloadName(filename));
