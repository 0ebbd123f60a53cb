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

// every summary entry is compared with every body comment, at segmentation (markRepeated) and again among the chosen
// (mergeSummary): each candidate's words are split once per text it has
type WordsOf = (c: Candidate) => Set<string>;
const wordCache = new WeakMap<Candidate, { text: string; words: Set<string> }>();
const wordsOf: WordsOf = (c) => {
  const text = `${c.title ?? ''} ${c.text}`;
  const hit = wordCache.get(c);
  if (hit && hit.text === text) return hit.words;
  const words = contentWords(text);
  wordCache.set(c, { text, words });
  return words;
};

const sameItem = (s: Candidate, b: Candidate) =>
  Boolean(s.itemNo && b.itemNo && s.itemNo === b.itemNo && s.structured && b.structured);
const enoughOverlap = (s: Candidate, share: number) => share >= (s.text.length < 40 ? 0.75 : 0.6);

const sameEntry = (s: Candidate, b: Candidate, words: WordsOf) =>
  sameItem(s, b) || enoughOverlap(s, setOverlap(words(s), words(b)));

/**
 * A report's summary lists what its inspector counts as deficiencies: a body comment the summary repeats is
 * evidence for the model, and, in a report that has a summary, one it leaves out is evidence against.
 * Reports without a summary (fewer than three entries) keep `summarised` undefined.
 */
export const markRepeated = (candidates: Candidate[]): void => {
  const summary = candidates.filter((c) => c.inSummary);
  if (summary.length < 3) return;
  // which summary entries hold each word: a body comment is compared only with the entries it shares words with,
  // and the shared count is setOverlap's numerator
  const holding = new Map<string, number[]>();
  const sizes = summary.map((s) => wordsOf(s).size);
  summary.forEach((s, i) => {
    for (const w of wordsOf(s)) {
      const list = holding.get(w);
      if (list) list.push(i);
      else holding.set(w, [i]);
    }
  });
  const shared = new Int32Array(summary.length);
  for (const b of candidates) {
    if (b.inSummary) continue;
    const words = wordsOf(b);
    shared.fill(0);
    for (const w of words) for (const i of holding.get(w) ?? []) shared[i]!++;
    b.summarised = summary.some((s, i) => {
      if (sameItem(s, b)) return true;
      const smaller = Math.min(words.size, sizes[i]!);
      return smaller > 0 && enoughOverlap(s, shared[i]! / smaller);
    });
  }
};

/**
 * Summaries repeat body findings: a summary entry that matches a body finding is dropped (the body one is
 * cited), keeping its label when the body had none; summary entries with no body counterpart stay.
 * Exact repeats within the body are dropped too.
 */
export const mergeSummary = (candidates: Candidate[]): Candidate[] => {
  const words = wordsOf;
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
