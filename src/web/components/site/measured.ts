// Figures measured by the analysis engine's evaluation (`npm run eval`, docs/analysis.md): leave-one-report-out
// over the keyed corpus, so each report is scored by a model that never saw it. Update them from that table when it
// changes; marketing states nothing beyond what is written here (in-sample figures are never quoted).
export const MEASURED_ACCURACY = {
  /** share of the deficiencies marked by hand that the engine found, on reports it was not trained on */
  recallPct: 74.2,
  /** share of the engine's findings that are real deficiencies, on the same held-out reports */
  precisionPct: 83.2,
  reports: 22,
  /** how the figure was measured, as the site says it */
  set: 'held-out test (each report analysed by a model trained without it)',
  asOf: 'November 2026',
} as const;

// The cost engine against published national cost guides (`npm run eval -- --costs`, docs/costs.md): average job
// totals inside the guide's low–high range. cost-reference.test.ts fails when these drift from what it measures.
export const MEASURED_COSTS = {
  /** repairs the catalog was tuned against */
  tuned: { repairs: 48, inside: 46, medianRatio: 0.92 },
  /** repairs drawn at random and set aside before any tuning */
  heldOut: { repairs: 15, inside: 11, medianRatio: 0.89 },
  asOf: 'November 2026',
} as const;
