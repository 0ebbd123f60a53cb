import { z } from 'zod';
import { ANALYZE_REPORT_JOB } from '../modules/reports/enqueue-analysis';
import { runReportAnalysis } from './run-report-analysis';
import type { JobDefinition } from './workers';

const RETRY_LIMIT = 2;
const DataSchema = z.object({ reportId: z.number().int().positive() });

/**
 * pg-boss job per uploaded (or retried) report. Transient errors are retried twice with backoff; a job whose
 * worker died is expired after ANALYSIS_JOB_EXPIRE_SECONDS (at least the longest legitimate job, config.ts) and retried (or, on PGlite, put back at restart). A report the job never
 * finishes is failed by the watchdog (report-watchdog.ts).
 */
export const analyzeReportJob: JobDefinition = {
  name: ANALYZE_REPORT_JOB,
  // longer than the engine's compute limit grown for a scan of OCR_MAX_PAGES pages, plus contractor matching
  queue: (config) => ({
    retryLimit: RETRY_LIMIT,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: config.analysisJobExpireSeconds,
  }),
  batchSize: 1,
  work: async (ctx, data) => {
    const { reportId } = DataSchema.parse(data);
    return { outcome: await runReportAnalysis(ctx, reportId, { maxAttempts: RETRY_LIMIT + 1 }) };
  },
};
