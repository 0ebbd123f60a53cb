import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportListItem } from '@/contracts/reports';

export const REPORTS_KEY = ['/api/reports'] as const;
export const REPORTS_POLL_MS = 5000;

/** GET /api/reports — the list, polled every 5 s (report-lifecycle §7). */
export const reportsQueryOptions = () =>
  queryOptions<ReportListItem[] | null>({ queryKey: REPORTS_KEY, refetchInterval: REPORTS_POLL_MS, staleTime: 0 });

export const useReports = () => useQuery(reportsQueryOptions());
