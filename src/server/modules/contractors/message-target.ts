import { and, asc, eq } from 'drizzle-orm';
import { lineTotals } from '@/contracts/analysis-display';
import { CATEGORY_NAMES, CategoryKeySchema } from '@/contracts/common';
import type { Db } from '../../db/client';
import { deficiencies, deficiencyContractors, reports, type StoredContractor } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { canAccessOwnedBy } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';

export const REPORT_NOT_FOUND = 'Report not found.';
export const FINDING_NOT_FOUND = 'Finding not found.';
export const LOCKED_MESSAGE = 'Unlock this report with a credit to message contractors.';

export interface MessageTarget {
  report: { id: number; userId: number; propertyAddress: string | null };
  deficiency: {
    id: number;
    category: string;
    description: string;
    location: string | null;
    severity: string;
    cost: { min: number; max: number; average: number | null } | null;
  };
  /** the contractors matched to this finding, in rank order */
  contractors: StoredContractor[];
}

/**
 * The report and finding a message is about, checked for the user: someone else's report (or a finding of another
 * report) is 404; the owner needs full access (a report unlocked with a credit), admins always have it.
 */
export const loadMessageTarget = async ({
  db,
  user,
  reportId,
  deficiencyId,
}: {
  db: Db;
  user: SessionUser;
  reportId: number;
  deficiencyId: number;
}): Promise<MessageTarget> => {
  const [report] = await db
    .select({
      id: reports.id,
      userId: reports.userId,
      unlockedAt: reports.unlockedAt,
      propertyAddress: reports.propertyAddress,
    })
    .from(reports)
    .where(eq(reports.id, reportId))
    .limit(1);
  if (!report || !canAccessOwnedBy(user, report.userId)) throw notFound(REPORT_NOT_FOUND);
  const [deficiency] = await db
    .select()
    .from(deficiencies)
    .where(and(eq(deficiencies.id, deficiencyId), eq(deficiencies.reportId, reportId)))
    .limit(1);
  if (!deficiency) throw notFound(FINDING_NOT_FOUND);
  if (report.unlockedAt === null && user.role !== 'admin') throw new AppError('forbidden', LOCKED_MESSAGE);

  const matched = await db
    .select({ contractor: deficiencyContractors.contractor })
    .from(deficiencyContractors)
    .where(eq(deficiencyContractors.deficiencyId, deficiencyId))
    .orderBy(asc(deficiencyContractors.rank));

  // the job's figures as the page shows them (per unit × quantity, labor floored at the minimum visit)
  const totals = lineTotals(deficiency);
  const category = CategoryKeySchema.safeParse(deficiency.categoryKey);
  return {
    report: { id: report.id, userId: report.userId, propertyAddress: report.propertyAddress?.full ?? null },
    deficiency: {
      id: deficiency.id,
      category: category.success ? CATEGORY_NAMES[category.data] : deficiency.categoryKey,
      description: deficiency.description,
      location: deficiency.location,
      severity: deficiency.severity,
      cost:
        totals && (totals.min > 0 || totals.max > 0)
          ? { min: totals.min, max: totals.max, average: totals.average > 0 ? totals.average : null }
          : null,
    },
    contractors: matched.map((m) => m.contractor),
  };
};
