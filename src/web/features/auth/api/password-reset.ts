import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirm, PasswordResetRequest } from '@/contracts/auth';
import { api } from '@/web/lib/api-client';

/** POST /api/auth/password-reset: the same answer whether or not the address has an account. */
export const requestPasswordReset = (input: PasswordResetRequest) =>
  api.post<{ message: string }>('/api/auth/password-reset', input);

/** POST /api/auth/password-reset/confirm: the emailed link's token and the new password (204; signed out). */
export const confirmPasswordReset = (input: PasswordResetConfirm) =>
  api.post<void>('/api/auth/password-reset/confirm', input);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
