// Comments that look alike in one report are mostly of one kind. An inspector types the findings of a report in
// one way (a colour, bold, a marker, a bullet) and its boilerplate in another, whatever the software; which look
// means "finding" differs from report to report, so it cannot be learned from the training reports (a model that
// tried learned their styling), but the report's own scores say it. A candidate's probability moves toward the
// mean probability of the other candidates of the report that share its look, and then (more weakly, a comment has
// several) toward those that share its longer words: the report's boilerplate repeats its own wording.

/** The features that make a comment's look: text colour, weight, slant, size, fill, block kind, marker polarity. */
const LOOK_GROUPS = new Set(['color', 'bold', 'italic', 'size', 'bk', 'pol', 'shaded']);
// a feature's group is the name before its colon; conjunctions (`color:red|coded`) are not part of the look
const isLookFeature = (f: string) => !f.includes('|') && LOOK_GROUPS.has(f.slice(0, f.indexOf(':')));

export const lookOf = (features: readonly string[]): string => features.filter(isLookFeature).sort().join(' ');

export interface LookAlike {
  /** how far the log-odds move: `weight` times the log-odds of the look's mean against the report's mean */
  weight: number;
  /** the look's mean is smoothed toward the report's mean as if it had `prior` more candidates at that mean */
  prior: number;
}

export const logit = (p: number) => Math.log(Math.max(p, 1e-9) / Math.max(1 - p, 1e-9));
export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The report's probabilities, each moved toward those of the other candidates that share its groups (the mean of the
 * moves over its groups; never toward its own: a comment alone in a group is not moved by it, and a comment in no
 * group keeps its probability).
 */
export const withAlike = (
  probabilities: number[],
  groupsOf: readonly (readonly string[])[],
  settings: LookAlike,
): number[] => {
  if (settings.weight === 0 || probabilities.length < 2) return probabilities;
  const reportMean = probabilities.reduce((a, b) => a + b, 0) / probabilities.length;
  const groups = new Map<string, { n: number; sum: number }>();
  groupsOf.forEach((names, i) => {
    for (const name of names) {
      const g = groups.get(name) ?? { n: 0, sum: 0 };
      g.n++;
      g.sum += probabilities[i]!;
      groups.set(name, g);
    }
  });
  return probabilities.map((p, i) => {
    const names = groupsOf[i]!;
    if (names.length === 0) return p;
    let move = 0;
    for (const name of names) {
      const g = groups.get(name)!;
      const others = (g.sum - p + settings.prior * reportMean) / (g.n - 1 + settings.prior);
      move += logit(others) - logit(reportMean);
    }
    return sigmoid(logit(p) + (settings.weight * move) / names.length);
  });
};

/** Each candidate read with the other candidates of its look. */
export const withLookAlike = (probabilities: number[], looks: string[], settings: LookAlike): number[] =>
  withAlike(
    probabilities,
    looks.map((look) => [look]),
    settings,
  );

// Words of six letters or more name the subject and the trouble ('gutter', 'flashing', 'corroded'); shorter ones are
// mostly the grammar every comment shares
const LONG_WORD = /^w:[a-z]{6,}$/;

/** The words a comment is read with against the report's others: its word features of six letters or more. */
export const wordsOf = (features: readonly string[]): string[] => [
  ...new Set(features.filter((f) => LONG_WORD.test(f)).map((f) => f.slice(2))),
];

/** What a candidate is read with in its report: its look, its longer words, and whether its summary repeats it. */
export interface Reading {
  look: string;
  words: readonly string[];
  /** a body comment the report's own summary repeats (features.ts: `in-report-summary`) */
  summarised: boolean;
}
export const readingOf = (features: readonly string[]): Reading => ({
  look: lookOf(features),
  words: wordsOf(features),
  summarised: features.includes('in-report-summary'),
});
