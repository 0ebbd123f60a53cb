import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportPage } from '@/contracts/reports';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const RECENT_REPORTS_LIMIT = 3;

/** GET /api/reports?limit=3 — the newest reports for the home screen (one small page, not the whole list). */
export const recentReportsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.recentReports,
    queryFn: () => api.get<ReportPage>(`/api/reports?limit=${RECENT_REPORTS_LIMIT}`),
    staleTime: 0,
  });

export const useRecentReports = () => useQuery(recentReportsQueryOptions());
