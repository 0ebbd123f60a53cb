import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReportPage } from '@/contracts/reports';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The plain list's key (other features read the whole list under it): invalidating it reaches the pages too. */
export const REPORTS_KEY = queryKeys.reports;
export const REPORT_PAGES_KEY = queryKeys.reportPages;
export const REPORTS_POLL_MS = 5000;

export const getReportsPage = ({ limit, cursor, q }: { limit: number; cursor: string | null; q: string }) => {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  if (q) params.set('q', q);
  return api.get<ReportPage>(`/api/reports?${params.toString()}`);
};

/**
 * GET /api/reports?limit=&cursor=&q= — the list one page at a time ("Load more" adds the next), searched on the
 * server; the loaded pages are polled every 5 s (report-lifecycle §7).
 */
export const reportPagesQueryOptions = ({ limit, q }: { limit: number; q: string }) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.reportPages, { limit, q }],
    queryFn: ({ pageParam }) => getReportsPage({ limit, cursor: pageParam, q }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: REPORTS_POLL_MS,
    staleTime: 0,
  });

export const useReportPages = (params: { limit: number; q: string }) =>
  useInfiniteQuery(reportPagesQueryOptions(params));
