import { CONCEPTS } from './trade-synonyms';

/** A word or concept found in a text, with where it is (for highlighting the words that matched). */
export interface TermSpan {
  term: string;
  start: number;
  end: number;
}

// Words that carry no subject in a buyer's question or an inspector's sentence.
const STOPWORDS = new Set(
  `a about above after again all also am an and any anything are as at be been before being below between both but by
  can could did do does doing done during each else ever few for from further get got had has have having he her here
  his how i if in into is it its just know let like may me might more most much must my need needs no nor not now of
  off on once only or other our out over own please same say said says see she should so some such tell than that the
  their them then there these they this those through to too under until up upon us very was we were what whats
  when where which while who whom why will with would you your yours ok okay fine good bad alright anything
  inspector inspectors inspection report reported house home property mention mentioned note noted find found look
  looks looked wrong problem problems issue issues concern concerns`.split(/\s+/),
);

export const stem = (word: string): string => {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.length > 4 && /(sh|ch|x)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) return w.slice(0, -2);
  return w;
};

interface Word {
  stem: string;
  start: number;
  end: number;
}

const WORD = /[A-Za-z0-9]+(?:[/'’-][A-Za-z0-9]+)*/g;

const words = (text: string): Word[] => {
  const out: Word[] = [];
  for (const m of text.matchAll(WORD)) out.push({ stem: stem(m[0]), start: m.index, end: m.index + m[0].length });
  return out;
};

// Phrases as stem sequences, longest first so 'heat pump' wins over 'heat'.
interface PhraseRule {
  stems: string[];
  concept: string;
  questionOnly: boolean;
}
const RULES: PhraseRule[] = CONCEPTS.flatMap((c) => [
  ...c.phrases.map((p) => ({ stems: words(p).map((w) => w.stem), concept: c.key, questionOnly: false })),
  ...(c.questionOnly ?? []).map((p) => ({ stems: words(p).map((w) => w.stem), concept: c.key, questionOnly: true })),
])
  .filter((r) => r.stems.length > 0)
  .sort((a, b) => b.stems.length - a.stems.length);
const RULES_BY_FIRST = new Map<string, PhraseRule[]>();
for (const r of RULES) RULES_BY_FIRST.set(r.stems[0]!, [...(RULES_BY_FIRST.get(r.stems[0]!) ?? []), r]);

export const conceptTerm = (key: string) => `~${key}`;

/**
 * The searchable terms of a text: its words (stemmed, stopwords out) and the trade concepts its phrases name
 * ('~water-heater' for "water heater", "hot water tank", and in a question "WH"). A word that only names a concept
 * in a question ('old', 'tank') stands for the concept alone there.
 */
export const textTerms = (text: string, mode: 'doc' | 'query'): TermSpan[] => {
  const ws = words(text);
  const out: TermSpan[] = [];
  const covered = new Set<number>();
  for (let i = 0; i < ws.length; i++) {
    // every concept the longest matching phrase names ('heater' in a question: water heater or furnace)
    let longest = 0;
    for (const rule of RULES_BY_FIRST.get(ws[i]!.stem) ?? []) {
      if (rule.questionOnly && mode === 'doc') continue;
      const n = rule.stems.length;
      if (n < longest) break;
      if (i + n > ws.length || !rule.stems.every((s, k) => ws[i + k]!.stem === s)) continue;
      longest = n;
      const term = conceptTerm(rule.concept);
      if (!out.some((t) => t.term === term && t.start === ws[i]!.start))
        out.push({ term, start: ws[i]!.start, end: ws[i + n - 1]!.end });
      if (rule.questionOnly) for (let k = 0; k < n; k++) covered.add(i + k);
    }
  }
  ws.forEach((w, i) => {
    if (covered.has(i) || STOPWORDS.has(w.stem) || STOPWORDS.has(text.slice(w.start, w.end).toLowerCase())) return;
    if (w.stem.length < 2 && !/\d/.test(w.stem)) return;
    out.push({ term: w.stem, start: w.start, end: w.end });
  });
  return out;
};
