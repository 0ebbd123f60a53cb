import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '@/contracts/auth';
import { toast, toastAfterReload } from '@/web/components/ui/use-toast';
import { api, getErrorMessage } from '@/web/lib/api-client';
import { USER_QUERY_KEY } from '@/web/lib/auth';
import { hardRedirect } from '@/web/lib/navigation';

export const login = (input: LoginRequest) => api.post<AuthResponse>('/api/login', input);

/** platform §4: store the user, refresh current-user data, then a full redirect to /. */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      toastAfterReload({ title: 'Welcome back!', variant: 'success' });
      hardRedirect('/');
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: getErrorMessage(error), variant: 'destructive' });
    },
  });
};
