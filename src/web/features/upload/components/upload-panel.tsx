import { useQueryClient } from '@tanstack/react-query';
import { FileText, LoaderCircle, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Progress } from '@/web/components/ui/progress';
import { toast } from '@/web/components/ui/use-toast';
import { getErrorMessage } from '@/web/lib/api-client';
import { cn } from '@/web/lib/utils';
import { ONBOARDING_KEY } from '../api/get-onboarding';
import { useUploadReport } from '../api/upload-report';
import {
  ACCEPTED_TYPES,
  formatFileSize,
  MAX_UPLOAD_BYTES,
  rejectionMessage,
  UPLOAD_ERROR_TITLE,
} from '../utils/upload-errors';
import { rememberUploadToast } from '../utils/upload-toast';
import { queryKeys } from '@/web/lib/query-keys';

/** report-lifecycle §4/§9: +10 every 200 ms up to 90, 100 on success, back to 0 two seconds after the end. */
export const PROGRESS_TICK_MS = 200;
export const PROGRESS_STEP = 10;
export const PROGRESS_CAP = 90;
export const RESET_DELAY_MS = 2000;

export interface UploadPanelProps {
  onUploaded: (report: { reportId: number; filename: string }) => void;
  /** the file being uploaded (null once the panel resets), for the preview card */
  onFileChange?: (file: File | null) => void;
}

export const UploadPanel = ({ onUploaded, onFileChange }: UploadPanelProps) => {
  const queryClient = useQueryClient();
  const upload = useUploadReport();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'succeeded' | 'failed'>('idle');
  const tick = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const reset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const uploading = upload.isPending;

  useEffect(
    () => () => {
      clearInterval(tick.current);
      clearTimeout(reset.current);
    },
    [],
  );

  const finish = (succeeded: boolean) => {
    clearInterval(tick.current);
    if (succeeded) setProgress(100);
    setPhase(succeeded ? 'succeeded' : 'failed');
    reset.current = setTimeout(() => {
      setPhase('idle');
      setProgress(0);
      setFile(null);
      onFileChange?.(null);
      upload.reset();
    }, RESET_DELAY_MS);
  };

  const start = (chosen: File) => {
    clearTimeout(reset.current);
    setFile(chosen);
    onFileChange?.(chosen);
    setProgress(0);
    setPhase('uploading');
    clearInterval(tick.current);
    tick.current = setInterval(() => setProgress((p) => Math.min(PROGRESS_CAP, p + PROGRESS_STEP)), PROGRESS_TICK_MS);
    upload.mutate(chosen, {
      onSuccess: ({ reportId }) => {
        finish(true);
        rememberUploadToast(
          toast({
            title: 'Upload successful',
            description: 'Your inspection report is being analyzed...',
            variant: 'success',
          }).id,
        );
        void queryClient.invalidateQueries({ queryKey: ONBOARDING_KEY });
        void queryClient.invalidateQueries({ queryKey: queryKeys.reports, exact: true });
        onUploaded({ reportId, filename: chosen.name });
      },
      onError: (error) => {
        finish(false);
        toast({
          title: 'Upload Failed',
          description: getErrorMessage(error, 'Failed to upload report'),
          variant: 'destructive',
        });
      },
    });
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPTED_TYPES,
    maxSize: MAX_UPLOAD_BYTES,
    maxFiles: 1,
    multiple: false,
    disabled: uploading,
    noKeyboard: true,
    onDropAccepted: (files) => {
      if (files[0]) start(files[0]);
    },
    onDropRejected: (rejections) =>
      toast({ title: UPLOAD_ERROR_TITLE, description: rejectionMessage(rejections[0]), variant: 'destructive' }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload Inspection Report</CardTitle>
        <CardDescription>We find the deficiencies, estimate repair costs and match local contractors.</CardDescription>
      </CardHeader>
      <CardContent>
        <div
          {...getRootProps({
            'aria-label': 'Upload area',
            'aria-disabled': uploading,
            'data-testid': 'upload-dropzone',
          })}
          className={cn(
            'flex min-h-56 cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-border bg-muted/40 px-6 py-10 text-center transition-colors hover:border-primary/60 hover:bg-primary/5',
            isDragActive && 'border-primary bg-primary/10',
            uploading && 'cursor-not-allowed opacity-80 hover:border-border hover:bg-muted/40',
          )}
        >
          <input {...getInputProps({ 'aria-label': 'Inspection report file' })} />
          {phase !== 'idle' && file ? (
            <div className="w-full max-w-sm space-y-3" aria-live="polite">
              <div className="flex items-center justify-center gap-2">
                <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="truncate font-medium" title={file.name}>
                  {file.name}
                </span>
              </div>
              <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
                {phase === 'uploading' && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
                {phase === 'uploading' ? 'Uploading...' : phase === 'succeeded' ? 'Upload complete' : 'Upload failed'}
              </p>
              <Progress value={progress} aria-label="Upload progress" />
              <p className="text-xs text-muted-foreground tabular-nums">
                {progress}% · {formatFileSize(file.size)}
              </p>
            </div>
          ) : isDragActive ? (
            <>
              <Upload className="size-10 text-primary" aria-hidden="true" />
              <p className="text-lg font-medium">Drop the file here</p>
              <p className="text-sm text-muted-foreground">Release to upload your inspection report</p>
            </>
          ) : (
            <>
              <span className="flex size-14 items-center justify-center rounded-full bg-primary/10">
                <Upload className="size-7 text-primary" aria-hidden="true" />
              </span>
              <p className="text-lg font-medium">Drop your inspection report here</p>
              <p className="text-sm text-muted-foreground">or click to browse files</p>
              <p className="text-xs text-muted-foreground">Supports PDF and text files up to 25MB</p>
              <Button
                type="button"
                className="mt-2"
                disabled={uploading}
                onClick={(event) => {
                  event.stopPropagation();
                  open();
                }}
              >
                Choose File
              </Button>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
};
