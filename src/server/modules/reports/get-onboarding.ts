import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { ONBOARDING_STEPS, type Onboarding } from '@/contracts/account';
import type { Db } from '../../db/client';
import { deficiencyContractors, messages, reports } from '../../db/schema';

const exists = async (db: Db, query: Promise<unknown[]>): Promise<boolean> => (await query).length > 0;

/**
 * GET /api/onboarding: each step derived from the user's data, so progress needs no storage of its own —
 * upload: a report uploaded; analyze: an analysis completed; contractors: a completed report's contractor matches
 * opened; connect: a message sent to a contractor; download: a report downloaded.
 */
export const getOnboarding = async ({ db, userId }: { db: Db; userId: number }): Promise<Onboarding> => {
  const mine = eq(reports.userId, userId);
  const done = {
    upload: await exists(db, db.select({ id: reports.id }).from(reports).where(mine).limit(1)),
    analyze: await exists(
      db,
      db
        .select({ id: reports.id })
        .from(reports)
        .where(and(mine, eq(reports.status, 'completed')))
        .limit(1),
    ),
    contractors: await exists(
      db,
      db
        .select({ id: reports.id })
        .from(reports)
        .where(
          and(
            mine,
            eq(reports.status, 'completed'),
            isNotNull(reports.contractorsViewedAt),
            sql`exists (select 1 from ${deficiencyContractors} where ${deficiencyContractors.reportId} = ${reports.id})`,
          ),
        )
        .limit(1),
    ),
    connect: await exists(
      db,
      db.select({ id: messages.id }).from(messages).where(eq(messages.userId, userId)).limit(1),
    ),
    download: await exists(
      db,
      db
        .select({ id: reports.id })
        .from(reports)
        .where(and(mine, isNotNull(reports.downloadedAt)))
        .limit(1),
    ),
  };
  return { steps: ONBOARDING_STEPS.map((step) => ({ id: step.id, points: step.points, completed: done[step.id] })) };
};
