import { toast } from '@/web/components/ui/use-toast';

/** Puts text on the clipboard and says so (or says it could not: an insecure origin, a denied permission). */
export const copyText = async (text: string, what: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: `${what} copied to the clipboard.`, variant: 'success' });
    return true;
  } catch {
    toast({
      title: 'Could not copy',
      description: 'Your browser did not allow copying. Select the text and copy it yourself.',
      variant: 'destructive',
    });
    return false;
  }
};
