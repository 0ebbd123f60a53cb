// Figures measured by the analysis engine's evaluation (`npm run eval`, docs/analysis.md): leave-one-report-out
// over the keyed corpus, so each report is scored by a model that never saw it. Update them from that table when it
// changes; marketing states nothing beyond what is written here (in-sample figures are never quoted).
export const MEASURED_ACCURACY = {
  /** share of the deficiencies marked by hand that the engine found, on reports it was not trained on */
  recallPct: 85.1,
  /** share of the engine's findings that are real deficiencies, on the same held-out reports */
  precisionPct: 89.2,
  reports: 22,
  /** how the figure was measured, as the site says it */
  set: 'held-out test (each report analysed by a model trained without it)',
  asOf: 'November 2026',
} as const;

// The cost engine against published cost guides: the figures live beside the display rules so that the engine's
// test (src/cli/costs/cost-reference.test.ts) can hold them to what it measures.
export { MEASURED_COSTS } from '@/contracts/measured-costs';
