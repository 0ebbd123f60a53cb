import { useMutation } from '@tanstack/react-query';
import type { UploadResponse } from '@/contracts/reports';
import { api } from '@/web/lib/api-client';

/** report-lifecycle §7/§9: 3 attempts; a 401 with attempts left waits attempt × 500 ms and tries again. */
export const UPLOAD_ATTEMPTS = 3;
export const UPLOAD_BACKOFF_MS = 500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** POST /api/reports/upload (multipart field `file`) → {reportId}. */
export const uploadReport = async (
  file: File,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<UploadResponse> => {
  for (let attempt = 1; ; attempt++) {
    try {
      const form = new FormData();
      form.append('file', file);
      return await api.post<UploadResponse>('/api/reports/upload', form);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt < UPLOAD_ATTEMPTS && message.includes('401')) {
        await sleep(attempt * UPLOAD_BACKOFF_MS);
        continue;
      }
      throw error;
    }
  }
};

export const useUploadReport = () => useMutation({ mutationFn: (file: File) => uploadReport(file) });
