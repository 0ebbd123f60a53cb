import { getCatalogItem } from '@/analysis/costs/catalog';
import type { UnitType } from '@/contracts/common';
import type { UnitOption } from '@/contracts/reports';

const NO_ACTION_SOURCE_KEY = 'no_action_required';

/**
 * The units a finding can be priced in, each with the factor that turns a quantity in its current unit into that
 * unit (docs/costs.md, units): the catalog item's own unit, and hours (its labor hours per unit). Nothing else: an
 * area item counted 'each' would price every square foot as a whole job. A finding in a unit the item cannot
 * convert from (a legacy edit) keeps only that unit; a finding without an item, or with nothing to repair, keeps
 * its unit (there is no price to re-compute).
 */
export const unitOptions = (finding: {
  costItemCode: string | null;
  unitType: UnitType;
  costEstimate: { sourceKey: string } | null;
}): UnitOption[] => {
  const current: UnitOption = { unitType: finding.unitType, factor: 1 };
  const item = finding.costItemCode ? getCatalogItem(finding.costItemCode) : null;
  if (!item || finding.costEstimate?.sourceKey === NO_ACTION_SOURCE_KEY || item.laborHours <= 0) return [current];
  // one unit of the current unit, in the item's own unit
  const toNative = finding.unitType === item.unit ? 1 : finding.unitType === 'hour' ? 1 / item.laborHours : null;
  if (toNative === null) return [current];
  const options: UnitOption[] = [{ unitType: item.unit, factor: toNative }];
  if (item.unit !== 'hour') options.push({ unitType: 'hour', factor: toNative * item.laborHours });
  return options;
};

export const unitChangeRefused = (unit: UnitType) =>
  `This finding cannot be priced per ${unit === 'each' ? 'item' : unit.replace('_', ' ')}. Choose one of the units offered.`;
