import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMessageList } from '@/contracts/admin';
import { adminQueryDefaults } from './admin-query';
import { ADMIN_PAGE_SIZE } from './get-admin-reports';
import { queryKeys } from '@/web/lib/query-keys';

/** GET /api/admin/messages?search=&page=: the SMS outbox, newest first. */
export const adminMessagesQueryOptions = (search = '', page = 1) =>
  queryOptions({
    queryKey: [...queryKeys.adminMessages, { search, page, pageSize: ADMIN_PAGE_SIZE }],
    ...adminQueryDefaults<AdminMessageList>(),
    placeholderData: keepPreviousData,
  });

export const useAdminMessages = (search: string, page: number) => useQuery(adminMessagesQueryOptions(search, page));
