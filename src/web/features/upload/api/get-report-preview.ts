import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Analysis } from '@/contracts/reports';
import { getQueryFn } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/**
 * GET /api/reports/:id/analysis — the preview card's file name, date, address and (once completed) the figures the
 * user may see. Same key as the analysis page, so both share one cache entry.
 */
export const reportPreviewQueryOptions = (reportId: number) =>
  queryOptions<Analysis | null>({
    queryKey: queryKeys.reportAnalysis(reportId),
    queryFn: getQueryFn<Analysis>({ on401: 'throw' }),
    retry: false,
  });

export const useReportPreview = (reportId: number | null) =>
  useQuery({ ...reportPreviewQueryOptions(reportId ?? 0), enabled: reportId !== null });
