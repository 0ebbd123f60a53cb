import type { Candidate } from './candidates';

const STOP = new Set(
  'the a an and or of to in on at is are was were be been it this that with for from as by not no there their they recommend recommended qualified licensed contractor repair repairs replace evaluate further review needed necessary should'.split(
    ' ',
  ),
);

export const contentWords = (text: string): Set<string> =>
  new Set(
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .split(' ')
      .filter((w) => w.length > 2 && !STOP.has(w)),
  );

/** Share of the smaller set's words found in the other. */
const setOverlap = (wa: Set<string>, wb: Set<string>): number => {
  const [small, big] = wa.size <= wb.size ? [wa, wb] : [wb, wa];
  if (small.size === 0) return 0;
  let hit = 0;
  for (const w of small) if (big.has(w)) hit++;
  return hit / small.size;
};

/** Share of the smaller text's content words found in the other. */
export const overlap = (a: string, b: string): number => setOverlap(contentWords(a), contentWords(b));

// every summary entry is compared with every body comment: each candidate's words are split once
type WordsOf = (c: Candidate) => Set<string>;
const memoWords = (): WordsOf => {
  const cache = new Map<Candidate, Set<string>>();
  return (c) => {
    let set = cache.get(c);
    if (!set) cache.set(c, (set = contentWords(`${c.title ?? ''} ${c.text}`)));
    return set;
  };
};

const sameEntry = (s: Candidate, b: Candidate, words: WordsOf) =>
  (s.itemNo && b.itemNo && s.itemNo === b.itemNo && s.structured && b.structured) ||
  setOverlap(words(s), words(b)) >= (s.text.length < 40 ? 0.75 : 0.6);

/**
 * A report's summary lists what its inspector counts as deficiencies: a body comment the summary repeats is
 * evidence for the model, and, in a report that has a summary, one it leaves out is evidence against.
 * Reports without a summary (fewer than three entries) keep `summarised` undefined.
 */
export const markRepeated = (candidates: Candidate[]): void => {
  const summary = candidates.filter((c) => c.inSummary);
  if (summary.length < 3) return;
  const words = memoWords();
  for (const b of candidates) {
    if (b.inSummary) continue;
    b.summarised = summary.some((s) => sameEntry(s, b, words));
  }
};

/**
 * Summaries repeat body findings: a summary entry that matches a body finding is dropped (the body one is
 * cited), keeping its label when the body had none; summary entries with no body counterpart stay.
 * Exact repeats within the body are dropped too.
 */
export const mergeSummary = (candidates: Candidate[]): Candidate[] => {
  const words = memoWords();
  const body = candidates.filter((c) => !c.inSummary);
  const out: Candidate[] = [];
  for (const c of body) {
    const dup = out.find((o) => o.text.length > 20 && o.text === c.text);
    if (!dup) out.push(c);
  }
  for (const s of candidates.filter((c) => c.inSummary)) {
    const match = out.find((b) => sameEntry(s, b, words));
    if (match) {
      if (!match.label?.flags && s.label?.flags) {
        match.label = s.label;
        match.labelSource = s.labelSource;
      }
      continue;
    }
    const twin = out.find((o) => o.inSummary && setOverlap(words(o), words(s)) >= 0.8);
    if (!twin) out.push(s);
  }
  return out;
};
