import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportPage } from '@/contracts/reports';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** GET /api/reports?limit=1 — the newest report, whose property address the directory starts from. */
export const latestReportQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.latestReport,
    queryFn: () => api.get<ReportPage>('/api/reports?limit=1'),
  });

export const useLatestReport = () => useQuery(latestReportQueryOptions());
