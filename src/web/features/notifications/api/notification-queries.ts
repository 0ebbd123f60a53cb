import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@/contracts/account';
import { queryKeys } from '@/web/lib/query-keys';

// Notifications are created on the server as things happen (an analysis finishing, credits, messages), so the
// list is read again every half minute while the app is open; the navigation's unread count comes from it.
export const NOTIFICATIONS_KEY = queryKeys.notifications;
export const NOTIFICATIONS_POLL_MS = 30_000;

export const notificationsQueryOptions = () =>
  queryOptions<Notification[] | null>({
    queryKey: NOTIFICATIONS_KEY,
    staleTime: 5_000,
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());

export const countUnread = (items: readonly Pick<Notification, 'read'>[] | null | undefined): number =>
  Array.isArray(items) ? items.filter((n) => !n.read).length : 0;

export const useUnreadCount = () => countUnread(useNotifications().data);
