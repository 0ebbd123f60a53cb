import { eq } from 'drizzle-orm';
import { AnalysisError } from '@/analysis/types';
import { type AppContext, emit } from '../context';
import { reports } from '../db/schema';
import { StorageNotFoundError } from '../integrations/storage/file-storage';
import { matchContractorsAtAddress } from '../modules/reports/rematch-report-contractors';
import { fileGoneMessage } from '../modules/reports/retry-report';
import { ANALYSIS_FAILED_MESSAGE, FILE_MISSING_MESSAGE } from '../modules/reports/report-messages';
import {
  claimRun,
  completeRun,
  failRun,
  isRunCurrent,
  type ReportRun,
  requeueRun,
  RunSupersededError,
  setRunStage,
} from '../modules/reports/report-run';
import { saveAnalysisResult } from '../modules/reports/save-analysis-result';
import { getUserSettings } from '../modules/settings/get-user-settings';
import { analyzeInChildProcess } from './analysis-process';
import { engineVersion } from './engine-version';

/** A failure the user is told about at once (no retry): an unreadable report, a missing file. */
class FinalFailure extends Error {}

export type RunOutcome = 'completed' | 'failed' | 'skipped' | 'superseded';

const finish = async (
  ctx: AppContext,
  run: ReportRun,
  outcome: { status: 'completed'; deficiencyCount: number } | { status: 'failed'; reason: string },
  report: { userId: number; filename: string; unlockedAt: Date | null },
) => {
  await emit(ctx, 'analysisFinished', {
    userId: report.userId,
    reportId: run.reportId,
    filename: report.filename,
    status: outcome.status,
    deficiencyCount: outcome.status === 'completed' ? outcome.deficiencyCount : 0,
    // the owner (the notification's reader) has full access only once the report is unlocked
    hasFullAccess: report.unlockedAt !== null,
    failureReason: outcome.status === 'failed' ? outcome.reason : null,
  });
};

/**
 * The analysis job: extract → find → price (the engine) → persist → match contractors → completed. Unreadable
 * reports fail at once with the engine's reason; anything unexpected is thrown for pg-boss to retry, and the last
 * attempt fails the report with a general reason. Each stage is written to the report as it starts.
 */
export const runReportAnalysis = async (
  ctx: AppContext,
  reportId: number,
  options: { maxAttempts: number },
): Promise<RunOutcome> => {
  const run = await claimRun(ctx.db, reportId, ctx.worker?.id ?? null);
  if (!run) return 'skipped';
  const [report] = await ctx.db.select().from(reports).where(eq(reports.id, reportId)).limit(1);
  if (!report) return 'superseded';
  const started = performance.now();
  const startedAt = Date.now();
  const log = ctx.log.child({ reportId, attempt: run.attempt });

  try {
    if (!report.storageKey) throw new FinalFailure(fileGoneMessage(report));
    const data = await ctx.providers.storage.get(report.storageKey).catch((error: unknown) => {
      throw error instanceof StorageNotFoundError ? new FinalFailure(FILE_MISSING_MESSAGE) : error;
    });
    // in a child process with time and memory limits (analysis-process.ts): a hostile file fails, it never hangs
    const result = await analyzeInChildProcess(
      {
        data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
        kind: report.mimeType === 'application/pdf' ? 'pdf' : 'text',
      },
      {
        config: ctx.config,
        onStage: (stage, progress) => setRunStage(ctx.db, run, stage, progress ?? null),
        warn: (message, detail) => log.warn({ detail }, message),
        signal: AbortSignal.timeout(ctx.config.analysisTimeoutMs),
      },
    );
    const saved = await saveAnalysisResult(ctx.db, run, result);

    const matchStarted = performance.now();
    // an address the owner corrected outlives a re-analysis (saveAnalysisResult kept it)
    const address = report.propertyEditedAt ? report.propertyAddress : result.propertyAddress;
    try {
      await matchContractorsAtAddress({ ctx, userId: report.userId, reportId, address, deficiencies: saved });
    } catch (error) {
      // contractors are worth a retry, but not worth losing a finished analysis on the last attempt
      if (run.attempt < options.maxAttempts || error instanceof RunSupersededError) throw error;
      log.error({ err: error }, 'contractor matching failed on the last attempt; completing without contractors');
    }
    const matchMs = Math.round(performance.now() - matchStarted);

    const timings = {
      ...result.timings,
      matchMs,
      queueMs: Math.max(0, startedAt - run.generation.getTime()),
      jobMs: Math.round(performance.now() - started),
    };
    if (!(await completeRun(ctx.db, run, timings, await engineVersion(ctx.config)))) return 'superseded';

    const settings = await getUserSettings(ctx.db, report.userId);
    if (!settings.preferences.saveReports) {
      // the setting's real effect: the upload is not kept once it has been analysed (the analysis stays)
      await ctx.providers.storage.delete(report.storageKey);
      await ctx.db.update(reports).set({ storageKey: null, fileDeletedAt: new Date() }).where(eq(reports.id, reportId));
    }
    log.info({ deficiencies: saved.length, timings }, 'analysis completed');
    await finish(ctx, run, { status: 'completed', deficiencyCount: saved.length }, report);
    return 'completed';
  } catch (error) {
    if (error instanceof RunSupersededError || !(await isRunCurrent(ctx.db, run))) {
      log.info('analysis run superseded (retried, timed out or deleted meanwhile)');
      return 'superseded';
    }
    const final =
      error instanceof AnalysisError || error instanceof FinalFailure
        ? error.message
        : run.attempt >= options.maxAttempts
          ? ANALYSIS_FAILED_MESSAGE
          : null;
    if (final === null) {
      log.warn({ err: error }, 'analysis failed; it will be retried');
      await requeueRun(ctx.db, run);
      throw error;
    }
    if (!(error instanceof AnalysisError || error instanceof FinalFailure))
      log.error({ err: error }, 'analysis failed on its last attempt');
    if (!(await failRun(ctx.db, run, final))) return 'superseded';
    await finish(ctx, run, { status: 'failed', reason: final }, report);
    return 'failed';
  }
};
