// The cost engine against published national cost guides (`npm run eval -- --costs`, docs/costs.md): average job
// totals inside the guide's low–high range. cost-reference.test.ts fails when these drift from what it measures.
export const MEASURED_COSTS = {
  /** repairs the catalog was tuned against */
  tuned: { repairs: 48, inside: 46, medianRatio: 0.92 },
  /** repairs drawn at random and set aside before any tuning */
  heldOut: { repairs: 15, inside: 11, medianRatio: 0.89 },
  asOf: 'November 2026',
} as const;
