import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_IMAGE_WIDTH } from '@/contracts/report-pages';
import { apiFetch } from '@/web/lib/api-client';

/** The page image's width for this screen, in steps of 200 px so a reopened page is the one the browser kept. */
export const pageImageWidth = (viewportWidth: number, pixelRatio: number): number => {
  const wanted = Math.min(viewportWidth, 1000) * Math.max(1, Math.min(pixelRatio, 2));
  const stepped = Math.ceil(wanted / 200) * 200;
  return Math.min(PAGE_IMAGE_WIDTH.max, Math.max(PAGE_IMAGE_WIDTH.min, stepped));
};

/**
 * GET /api/reports/:id/pages/:page — the page as a PNG blob. A 410 (the file was purged) or 404 is an ApiError
 * carrying the server's message; neither is worth a retry.
 */
export const pageImageQueryOptions = (reportId: number, page: number, width: number) =>
  queryOptions({
    queryKey: ['page-image', reportId, page, width] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch('GET', `/api/reports/${reportId}/pages/${page}?width=${width}`, undefined, { signal })).blob(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const usePageImage = (reportId: number, page: number, width: number, enabled: boolean) =>
  useQuery({ ...pageImageQueryOptions(reportId, page, width), enabled });
