import { ErrorCode, type FileRejection } from 'react-dropzone';
import { LIMITS } from '@/contracts/common';
import { UPLOAD_MESSAGES } from '@/contracts/reports';

export const UPLOAD_ERROR_TITLE = 'File Upload Error';

/** report-lifecycle §5: the spec's message for a refused file, else the library's message, else 'Unknown error'. */
export const rejectionMessage = (rejection: FileRejection | undefined): string => {
  const error = rejection?.errors[0];
  if (!rejection || !error) return 'Unknown error';
  if (error.code === ErrorCode.FileTooLarge) return UPLOAD_MESSAGES.tooLarge(rejection.file.size);
  if (error.code === ErrorCode.FileInvalidType) return UPLOAD_MESSAGES.wrongType;
  return error.message || 'Unknown error';
};

export const ACCEPTED_TYPES = { 'application/pdf': ['.pdf'], 'text/plain': ['.txt'] };
export const MAX_UPLOAD_BYTES = LIMITS.maxUploadBytes;

/** "2.4 MB", "812 KB", "0 bytes" (an empty file is not shown as 1 KB) */
export const formatFileSize = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
