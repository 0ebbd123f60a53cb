import { useQuery } from '@tanstack/react-query';
import type { ReportListItem } from '@/contracts/reports';
import { queryKeys } from '@/web/lib/query-keys';

/** GET /api/reports — the same key as the reports list, so both share one cache entry. */
export const useReports = () => useQuery<ReportListItem[] | null>({ queryKey: queryKeys.reports });
