import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Analysis, DeficiencyUpdateResponse } from '@/contracts/reports';
import { toast } from '@/web/components/ui/use-toast';
import { api, getErrorMessage } from '@/web/lib/api-client';
import { applyDeficiencyUpdate, withExclusion } from '../utils/analysis-cache';
import { analysisQueryKey } from './get-report-analysis';
import { queryKeys } from '@/web/lib/query-keys';

export const EXCLUSION_FAILED_TITLE = 'Could not update the report';

export const setDeficiencyExclusion = (deficiencyId: number, excluded: boolean) =>
  api.patch<DeficiencyUpdateResponse>(`/api/deficiencies/${deficiencyId}`, { excluded });

/**
 * PATCH /api/deficiencies/:id {excluded}. Shown at once (optimistic), stored on the server; a failure puts the
 * finding back as it was and says why. The reports list's cost range changes with it, so it is read again.
 */
export const useSetExclusion = (reportId: number) => {
  const queryClient = useQueryClient();
  const key = analysisQueryKey(reportId);
  return useMutation({
    mutationFn: ({ id, excluded }: { id: number; excluded: boolean }) => setDeficiencyExclusion(id, excluded),
    onMutate: async ({ id, excluded }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Analysis | null>(key);
      if (previous) queryClient.setQueryData(key, withExclusion(previous, id, excluded));
      return { previous };
    },
    onSuccess: (update) => {
      queryClient.setQueryData<Analysis | null>(key, (current) =>
        current ? applyDeficiencyUpdate(current, update) : current,
      );
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ title: EXCLUSION_FAILED_TITLE, description: getErrorMessage(error), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports, exact: true }),
  });
};

/** 'Include All Items': every excluded finding back in, then the analysis read again for one consistent summary. */
export const useIncludeAll = (reportId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => Promise.all(ids.map((id) => setDeficiencyExclusion(id, false))),
    onError: (error) =>
      toast({ title: EXCLUSION_FAILED_TITLE, description: getErrorMessage(error), variant: 'destructive' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: analysisQueryKey(reportId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reports, exact: true }),
      ]),
  });
};
