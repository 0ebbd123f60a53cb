import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminEmailList } from '@/contracts/admin';
import { adminQueryDefaults } from './admin-query';
import { ADMIN_PAGE_SIZE } from './get-admin-reports';
import { queryKeys } from '@/web/lib/query-keys';

/** GET /api/admin/emails?search=&page=: emails to users (password resets, account notices), newest first. */
export const adminEmailsQueryOptions = (search = '', page = 1) =>
  queryOptions({
    queryKey: [...queryKeys.adminEmails, { search, page, pageSize: ADMIN_PAGE_SIZE }],
    ...adminQueryDefaults<AdminEmailList>(),
    placeholderData: keepPreviousData,
  });

export const useAdminEmails = (search: string, page: number) => useQuery(adminEmailsQueryOptions(search, page));
