import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, User } from '@/contracts/auth';
import { toast } from '@/web/components/ui/use-toast';
import { api, getErrorMessage } from '@/web/lib/api-client';
import { USER_QUERY_KEY } from '@/web/lib/auth';

export const updateProfile = (input: ProfileUpdate) => api.put<User>('/api/auth/profile', input);

/** PUT /api/auth/profile with the spec's toasts (platform §8); the current user is read again on success. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      toast({
        title: 'Profile Updated',
        description: 'Your profile information has been saved successfully.',
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: 'Update Failed',
        description: getErrorMessage(error, 'Failed to save profile changes.'),
        variant: 'destructive',
      });
    },
  });
};
