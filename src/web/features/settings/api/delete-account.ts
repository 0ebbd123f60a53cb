import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast, toastAfterReload } from '@/web/components/ui/use-toast';
import { api, getErrorMessage } from '@/web/lib/api-client';
import { hardRedirect } from '@/web/lib/navigation';

export const deleteAccount = () => api.delete('/api/account');

/** DELETE /api/account: the server deletes everything and signs out; the app starts over at /. */
export const useDeleteAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.clear();
      toastAfterReload({ title: 'Account Deleted', description: 'Your account and all its data have been deleted.' });
      hardRedirect('/');
    },
    onError: (error) =>
      toast({
        title: 'Delete Failed',
        description: getErrorMessage(error, 'We could not delete your account. Please try again.'),
        variant: 'destructive',
      }),
  });
};
