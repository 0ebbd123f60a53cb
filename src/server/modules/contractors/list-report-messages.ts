import { and, desc, eq } from 'drizzle-orm';
import type { ReportMessage } from '@/contracts/contractors';
import type { Db } from '../../db/client';
import { deficiencies, messages, reports } from '../../db/schema';
import { notFound } from '../../errors';
import type { SessionUser } from '../auth/sessions';
import { REPORT_NOT_FOUND } from './message-target';

/**
 * GET /api/reports/:id/messages — the owner's log of the texts sent about this report: to whom, about which
 * finding, when, and what became of each (the provider's status). Someone else's report is 404, as a missing one;
 * admins read every message in the SMS outbox instead.
 */
export const listReportMessages = async ({
  db,
  user,
  reportId,
}: {
  db: Db;
  user: SessionUser;
  reportId: number;
}): Promise<ReportMessage[]> => {
  const [report] = await db
    .select({ userId: reports.userId, unlockedAt: reports.unlockedAt })
    .from(reports)
    .where(eq(reports.id, reportId))
    .limit(1);
  if (!report || report.userId !== user.id) throw notFound(REPORT_NOT_FOUND);
  const rows = await db
    .select({
      id: messages.id,
      deficiencyId: messages.deficiencyId,
      description: deficiencies.description,
      contractorName: messages.contractorName,
      status: messages.status,
      error: messages.error,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .leftJoin(deficiencies, eq(deficiencies.id, messages.deficiencyId))
    .where(and(eq(messages.reportId, reportId), eq(messages.userId, user.id)))
    .orderBy(desc(messages.createdAt), desc(messages.id));
  return rows.map((row) => ({
    id: row.id,
    deficiencyId: row.deficiencyId,
    // a locked report's findings stay hidden, here as everywhere (only an admin can message one)
    finding: report.unlockedAt ? row.description : null,
    contractorName: row.contractorName,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  }));
};
