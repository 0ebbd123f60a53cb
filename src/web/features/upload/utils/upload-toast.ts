import { dismissToast } from '@/web/components/ui/use-toast';

// The 'Upload successful … being analyzed' toast is out of date once the analysis finishes: the upload panel
// remembers it, the analysis panel closes it when the report completes (or fails).
let uploadToastId: string | undefined;

export const rememberUploadToast = (id: string) => {
  uploadToastId = id;
};

export const dismissUploadToast = () => {
  if (uploadToastId === undefined) return;
  dismissToast(uploadToastId);
  uploadToastId = undefined;
};
