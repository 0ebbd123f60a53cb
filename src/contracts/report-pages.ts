import { z } from 'zod';
import { IdParamSchema } from './common';

/** Far above any inspection report (the longest in the corpus has 100-odd pages); a bound, not a promise. */
export const MAX_REPORT_PAGE = 2000;
/** Page image widths in pixels: a phone's screen at the least, a desktop dialog at 2× at the most. */
export const PAGE_IMAGE_WIDTH = { min: 320, max: 1600, default: 1000 } as const;

/** GET /api/reports/:id/pages/:page — one page of the uploaded PDF as a PNG. */
export const ReportPageParamsSchema = IdParamSchema.extend({
  page: z.coerce.number().int().min(1, 'Pages are numbered from 1.').max(MAX_REPORT_PAGE),
});
export const ReportPageQuerySchema = z.object({
  width: z.coerce.number().int().min(PAGE_IMAGE_WIDTH.min).max(PAGE_IMAGE_WIDTH.max).default(PAGE_IMAGE_WIDTH.default),
});

export const PAGE_IMAGE_MESSAGES = {
  notPdf: 'This report was uploaded as text: it has no pages to show.',
  noSuchPage: (page: number, pages: number) => `This report has ${pages} pages; there is no page ${page}.`,
  slow: 'This page took too long to draw. Please try again in a moment.',
} as const;
