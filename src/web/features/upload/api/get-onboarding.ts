import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Onboarding } from '@/contracts/account';
import { queryKeys } from '@/web/lib/query-keys';

export const ONBOARDING_KEY = queryKeys.onboarding;

/** GET /api/onboarding — each step derived by the server from the user's data. */
export const onboardingQueryOptions = () => queryOptions<Onboarding | null>({ queryKey: ONBOARDING_KEY, staleTime: 0 });

export const useOnboarding = () => useQuery(onboardingQueryOptions());
