import { asc, eq, inArray } from 'drizzle-orm';
import type { AccountExport } from '@/contracts/account';
import type { Teaser } from '@/contracts/reports';
import type { Db } from '../../db/client';
import {
  creditAccounts,
  creditLedger,
  deficiencies,
  messages,
  notifications,
  repairRequests,
  reportPassages,
  reportQuestions,
  reports,
  shareLinks,
  users,
} from '../../db/schema';
import { notFound } from '../../errors';
import { toUserDto } from '../auth/user-dto';
import { toNotificationDto } from '../notifications/list-notifications';
import { toRepairRequestDto } from '../repair-requests/repair-request-dto';
import { buildReportAnalysis } from '../reports/get-report-analysis';
import { USER_FINDING_SOURCE } from '../reports/deficiency-dto';
import { hasFullAccess } from '../reports/report-access';
import { toQuestionAnswerDto } from '../questions/question-dto';
import { getUserSettings } from '../settings/get-user-settings';
import { toShareLinkDto } from '../share-links/share-link-dto';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Every row the user owns, each query scoped to their id (reports' findings through their own report ids). A locked
 * report gives only what its locked analysis shows (the teaser, built by the same code as GET …/analysis): its
 * findings are what a credit buys, and an export must not be a way round the paywall.
 */
export const exportAccountData = async ({ db, userId }: { db: Db; userId: number }): Promise<AccountExport> => {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('Account not found.');
  // the owner sees their own reports as they would in the app (an admin's own reports are not unlocked by the role)
  const viewer = user;
  const reportRows = await db.select().from(reports).where(eq(reports.userId, userId)).orderBy(asc(reports.id));
  const unlocked = new Set(reportRows.filter((r) => hasFullAccess(r, viewer)).map((r) => r.id));
  const teasers = new Map<number, Teaser>();
  for (const report of reportRows)
    if (!unlocked.has(report.id) && report.status === 'completed')
      teasers.set(report.id, (await buildReportAnalysis({ db, viewer, report })).teaser);
  const reportIds = [...unlocked];
  const findingRows =
    reportIds.length === 0
      ? []
      : await db
          .select()
          .from(deficiencies)
          .where(inArray(deficiencies.reportId, reportIds))
          .orderBy(asc(deficiencies.reportId), asc(deficiencies.position));
  const [account] = await db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)).limit(1);
  const ledgerRows = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.id));
  const messageRows = await db.select().from(messages).where(eq(messages.userId, userId)).orderBy(asc(messages.id));
  const notificationRows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
  // requests and links exist only on unlocked reports (the builder refuses locked ones); scoped to them all the same
  const requestRows = (
    await db.select().from(repairRequests).where(eq(repairRequests.userId, userId)).orderBy(asc(repairRequests.id))
  ).filter((row) => unlocked.has(row.reportId));
  const includedFindings = new Set(findingRows.filter((d) => !d.excluded).map((d) => d.id));
  const requestTitles = new Map(requestRows.map((row) => [row.id, row.title]));
  const passageRows =
    reportIds.length === 0
      ? []
      : await db
          .select()
          .from(reportPassages)
          .where(inArray(reportPassages.reportId, reportIds))
          .orderBy(asc(reportPassages.reportId), asc(reportPassages.position));
  const questionRows = (
    await db.select().from(reportQuestions).where(eq(reportQuestions.userId, userId)).orderBy(asc(reportQuestions.id))
  ).filter((row) => unlocked.has(row.reportId));
  const linkRows = (
    await db.select().from(shareLinks).where(eq(shareLinks.userId, userId)).orderBy(asc(shareLinks.id))
  ).filter((row) => unlocked.has(row.reportId));

  return {
    format: 'punchlist-account-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    account: toUserDto(user),
    settings: await getUserSettings(db, userId),
    credits: {
      balance: account?.balance ?? 0,
      totalPurchased: account?.totalPurchased ?? 0,
      totalUsed: account?.totalUsed ?? 0,
    },
    reports: reportRows.map((r) => ({
      id: r.id,
      filename: r.filename,
      mimeType: r.mimeType,
      sizeBytes: r.sizeBytes,
      uploadedAt: r.uploadedAt.toISOString(),
      status: r.status,
      failureReason: r.failureReason,
      format: r.format,
      pageCount: r.pageCount,
      propertyAddress: r.propertyAddress?.full ?? null,
      inspectionDate: r.inspectionDate,
      completedAt: iso(r.completedAt),
      unlockedAt: iso(r.unlockedAt),
      fileDeletedAt: iso(r.fileDeletedAt),
      hasFullAccess: unlocked.has(r.id),
      teaser: teasers.get(r.id) ?? null,
    })),
    findings: findingRows.map((d) => ({
      id: d.id,
      reportId: d.reportId,
      categoryKey: d.categoryKey,
      severity: d.severity,
      location: d.location,
      description: d.description,
      recommendation: d.recommendation,
      page: d.page,
      trade: d.trade,
      quantity: d.quantity,
      unitType: d.unitType,
      excluded: d.excluded,
      costEstimate: (d.costEstimate as Record<string, unknown> | null) ?? null,
      addedByUser: d.source === USER_FINDING_SOURCE,
      note: d.note,
    })),
    ledger: ledgerRows.map((l) => ({
      id: l.id,
      type: l.type,
      amount: l.amount,
      description: l.description,
      reportId: l.reportId,
      createdAt: l.createdAt.toISOString(),
    })),
    messages: messageRows.map((m) => ({
      id: m.id,
      reportId: m.reportId,
      deficiencyId: m.deficiencyId,
      contractorName: m.contractorName,
      toPhone: m.toPhone,
      body: m.body,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
    })),
    notifications: notificationRows.map(toNotificationDto),
    repairRequests: requestRows.map((row) => toRepairRequestDto(row, includedFindings)),
    shareLinks: linkRows.map((row) =>
      toShareLinkDto(row, row.repairRequestId === null ? null : (requestTitles.get(row.repairRequestId) ?? null)),
    ),
    passages: passageRows.map((p) => ({ reportId: p.reportId, page: p.page, heading: p.heading, text: p.text })),
    questions: questionRows.map((row) => ({ ...toQuestionAnswerDto(row, []), reportId: row.reportId })),
  };
};
