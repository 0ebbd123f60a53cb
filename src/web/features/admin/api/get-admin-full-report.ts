import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFullReport } from '@/contracts/admin';
import { adminQueryDefaults } from './admin-query';
import { queryKeys } from '@/web/lib/query-keys';

const PROCESSING_POLL_MS = 3000;

/** GET /api/admin/reports/:id/full: any user's report in full; read again while it is being analysed. */
export const adminFullReportQueryOptions = (reportId: number) =>
  queryOptions({
    queryKey: queryKeys.adminFullReport(reportId),
    ...adminQueryDefaults<AdminFullReport>(),
    refetchInterval: (query) => (query.state.data?.report.status === 'processing' ? PROCESSING_POLL_MS : false),
  });

export const useAdminFullReport = (reportId: number | null) =>
  useQuery({ ...adminFullReportQueryOptions(reportId ?? 0), enabled: reportId !== null });
