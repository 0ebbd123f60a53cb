import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportStatusResponse } from '@/contracts/reports';
import { getQueryFn, isApiError } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const STATUS_POLL_MS = 2000;
const STATUS_RETRIES = 3;

/** GET /api/reports/:id/status — polled every 2 s while processing, retried 3 times (report-lifecycle §7). */
export const reportStatusQueryOptions = (reportId: number) =>
  queryOptions<ReportStatusResponse | null>({
    queryKey: queryKeys.reportStatus(reportId),
    queryFn: getQueryFn<ReportStatusResponse>({ on401: 'throw' }),
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? STATUS_POLL_MS : false),
    // a 404 (not mine, or gone) is final; anything else is worth three more tries
    retry: (failureCount, error) =>
      failureCount < STATUS_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500),
    staleTime: 0,
  });

export const useReportStatus = (reportId: number | null) =>
  useQuery({ ...reportStatusQueryOptions(reportId ?? 0), enabled: reportId !== null });
