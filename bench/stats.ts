export const median = (values: number[]): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const ms = (value: number): string => `${Math.round(value)} ms`;

export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
