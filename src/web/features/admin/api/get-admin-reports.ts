import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReportList } from '@/contracts/admin';
import { adminQueryDefaults } from './admin-query';
import { queryKeys } from '@/web/lib/query-keys';

export const ADMIN_PAGE_SIZE = 20;
const PROCESSING_POLL_MS = 5000;

/** GET /api/admin/reports?search=&page=: every user's reports; read again every 5 s while one is processing. */
export const adminReportsQueryOptions = (search = '', page = 1) =>
  queryOptions({
    queryKey: [...queryKeys.adminReports, { search, page, pageSize: ADMIN_PAGE_SIZE }],
    ...adminQueryDefaults<AdminReportList>(),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.rows.some((row) => row.status === 'processing') ? PROCESSING_POLL_MS : false,
  });

export const useAdminReports = (search: string, page: number) => useQuery(adminReportsQueryOptions(search, page));
