import type { Analysis, Deficiency, DeficiencyUpdateResponse } from '@/contracts/reports';

// Pure updates of a cached Analysis after an exclusion or quantity change, so the page re-renders from the server's
// answer without reading the whole analysis again.

const mapFinding = (analysis: Analysis, id: number, change: (d: Deficiency) => Deficiency): Analysis => {
  const deficiencies: Analysis['deficiencies'] = {};
  for (const [key, list] of Object.entries(analysis.deficiencies) as [keyof Analysis['deficiencies'], Deficiency[]][])
    deficiencies[key] = list.map((d) => (d.id === id ? change(d) : d));
  return { ...analysis, deficiencies };
};

/** The server's `{deficiency, summary}` applied: the finding replaced in its category, the summary replaced. */
export const applyDeficiencyUpdate = (analysis: Analysis, update: DeficiencyUpdateResponse): Analysis => ({
  ...mapFinding(analysis, update.deficiency.id, () => update.deficiency),
  summary: update.summary,
});

/** The optimistic exclusion shown while the PATCH is on its way. */
export const withExclusion = (analysis: Analysis, id: number, excluded: boolean): Analysis =>
  mapFinding(analysis, id, (d) => ({ ...d, excluded }));

const SEVERITY_RANK = { critical: 0, major: 1, minor: 2 } as const;

/** A finding the owner added, in its category (the server's order: by severity, the newest last among equals). */
export const withAddedFinding = (analysis: Analysis, update: DeficiencyUpdateResponse): Analysis => {
  const added = update.deficiency;
  const list = [...(analysis.deficiencies[added.categoryKey] ?? []), added].sort(
    (a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity],
  );
  return {
    ...analysis,
    deficiencies: { ...analysis.deficiencies, [added.categoryKey]: list },
    summary: update.summary,
  };
};

/** A deleted finding gone from its category (an emptied category with it). */
export const withoutFinding = (analysis: Analysis, id: number): Analysis => {
  const deficiencies: Analysis['deficiencies'] = {};
  for (const [key, list] of Object.entries(analysis.deficiencies) as [keyof Analysis['deficiencies'], Deficiency[]][]) {
    const kept = list.filter((d) => d.id !== id);
    if (kept.length > 0) deficiencies[key] = kept;
  }
  return { ...analysis, deficiencies };
};
