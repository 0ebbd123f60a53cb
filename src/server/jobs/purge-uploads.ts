import { and, eq, isNotNull, lt, ne } from 'drizzle-orm';
import { LIMITS } from '@/contracts/common';
import { type AppContext, emit } from '../context';
import { reports } from '../db/schema';
import { deleteExpiredSessions } from '../modules/auth/sessions';
import type { JobDefinition } from './workers';

const BATCH = 200;

/** A partial upload not written to for this long belongs to no upload in flight (each write refreshes its time). */
export const STALE_PARTIAL_MS = 60 * 60 * 1000;

/** Partial files a crash mid-upload left behind: swept at start-up and by the hourly purge. */
export const sweepPartialUploads = async (ctx: Pick<AppContext, 'providers' | 'log'>): Promise<number> => {
  const removed = await ctx.providers.storage.sweepPartials(STALE_PARTIAL_MS);
  if (removed > 0) ctx.log.info({ removed }, 'removed partial uploads left by an interrupted upload');
  return removed;
};

/**
 * Deletes uploaded files 72 hours after upload (the help text's promise); the analysis stays. A report still
 * being analysed keeps its file until it finishes (the watchdog ends that long before 72 hours).
 */
export const purgeUploads = async (
  ctx: Pick<AppContext, 'db' | 'providers' | 'log' | 'hooks'>,
  now: Date = new Date(),
): Promise<number> => {
  const cutoff = new Date(now.getTime() - LIMITS.uploadRetentionHours * 60 * 60 * 1000);
  let purged = 0;
  for (;;) {
    const due = await ctx.db
      .select({ id: reports.id, storageKey: reports.storageKey, userId: reports.userId, filename: reports.filename })
      .from(reports)
      .where(and(isNotNull(reports.storageKey), lt(reports.uploadedAt, cutoff), ne(reports.status, 'processing')))
      .limit(BATCH);
    for (const report of due) {
      if (!report.storageKey) continue;
      await ctx.providers.storage.delete(report.storageKey);
      await ctx.db
        .update(reports)
        .set({ storageKey: null, fileDeletedAt: now })
        .where(and(eq(reports.id, report.id), eq(reports.storageKey, report.storageKey)));
      await emit(ctx, 'uploadPurged', { userId: report.userId, reportId: report.id, filename: report.filename });
      purged += 1;
    }
    if (due.length < BATCH) break;
  }
  if (purged > 0) ctx.log.info({ purged }, 'purged uploaded files older than 72 hours');
  await sweepPartialUploads(ctx);
  return purged;
};

export const purgeUploadsJob: JobDefinition = {
  name: 'purge-uploads',
  queue: { retryLimit: 1, retryDelay: 60, expireInSeconds: 900 },
  cron: '17 * * * *',
  // the sessions table would otherwise grow by every sign-in that never signed out
  work: async (ctx) => ({ purged: await purgeUploads(ctx), expiredSessions: await deleteExpiredSessions(ctx.db) }),
};
