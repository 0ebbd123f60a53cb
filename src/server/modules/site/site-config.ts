import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { catalogMetadata } from '@/analysis/costs/catalog';
import type { SiteConfig } from '@/contracts/site';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';

/** fewer completed analyses than this and we state no timing figure at all */
export const MIN_TIMING_SAMPLE = 5;
const TIMING_WINDOW = 200;

const percentile = (sorted: number[], p: number): number => {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[index] ?? 0;
};

/**
 * Upload-to-results time of the most recent completed analyses on this deployment (what a user waits,
 * queueing included), so "how long" copy states a measured figure rather than a promise.
 */
export const measureAnalysisTiming = async (db: Db): Promise<SiteConfig['analysisTiming']> => {
  const rows = await db
    .select({ uploadedAt: reports.uploadedAt, completedAt: reports.completedAt })
    .from(reports)
    .where(and(eq(reports.status, 'completed'), isNotNull(reports.completedAt)))
    .orderBy(desc(reports.completedAt))
    .limit(TIMING_WINDOW);
  const seconds = rows
    .map((r) => ((r.completedAt as Date).getTime() - r.uploadedAt.getTime()) / 1000)
    .filter((s) => s >= 0)
    .sort((a, b) => a - b);
  if (seconds.length < MIN_TIMING_SAMPLE) return null;
  const round = (s: number) => Math.round(s * 10) / 10;
  return {
    sampleSize: seconds.length,
    medianSeconds: round(percentile(seconds, 0.5)),
    p90Seconds: round(percentile(seconds, 0.9)),
  };
};

export const getSiteConfig = async ({ db, config }: { db: Db; config: Config }): Promise<SiteConfig> => ({
  supportEmail: config.supportEmail,
  paymentsMode: config.payments.provider,
  costCatalog: (({ version, itemCount }) => ({ version, itemCount }))(catalogMetadata()),
  analysisTiming: await measureAnalysisTiming(db),
});
