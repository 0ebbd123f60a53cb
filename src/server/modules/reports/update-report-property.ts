import { eq } from 'drizzle-orm';
import { resolveRegion } from '@/analysis/costs/region';
import type { UnitType } from '@/contracts/common';
import type { PropertyUpdateSchema } from '@/contracts/report-edits';
import type { Analysis } from '@/contracts/reports';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { deficiencies, reports, type StoredAddress } from '../../db/schema';
import { AppError } from '../../errors';
import type { SessionUser } from '../auth/sessions';
import { buildReportAnalysis } from './get-report-analysis';
import { changeReportFindings } from './list-summary';
import { loadOwnCompletedReport } from './own-report';
import { rematchReportContractors } from './rematch-report-contractors';
import { loadDeficiencyRows } from './report-rows';
import { repriceEstimate } from './update-deficiency-quantity';

type PropertyInput = z.output<typeof PropertyUpdateSchema>;

export const unknownZipMessage = (zip: string) => `We could not find ZIP ${zip}. Check it and try again.`;

/**
 * The address to store: a ZIP we know fills in the city and state the owner left blank (and its state wins over
 * a mistyped one, since prices follow the state); a ZIP we do not know is refused rather than priced nationally.
 */
export const correctedAddress = (input: PropertyInput): StoredAddress => {
  const region = input.zip ? resolveRegion({ zip: input.zip, state: null }) : null;
  if (input.zip && !region?.zip)
    throw new AppError('bad_request', unknownZipMessage(input.zip), { zip: unknownZipMessage(input.zip) });
  const city = input.city ?? region?.city ?? null;
  const state = region?.state ?? input.state?.toUpperCase() ?? null;
  const zip = input.zip;
  const place = [state, zip].filter(Boolean).join(' ');
  const full = [input.street, city, place].filter(Boolean).join(', ');
  return { street: input.street, city, state, zip, full };
};

/**
 * The new address stored with every finding priced again in its region, in one transaction: each in its own unit
 * (the owner's quantities stand); a finding that matched no catalog item, or needs no action, stays as it was.
 */
const storeAndReprice = async (db: Db, reportId: number, address: StoredAddress) => {
  const pricingRegion = { zip: address.zip, state: address.state };
  const rows = await loadDeficiencyRows(db, reportId);
  await changeReportFindings(db, reportId, async (tx) => {
    await tx
      .update(reports)
      .set({ propertyAddress: address, propertyEditedAt: new Date(), pricingRegion })
      .where(eq(reports.id, reportId));
    for (const row of rows) {
      const costEstimate = row.costItemCode
        ? repriceEstimate(row, { pricingRegion }, row.unitType as UnitType)
        : row.costEstimate;
      await tx.update(deficiencies).set({ costEstimate }).where(eq(deficiencies.id, row.id));
    }
  });
};

/**
 * PATCH /api/reports/:id/property: the owner corrects the address the engine read (or adds the one it missed). The
 * findings are priced again with the new region's labor index and the contractors matched again near it; the
 * answer is the analysis as the page shows it. A locked report may be corrected too: its teaser's prices follow.
 */
export const updateReportProperty = async ({
  ctx,
  viewer,
  reportId,
  input,
}: {
  ctx: AppContext;
  viewer: SessionUser;
  reportId: number;
  input: PropertyInput;
}): Promise<Analysis> => {
  await loadOwnCompletedReport(ctx.db, viewer, reportId, { unlocked: false });
  await storeAndReprice(ctx.db, reportId, correctedAddress(input));
  await rematchReportContractors(ctx, reportId);
  const report = await loadOwnCompletedReport(ctx.db, viewer, reportId, { unlocked: false });
  return buildReportAnalysis({ db: ctx.db, viewer, report });
};
