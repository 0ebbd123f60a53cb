import { UNIT_TYPES, type UnitType } from '@/contracts/common';

/** §5: the quantity input is numeric with a minimum of 1; a non-numeric or empty value becomes 1. Whole units. */
export const parseQuantityInput = (raw: string): number => {
  const text = raw.trim();
  if (text === '') return 1;
  const n = Number(text);
  if (!Number.isFinite(n)) return 1;
  return Math.min(100_000, Math.max(1, Math.round(n)));
};

export const isUnitType = (value: string): value is UnitType => (UNIT_TYPES as readonly string[]).includes(value);
