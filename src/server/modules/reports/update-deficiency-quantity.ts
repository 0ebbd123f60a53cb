import { eq } from 'drizzle-orm';
import { priceCatalogItem } from '@/analysis/costs/estimate';
import { matchCatalogItem } from '@/analysis/costs/match-catalog-item';
import { resolveRegion } from '@/analysis/costs/region';
import type { UnitType } from '@/contracts/common';
import type { DeficiencyUpdateResponse, QuantityUpdate } from '@/contracts/reports';
import type { Db } from '../../db/client';
import { deficiencies, type StoredCostEstimate } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { asCategoryKey, type DeficiencyRow } from './deficiency-dto';
import { deficiencyUpdateResponse, loadEditableDeficiency } from './editable-deficiency';
import type { ReportRow } from './report-access';
import { changeReportFindings } from './list-summary';
import { unitChangeRefused, unitOptions } from './unit-options';
import { AppError } from '../../errors';

const NO_ACTION_SOURCE_KEY = 'no_action_required';

const asSeverity = (value: string) => (value === 'critical' || value === 'major' ? value : 'minor');

type RepriceInput = Pick<
  DeficiencyRow,
  'costItemCode' | 'costEstimate' | 'severity' | 'categoryKey' | 'description' | 'recommendation' | 'quote' | 'location'
>;

/**
 * How well the catalog item fits the finding, which no unit changes: from the stored estimate, or — when the
 * finding's current unit had no price (estimate null) — matched again from the same text the engine used.
 */
const matchInfo = (deficiency: RepriceInput, code: string) => {
  const current = deficiency.costEstimate;
  if (current) return current;
  const text = [deficiency.description, deficiency.recommendation, deficiency.quote, deficiency.location]
    .filter((part): part is string => Boolean(part))
    .join('\n');
  const match = matchCatalogItem(text, { category: asCategoryKey(deficiency.categoryKey) });
  return match?.item.code === code ? match : undefined;
};

/**
 * The per-unit estimate of a finding in another unit, priced from its stored catalog item in the report's stored
 * region (docs/costs.md: the item's own unit; 'hour' = the trade's labor rate; 'each' for an area/length/volume
 * item = one default-sized job; anything else → null, which the page shows as 'Pricing unavailable').
 * A 'no action required' estimate stays $0 in any unit; a finding that matched no item has nothing to re-price.
 */
export const repriceEstimate = (
  deficiency: RepriceInput,
  report: Pick<ReportRow, 'pricingRegion'>,
  unitType: UnitType,
): StoredCostEstimate | null => {
  const current = deficiency.costEstimate;
  if (current?.sourceKey === NO_ACTION_SOURCE_KEY) return current;
  const code = deficiency.costItemCode;
  if (!code) return null;
  const region = resolveRegion({ zip: report.pricingRegion?.zip ?? null, state: report.pricingRegion?.state ?? null });
  const match = matchInfo(deficiency, code);
  return priceCatalogItem(code, region, {
    unitType,
    severity: asSeverity(deficiency.severity),
    match: match && {
      priorityScore: match.priorityScore,
      matchedKeywords: match.matchedKeywords,
      totalKeywords: match.totalKeywords,
    },
  });
};

/**
 * PUT /api/deficiencies/:id/quantity {quantity, unitType}: the quantity multiplies the per-unit estimate (the
 * summary applies it); a changed unit re-prices the per-unit estimate.
 */
export const updateDeficiencyQuantity = async ({
  db,
  viewer,
  deficiencyId,
  input,
}: {
  db: Db;
  viewer: SessionUser;
  deficiencyId: number;
  input: QuantityUpdate;
}): Promise<DeficiencyUpdateResponse> => {
  const { deficiency, report } = await loadEditableDeficiency(db, viewer, deficiencyId);
  const offered = unitOptions({
    costItemCode: deficiency.costItemCode,
    unitType: deficiency.unitType as UnitType,
    costEstimate: deficiency.costEstimate ?? null,
  });
  if (!offered.some((option) => option.unitType === input.unitType))
    throw new AppError('bad_request', unitChangeRefused(input.unitType), {
      unitType: unitChangeRefused(input.unitType),
    });
  const costEstimate =
    input.unitType === deficiency.unitType
      ? deficiency.costEstimate
      : repriceEstimate(deficiency, report, input.unitType);
  const [updated] = await changeReportFindings(db, deficiency.reportId, (tx) =>
    tx
      .update(deficiencies)
      // editedAt: a re-analysis carries the user's edit over (save-analysis-result.ts)
      .set({ quantity: input.quantity, unitType: input.unitType, costEstimate, editedAt: new Date() })
      .where(eq(deficiencies.id, deficiency.id))
      .returning(),
  );
  return deficiencyUpdateResponse(
    db,
    updated ?? { ...deficiency, quantity: input.quantity, unitType: input.unitType, costEstimate },
  );
};
