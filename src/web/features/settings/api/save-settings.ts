import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@/contracts/account';
import { SETTINGS_KEY } from './settings-queries';
import { toast } from '@/web/components/ui/use-toast';
import { api, getErrorMessage } from '@/web/lib/api-client';
import { applyTheme } from '@/web/lib/theme';

export const saveSettings = (settings: Settings) => api.put<Settings>('/api/settings', settings);

/** PUT /api/settings (the whole object); the saved theme applies at once. */
export const useSaveSettings = ({ successTitle = 'Settings Saved' }: { successTitle?: string } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      applyTheme(saved.preferences.theme);
      toast({ title: successTitle, description: 'Your preferences have been saved.', variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: 'Save Failed',
        description: getErrorMessage(error, 'Failed to save settings.'),
        variant: 'destructive',
      });
    },
  });
};
