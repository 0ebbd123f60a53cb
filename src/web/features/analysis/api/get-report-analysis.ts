import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Analysis } from '@/contracts/reports';
import { QUERY_STALE_TIME_MS } from '@/web/lib/query-client';
import { queryKeys } from '@/web/lib/query-keys';

/** report-lifecycle §7: polled every 2 s while processing; afterwards fresh for 5 minutes. */
export const ANALYSIS_POLL_MS = 2000;

export const analysisQueryKey = (reportId: number) => queryKeys.reportAnalysis(reportId);

const isProcessing = (data: Analysis | null | undefined) => data?.status === 'processing';

// The default query function GETs the key's URL; a 401 reads as null (the page then says 'Report Not Found').
export const reportAnalysisQueryOptions = (reportId: number) =>
  queryOptions<Analysis | null>({
    queryKey: analysisQueryKey(reportId),
    refetchInterval: (query) => (isProcessing(query.state.data) ? ANALYSIS_POLL_MS : false),
    staleTime: (query) => (isProcessing(query.state.data) ? 0 : QUERY_STALE_TIME_MS),
  });

export const useReportAnalysis = (reportId: number) => useQuery(reportAnalysisQueryOptions(reportId));
