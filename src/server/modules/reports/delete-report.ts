import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { reports } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { loadOwnedReport } from './report-access';

/**
 * DELETE /api/reports/:id: the stored file first (so a failure never leaves an orphan file nobody can find), then
 * the report row, whose deficiencies and contractor matches go with it (foreign keys cascade).
 */
export const deleteReport = async ({
  ctx,
  viewer,
  reportId,
}: {
  ctx: Pick<AppContext, 'db' | 'providers'>;
  viewer: SessionUser;
  reportId: number;
}): Promise<void> => {
  const report = await loadOwnedReport(ctx.db, viewer, reportId);
  if (report.storageKey) await ctx.providers.storage.delete(report.storageKey);
  await ctx.db.delete(reports).where(eq(reports.id, report.id));
};
