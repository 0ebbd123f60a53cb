import { useMutation } from '@tanstack/react-query';
import { toast } from '@/web/components/ui/use-toast';
import { apiFetch, getErrorMessage } from '@/web/lib/api-client';
import { saveFile } from '@/web/lib/save-file';

const filenameFrom = (disposition: string | null): string => {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? `punchlist-export-${new Date().toISOString().slice(0, 10)}.json`;
};

/** GET /api/account/export, saved as the JSON file the server names. */
export const exportAccount = async (): Promise<string> => {
  const response = await apiFetch('GET', '/api/account/export');
  const filename = filenameFrom(response.headers.get('content-disposition'));
  saveFile(await response.blob(), filename);
  return filename;
};

export const useExportAccount = () =>
  useMutation({
    mutationFn: exportAccount,
    onSuccess: (filename) =>
      toast({ title: 'Export Ready', description: `Your data was downloaded as ${filename}.`, variant: 'success' }),
    onError: (error) =>
      toast({
        title: 'Export Failed',
        description: getErrorMessage(error, 'We could not export your data. Please try again.'),
        variant: 'destructive',
      }),
  });
