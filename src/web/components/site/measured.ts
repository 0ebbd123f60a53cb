// Figures measured by the analysis engine's evaluation (docs/analysis.md, "Measured (dev set, builtin engine)").
// Update them from that table when it changes; marketing states nothing beyond what is written here.
export const MEASURED_ACCURACY = {
  /** share of the deficiencies marked by hand in the dev set that the engine found */
  recallPct: 97.7,
  /** share of the engine's findings that are real deficiencies */
  precisionPct: 89.3,
  reports: 7,
  /** the dev set helped build the engine: reports in unfamiliar formats score lower */
  set: 'development set',
  asOf: 'November 2026',
} as const;
