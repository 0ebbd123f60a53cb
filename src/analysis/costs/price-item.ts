import type { MinimumCharge, UnitType } from '../types';
import { catalog, getTrade, type CatalogItem, type MinAvgMax } from './catalog';
import type { ResolvedRegion } from './region';

export interface UnitPrice {
  labor: MinAvgMax;
  material: MinAvgMax;
}

/** What a contractor of this trade bills per hour here: wage × employer burden × overhead-and-profit × labor index. */
export const billedHourlyRate = (tradeKey: string, region: ResolvedRegion): MinAvgMax => {
  const base = getTrade(tradeKey).medianHourlyWage * catalog.laborBurden * region.laborIndex;
  const op = catalog.overheadProfit;
  return { min: base * op.min, avg: base * op.avg, max: base * op.max };
};

const scale = (value: MinAvgMax, factor: number, add = 0): MinAvgMax => ({
  min: value.min * factor + add,
  avg: value.avg * factor + add,
  max: value.max * factor + add,
});

const ZERO: MinAvgMax = { min: 0, avg: 0, max: 0 };

/** Unrounded price of one unit of the item in its own unit (permit spread over the default-sized job). */
const nativeUnitPrice = (item: CatalogItem, region: ResolvedRegion): UnitPrice => ({
  labor: scale(billedHourlyRate(item.trade, region), item.laborHours),
  material: scale(item.material, region.materialFactor, item.permit / item.defaultQuantity),
});

/**
 * The price of one unit in `unit`, or null when the item has no sensible price in it:
 * - its own unit: the catalog price;
 * - 'hour': the trade's billed hourly rate, labor only;
 * - 'each' for an area, length or volume item: one default-sized job;
 * - anything else (each → sq_ft, sq_ft ↔ lin_ft…): null, so the UI says 'Pricing unavailable'.
 */
export const unitPrice = (item: CatalogItem, unit: UnitType, region: ResolvedRegion): UnitPrice | null => {
  if (unit === item.unit) return nativeUnitPrice(item, region);
  if (unit === 'hour') return { labor: billedHourlyRate(item.trade, region), material: ZERO };
  if (unit === 'each') {
    const perUnit = nativeUnitPrice(item, region);
    return {
      labor: scale(perUnit.labor, item.defaultQuantity),
      material: scale(perUnit.material, item.defaultQuantity),
    };
  }
  return null;
};

export interface RoundedPrice {
  minCost: number;
  averageCost: number;
  maxCost: number;
  laborCost: number;
  materialCost: number;
}

// Job-like units are whole dollars; per-area/length/volume unit prices keep cents so that quantity × unit price
// (the client's total, rounded there) stays right for $0.80/sq ft insulation.
const roundFor = (unit: UnitType) =>
  unit === 'each' || unit === 'hour' ? (n: number) => Math.round(n) : (n: number) => Math.round(n * 100) / 100;

export const roundPrice = (price: UnitPrice, unit: UnitType): RoundedPrice => {
  const round = roundFor(unit);
  const laborCost = round(price.labor.avg);
  const materialCost = round(price.material.avg);
  const averageCost = round(laborCost + materialCost);
  const minCost = Math.min(round(price.labor.min + price.material.min), averageCost);
  const maxCost = Math.max(round(price.labor.max + price.material.max), averageCost);
  return { minCost, averageCost, maxCost, laborCost, materialCost };
};

/**
 * The trade's minimum visit in this region (labor, so scaled by the labor index), or null when the trade has no
 * sourced minimum. It floors the labor of the whole job, never of one unit, so per-unit prices stay linear.
 */
export const minimumChargeFor = (tradeKey: string, region: ResolvedRegion): MinimumCharge | null => {
  const minimum = getTrade(tradeKey).serviceMinimum;
  if (!minimum) return null;
  const scaled = (n: number) => Math.round(n * region.laborIndex);
  return { min: scaled(minimum.min), average: scaled(minimum.avg), max: scaled(minimum.max), label: minimum.label };
};
