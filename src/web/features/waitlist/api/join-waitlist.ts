import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { WaitlistRequest, WaitlistResponseSchema } from '@/contracts/site';
import { api } from '@/web/lib/api-client';

export type WaitlistResponse = z.infer<typeof WaitlistResponseSchema>;

export const joinWaitlist = (input: WaitlistRequest) => api.post<WaitlistResponse>('/api/waitlist', input);

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
