import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, RegisterRequest } from '@/contracts/auth';
import { toast, toastAfterReload } from '@/web/components/ui/use-toast';
import { api, getErrorMessage } from '@/web/lib/api-client';
import { USER_QUERY_KEY } from '@/web/lib/auth';
import { hardRedirect } from '@/web/lib/navigation';

export const register = (input: RegisterRequest) => api.post<AuthResponse>('/api/register', input);

/** platform §4: registration stores the user (the server has signed them in) and goes to /. */
export const useRegister = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toastAfterReload({ title: 'Account created!', variant: 'success' });
      hardRedirect('/');
    },
    onError: (error) => {
      toast({ title: 'Registration failed', description: getErrorMessage(error), variant: 'destructive' });
    },
  });
};
