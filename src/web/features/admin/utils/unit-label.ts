const UNITS: Record<string, [singular: string, plural: string]> = {
  each: ['item', 'items'],
  sq_ft: ['sq ft', 'sq ft'],
  lin_ft: ['lin ft', 'lin ft'],
  gallon: ['gallon', 'gallons'],
  hour: ['hour', 'hours'],
};

/** A unit type in words: unitLabel('each', 2) → 'items', unitLabel('sq_ft') → 'sq ft'. */
export const unitLabel = (unit: string, count = 1): string => {
  const words = UNITS[unit];
  if (!words) return unit;
  return count === 1 ? words[0] : words[1];
};
