// Which answer-key item a candidate stands for, by the corpus scorer's own matching rule (../shared/tools/
// score-analysis.mjs): the key's verbatim anchor found in the candidate's words, or most of the key's description
// words, with the pages within 1. Used only to label training data.

export interface KeyItem {
  id: number;
  category: string;
  severity: string;
  page: number;
  anchor: string;
  description: string;
  location?: string | null;
  optional?: boolean;
  category_alt?: string[];
  severity_alt?: string[];
}

const STOP = new Set(
  (
    'a an and are as at be by for from has have in into is it its of on or that the this to was were ' +
    'with which should be been not no there their they them recommend recommended qualified licensed contractor ' +
    'repair repairs further evaluation evaluate evaluated observed noted appears appear area areas item items'
  ).split(' '),
);
const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const words = (s: string) =>
  norm(s)
    .split(' ')
    .filter((w) => w.length > 2 && !STOP.has(w));
const trigrams = (s: string) => {
  const t = norm(s).replace(/ /g, '');
  const out = new Set<string>();
  for (let i = 0; i + 3 <= t.length; i++) out.add(t.slice(i, i + 3));
  return out;
};

const containment = (anchor: string, text: Set<string>) => {
  const a = trigrams(anchor);
  if (a.size === 0) return 0;
  let hit = 0;
  for (const g of a) if (text.has(g)) hit++;
  return hit / a.size;
};
const wordShare = (key: string, text: Set<string>) => {
  const k = new Set(words(key));
  if (k.size === 0) return 0;
  let hit = 0;
  for (const w of k) if (text.has(w)) hit++;
  return hit / k.size;
};

export interface PredictionText {
  page: number;
  quote: string;
  description: string;
  location: string | null;
}

/** Key items this prediction would match (similarity above the scorer's threshold), best first. */
export const keyMatches = (key: KeyItem[], p: PredictionText): { item: KeyItem; sim: number }[] => {
  const text = [p.quote.slice(0, 600), p.description, p.location].filter(Boolean).join(' \n ');
  const tri = trigrams(text);
  const ws = new Set(words(text));
  const out: { item: KeyItem; sim: number }[] = [];
  for (const k of key) {
    const sim = Math.max(containment(k.anchor, tri), 0.9 * wordShare(`${k.description} ${k.location ?? ''}`, ws));
    const samePage = Math.abs(p.page - k.page) <= 1;
    if (sim < (samePage ? 0.55 : 0.8)) continue;
    out.push({ item: k, sim: sim + (samePage ? 0.05 : 0) });
  }
  return out.sort((a, b) => b.sim - a.sim);
};

export const bestKeyMatch = (key: KeyItem[], p: PredictionText) => keyMatches(key, p)[0] ?? null;

/**
 * One candidate per key item, as the scorer pairs them (greedy by similarity): the candidate that would be scored
 * as the item is a finding; a second candidate for the same item (a summary repeat, a caption) would be a false
 * positive, so it is not. Candidates that only match optional items are left out (null weight).
 */
export const assignKeyItems = (key: KeyItem[], predictions: PredictionText[]): (KeyItem | 'none' | 'ignore')[] => {
  const pairs: { ci: number; item: KeyItem; sim: number }[] = [];
  predictions.forEach((p, ci) => {
    for (const m of keyMatches(key, p)) pairs.push({ ci, item: m.item, sim: m.sim });
  });
  pairs.sort((a, b) => b.sim - a.sim || a.ci - b.ci);
  const out: (KeyItem | 'none' | 'ignore')[] = predictions.map(() => 'none');
  const taken = new Set<number>();
  const assigned = new Set<number>();
  for (const { ci, item } of pairs) {
    if (assigned.has(ci) || taken.has(item.id)) continue;
    assigned.add(ci);
    taken.add(item.id);
    out[ci] = item.optional ? 'ignore' : item;
  }
  // a candidate that matched only optional items that went to others is borderline too
  pairs.forEach(({ ci, item }) => {
    if (!assigned.has(ci) && item.optional) out[ci] = 'ignore';
  });
  return out;
};
