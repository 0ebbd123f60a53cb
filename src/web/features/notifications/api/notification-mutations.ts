import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@/contracts/account';
import { NOTIFICATIONS_KEY } from './notification-queries';
import { toast } from '@/web/components/ui/use-toast';
import { api, getErrorMessage } from '@/web/lib/api-client';

// PATCH /api/notifications/:id, POST /api/notifications/read-all, DELETE /api/notifications/:id: the list (and the
// navigation's unread count) changes at once and is read again from the server afterwards.

export const markNotificationRead = (id: number) => api.patch<Notification>(`/api/notifications/${id}`, { read: true });
export const markAllNotificationsRead = () => api.post<{ updated: number }>('/api/notifications/read-all');
export const deleteNotification = (id: number) => api.delete(`/api/notifications/${id}`);

const edit = (queryClient: QueryClient, change: (items: Notification[]) => Notification[]) => {
  const previous = queryClient.getQueryData<Notification[] | null>(NOTIFICATIONS_KEY);
  if (Array.isArray(previous)) queryClient.setQueryData(NOTIFICATIONS_KEY, change(previous));
  return { previous };
};

const useNotificationMutation = <V>(
  mutationFn: (variables: V) => Promise<unknown>,
  change: (items: Notification[], variables: V) => Notification[],
  failure: string,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      return edit(queryClient, (items) => change(items, variables));
    },
    onError: (error, _variables, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(NOTIFICATIONS_KEY, context.previous);
      toast({ title: 'Something went wrong', description: getErrorMessage(error, failure), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};

export const useMarkNotificationRead = () =>
  useNotificationMutation(
    markNotificationRead,
    (items, id: number) => items.map((n) => (n.id === id ? { ...n, read: true } : n)),
    'The notification could not be marked as read.',
  );

export const useMarkAllNotificationsRead = () =>
  useNotificationMutation(
    (_: void) => markAllNotificationsRead(),
    (items) => items.map((n) => ({ ...n, read: true })),
    'The notifications could not be marked as read.',
  );

export const useDeleteNotification = () =>
  useNotificationMutation(
    deleteNotification,
    (items, id: number) => items.filter((n) => n.id !== id),
    'The notification could not be deleted.',
  );
