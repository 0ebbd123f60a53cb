import { isApiError } from '@/web/lib/api-client';

/** platform §7: admin fetch errors read as the status plus the server's text ("404: Report not found."). */
export const adminErrorText = (error: unknown): string | null => {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return null;
};

/** The server refused the signed-in user: the page shows the 403 state rather than an error card. */
export const isForbidden = (error: unknown): boolean => isApiError(error) && error.status === 403;
