import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/web/components/ui/use-toast';
import { api, getErrorMessage } from '@/web/lib/api-client';
import { USER_QUERY_KEY } from '@/web/lib/auth';
import { hardRedirect } from '@/web/lib/navigation';

export const logout = () => api.post<void>('/api/logout');

/** platform §4: clear the user and all cached data, then go to /. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.clear();
      hardRedirect('/');
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: getErrorMessage(error), variant: 'destructive' });
    },
  });
};
