import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@/contracts/admin';
import { adminQueryDefaults } from './admin-query';
import { ADMIN_PAGE_SIZE } from './get-admin-reports';
import { queryKeys } from '@/web/lib/query-keys';

/** GET /api/admin/users?search=&page=: every account with its report count and credit balance. */
export const adminUsersQueryOptions = (search = '', page = 1) =>
  queryOptions({
    queryKey: [...queryKeys.adminUsers, { search, page, pageSize: ADMIN_PAGE_SIZE }],
    ...adminQueryDefaults<AdminUserList>(),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (search: string, page: number) => useQuery(adminUsersQueryOptions(search, page));
