import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewFinding, PropertyUpdate } from '@/contracts/report-edits';
import type { Analysis, DeficiencyUpdateResponse, Summary } from '@/contracts/reports';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { applyDeficiencyUpdate, withAddedFinding, withoutFinding } from '../utils/analysis-cache';
import { analysisQueryKey } from './get-report-analysis';

// The owner's corrections (server: modules/reports/report-edit-routes.ts). Each answer replaces what the page holds,
// and the reports list (its address and cost range) is read again. Errors are the caller's to show, next to its form.

const useReportEdit = <Vars, Answer>(
  reportId: number,
  call: (vars: Vars) => Promise<Answer>,
  apply: (analysis: Analysis, answer: Answer, vars: Vars) => Analysis,
  { refetch = false } = {},
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer, vars) => {
      queryClient.setQueryData<Analysis | null>(analysisQueryKey(reportId), (current) =>
        current ? apply(current, answer, vars) : current,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.reports, exact: true });
      if (refetch) void queryClient.invalidateQueries({ queryKey: analysisQueryKey(reportId) });
    },
  });
};

/** PATCH /api/reports/:id/property: the answer is the whole analysis, priced and matched at the new address. */
export const useUpdateProperty = (reportId: number) =>
  useReportEdit(
    reportId,
    (input: PropertyUpdate) => api.patch<Analysis>(`/api/reports/${reportId}/property`, input),
    (_current, analysis) => analysis,
  );

export const useUpdateNote = (reportId: number) =>
  useReportEdit(
    reportId,
    ({ id, note }: { id: number; note: string }) =>
      api.put<DeficiencyUpdateResponse>(`/api/deficiencies/${id}/note`, { note }),
    applyDeficiencyUpdate,
  );

/** Shown at once from the answer; the analysis is read again for the contractors of a trade new to the report. */
export const useAddFinding = (reportId: number) =>
  useReportEdit(
    reportId,
    (input: NewFinding) => api.post<DeficiencyUpdateResponse>(`/api/reports/${reportId}/deficiencies`, input),
    withAddedFinding,
    { refetch: true },
  );

export const useDeleteFinding = (reportId: number) =>
  useReportEdit(
    reportId,
    (id: number) => api.delete<{ summary: Summary }>(`/api/deficiencies/${id}`),
    (current, { summary }, id) => ({ ...withoutFinding(current, id), summary }),
  );
