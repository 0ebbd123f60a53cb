import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeRequest, PasswordChangeRequest, User } from '@/contracts/auth';
import { toast, toastAfterReload } from '@/web/components/ui/use-toast';
import { api, getErrorMessage } from '@/web/lib/api-client';
import { USER_QUERY_KEY } from '@/web/lib/auth';
import { hardRedirect } from '@/web/lib/navigation';

export const changePassword = (input: PasswordChangeRequest) => api.post<void>('/api/auth/password', input);
export const changeEmail = (input: EmailChangeRequest) => api.put<User>('/api/auth/email', input);
export const signOutEverywhere = () => api.post<void>('/api/auth/sign-out-everywhere');

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: getErrorMessage(error), variant: 'destructive' });

/** POST /api/auth/password: other devices are signed out; this one carries on (the server renews its cookie). */
export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: () =>
      toast({
        title: 'Password Changed',
        description: 'Your new password is set. Other devices were signed out.',
        variant: 'success',
      }),
    onError: failed('Password Not Changed'),
  });

/** PUT /api/auth/email: the new address signs in and receives reset links; the old one is told. */
export const useChangeEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: async (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      toast({ title: 'Email Changed', description: `Your email address is now ${user.email}.`, variant: 'success' });
    },
    onError: failed('Email Not Changed'),
  });
};

/** POST /api/auth/sign-out-everywhere: every session ends, this one too; the app starts over at /auth. */
export const useSignOutEverywhere = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      queryClient.clear();
      toastAfterReload({ title: 'Signed Out Everywhere', description: 'Every device was signed out of your account.' });
      hardRedirect('/auth');
    },
    onError: failed('Sign Out Failed'),
  });
};
