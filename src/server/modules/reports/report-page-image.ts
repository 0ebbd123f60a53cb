import { LIMITS } from '@/contracts/common';
import { PAGE_IMAGE_MESSAGES } from '@/contracts/report-pages';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { StorageNotFoundError } from '../../integrations/storage/file-storage';
import { PageRenderTimeout, renderPageInChildProcess } from '../../jobs/render-page-process';
import type { SessionUser } from '../auth/sessions';
import { loadOwnedReport, type ReportRow } from './report-access';
import { FILE_MISSING_MESSAGE } from './report-messages';
import { fileGoneMessage } from './retry-report';

/** Whether a report's pages can be shown: a PDF whose upload is still kept (purge-uploads.ts deletes it). */
export const hasPageImages = (report: Pick<ReportRow, 'mimeType' | 'storageKey'>): boolean =>
  report.mimeType === 'application/pdf' && report.storageKey !== null;

/** Pages drawn at once by this process: each holds a child of the analysis pool (~150 MB) while it draws. */
const MAX_RENDERS_IN_FLIGHT = 2;
const BUSY_MESSAGE = 'Many pages are being drawn right now. Please try again in a moment.';
let inFlight = 0;

/** A browser may keep the image for an hour, and never past the purge of the file it was drawn from. */
const cacheSeconds = (uploadedAt: Date, now: number) =>
  Math.max(
    0,
    Math.min(3600, Math.floor((uploadedAt.getTime() + LIMITS.uploadRetentionHours * 3_600_000 - now) / 1000)),
  );

/**
 * GET /api/reports/:id/pages/:page — page `page` of the viewer's uploaded PDF as a PNG `width` pixels wide, drawn in
 * a child of the analysis pool. 404 for someone else's report (like a missing one), a text upload or a page past
 * the end; 410 once the file is purged (the analysis and its quotes stay).
 */
export const getReportPageImage = async ({
  ctx,
  viewer,
  reportId,
  page,
  width,
}: {
  ctx: Pick<AppContext, 'db' | 'providers' | 'config'>;
  viewer: SessionUser;
  reportId: number;
  page: number;
  width: number;
}): Promise<{ png: Buffer; maxAgeSeconds: number }> => {
  const report = await loadOwnedReport(ctx.db, viewer, reportId);
  if (report.mimeType !== 'application/pdf') throw new AppError('not_found', PAGE_IMAGE_MESSAGES.notPdf);
  if (!report.storageKey) throw new AppError('gone', fileGoneMessage(report));
  if (report.pageCount !== null && page > report.pageCount)
    throw new AppError('not_found', PAGE_IMAGE_MESSAGES.noSuchPage(page, report.pageCount));
  if (inFlight >= MAX_RENDERS_IN_FLIGHT) throw new AppError('unavailable', BUSY_MESSAGE);
  inFlight++;
  try {
    const data = await ctx.providers.storage.get(report.storageKey).catch((error: unknown) => {
      throw error instanceof StorageNotFoundError ? new AppError('gone', FILE_MISSING_MESSAGE) : error;
    });
    const rendered = await renderPageInChildProcess(
      { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), page, width },
      ctx.config,
    ).catch((error: unknown) => {
      throw error instanceof PageRenderTimeout ? new AppError('unavailable', PAGE_IMAGE_MESSAGES.slow) : error;
    });
    if (!rendered.png) throw new AppError('not_found', PAGE_IMAGE_MESSAGES.noSuchPage(page, rendered.pageCount));
    return { png: rendered.png, maxAgeSeconds: cacheSeconds(report.uploadedAt, Date.now()) };
  } finally {
    inFlight--;
  }
};
