import { useQuery } from '@tanstack/react-query';
import type { SharedView } from '@/contracts/share-links';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** GET /api/shared/:token: read once (each read counts as a view); a 404 is the link's end, not worth a retry. */
export const useSharedView = (token: string) =>
  useQuery({
    queryKey: queryKeys.shared(token),
    queryFn: () => api.get<SharedView>(`/api/shared/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
  });
