import { asc, eq } from 'drizzle-orm';
import { lineTotals } from '@/contracts/analysis-display';
import { QUESTION_MESSAGES } from '@/contracts/questions';
import { buildQuestionIndex, type QuestionIndex } from '@/analysis/questions/answer-offline';
import type { Db } from '../../db/client';
import { deficiencies, reportPassages } from '../../db/schema';
import { AppError } from '../../errors';
import type { SessionUser } from '../auth/sessions';
import { loadOwnedReport, type ReportRow } from '../reports/report-access';
import type { RelatedFinding } from './question-dto';

/**
 * The report questions are asked about: the viewer's own (an admin's too, like every owned route), completed and
 * unlocked. Someone else's report answers 404; a locked one 403 (its text is what a credit buys).
 */
export const loadQuestionReport = async (db: Db, viewer: SessionUser, reportId: number): Promise<ReportRow> => {
  const report = await loadOwnedReport(db, viewer, reportId);
  if (report.unlockedAt === null) throw new AppError('forbidden', QUESTION_MESSAGES.locked);
  if (report.status !== 'completed') throw new AppError('conflict', QUESTION_MESSAGES.notReady);
  return report;
};

export interface ReportQuestionData {
  index: QuestionIndex;
  findings: (RelatedFinding & { excluded: boolean })[];
}

// The index of the reports questions were asked about lately: building it is most of an answer's time on a long
// report, and a buyer asks several questions in a row. Keyed by the analysis (completedAt), which a re-analysis
// changes; the findings' costs and exclusions are read fresh each time.
const CACHED_INDEXES = 32;
const indexes = new Map<string, QuestionIndex>();

/** The report's passages and findings, indexed for questions. */
export const loadReportQuestionData = async (
  db: Db,
  report: Pick<ReportRow, 'id' | 'completedAt'>,
): Promise<ReportQuestionData> => {
  const reportId = report.id;
  const key = `${reportId}:${report.completedAt?.getTime() ?? 0}`;
  const rows = await db
    .select()
    .from(deficiencies)
    .where(eq(deficiencies.reportId, reportId))
    .orderBy(asc(deficiencies.position));
  const findings = rows.map((d) => {
    const totals = lineTotals(d);
    return {
      id: d.id,
      description: d.description,
      severity: d.severity,
      page: d.page,
      minCost: totals ? Math.round(totals.min) : null,
      maxCost: totals ? Math.round(totals.max) : null,
      excluded: d.excluded,
    };
  });
  let index = indexes.get(key);
  if (index) indexes.delete(key);
  else {
    const passages = await db
      .select({ page: reportPassages.page, heading: reportPassages.heading, text: reportPassages.text })
      .from(reportPassages)
      .where(eq(reportPassages.reportId, reportId))
      .orderBy(asc(reportPassages.position));
    index = buildQuestionIndex(
      passages,
      rows.map((d) => ({ id: d.id, description: d.description, quote: d.quote, location: d.location, page: d.page })),
    );
  }
  indexes.set(key, index);
  if (indexes.size > CACHED_INDEXES) indexes.delete(indexes.keys().next().value!);
  return { index, findings };
};
