import { UNIT_TYPES, type UnitType } from '@/contracts/common';
import { MAX_QUANTITY, QUANTITY_MESSAGES, quantityAllowsDecimals, type UnitOption } from '@/contracts/reports';

export type QuantityParse = { ok: true; quantity: number } | { ok: false; message: string };

/**
 * §5: empty or non-numeric input becomes 1, and less than 1 becomes 1. Decimals are kept where the unit takes them
 * (up to two: 2.5 sq ft stays 2.5); a whole-unit count with decimals, more than two decimals, or more than the
 * server accepts is refused with a message, never rounded or capped behind the user's back.
 */
export const parseQuantityInput = (raw: string, unit: UnitType): QuantityParse => {
  const text = raw.trim();
  const n = Number(text);
  if (text === '' || !Number.isFinite(n) || n < 1) return { ok: true, quantity: 1 };
  if (n > MAX_QUANTITY) return { ok: false, message: QUANTITY_MESSAGES.max };
  if (!quantityAllowsDecimals(unit) && !Number.isInteger(n)) return { ok: false, message: QUANTITY_MESSAGES.whole };
  if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) return { ok: false, message: QUANTITY_MESSAGES.decimals };
  return { ok: true, quantity: n };
};

/**
 * The quantity in another unit the finding offers: `quantity` (in the unit `from`) × the ratio of their factors,
 * to two decimals (whole and at least 1 for counted items). Null when `to` is not offered.
 */
export const convertQuantity = (
  quantity: number,
  from: UnitType,
  to: UnitType,
  options: readonly UnitOption[],
): number | null => {
  const a = options.find((o) => o.unitType === from);
  const b = options.find((o) => o.unitType === to);
  if (!a || !b || a.factor <= 0) return null;
  const converted = (quantity * b.factor) / a.factor;
  const rounded = quantityAllowsDecimals(to) ? Math.round(converted * 100) / 100 : Math.round(converted);
  return Math.min(MAX_QUANTITY, Math.max(1, rounded));
};

export const isUnitType = (value: string): value is UnitType => (UNIT_TYPES as readonly string[]).includes(value);
