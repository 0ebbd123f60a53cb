import { bm25Doc, bm25Index, bm25Scores, type Bm25Index } from './bm25';
import { extractFacts, type StatedFact } from './extract-facts';
import { textTerms } from './text-terms';
import { CONCEPTS } from './trade-synonyms';
import type { Passage } from '../types';

export interface AnswerFinding {
  id: number;
  description: string;
  quote: string | null;
  location: string | null;
  page: number | null;
}

export interface AnswerCitation {
  page: number;
  heading: string | null;
  /** the passage, verbatim */
  quote: string;
  /** [start, end) character ranges of `quote` that matched the question */
  highlights: [number, number][];
}

export interface OfflineAnswer {
  answer: string;
  citations: AnswerCitation[];
  findingIds: number[];
  facts: (StatedFact & { subject: string })[];
  /** false when nothing in the report matched the question */
  matched: boolean;
}

export const NOTHING_MATCHES =
  'Nothing in this report matches that question. Try naming the part of the house (roof, water heater, furnace, panel…).';

const QUOTE_CHARS = 600;
const HEADING_WEIGHT = 1.5;

export interface QuestionIndex {
  passages: Passage[];
  findings: AnswerFinding[];
  passageIndex: Bm25Index;
  findingIndex: Bm25Index;
}

const docTerms = (text: string, heading: string | null) => [
  ...textTerms(text, 'doc').map((t) => ({ term: t.term, weight: 1 })),
  ...(heading ? textTerms(heading, 'doc').map((t) => ({ term: t.term, weight: HEADING_WEIGHT })) : []),
];

/** The search index of one report (passages and findings); build once per report and reuse for its questions. */
export const buildQuestionIndex = (passages: Passage[], findings: AnswerFinding[]): QuestionIndex => ({
  passages,
  findings,
  passageIndex: bm25Index(passages.map((p) => bm25Doc(docTerms(p.text, p.heading)))),
  findingIndex: bm25Index(findings.map((f) => bm25Doc(docTerms(`${f.description}\n${f.quote ?? ''}`, f.location)))),
});

const ATTRIBUTES = new Set(CONCEPTS.filter((c) => c.attribute).map((c) => `~${c.key}`));
const conceptLabel = (term: string) => CONCEPTS.find((c) => `~${c.key}` === term)?.label ?? null;

const highlightsOf = (text: string, query: Set<string>): [number, number][] => {
  const spans = textTerms(text, 'doc')
    .filter((t) => query.has(t.term))
    .map((t) => [t.start, t.end] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([...s]);
  }
  return merged;
};

// A long passage is cut to the stretch around its first match, so the quote shows the words that matched.
const clip = (text: string, highlights: [number, number][]) => {
  if (text.length <= QUOTE_CHARS) return { quote: text, highlights };
  const first = highlights[0]?.[0] ?? 0;
  let start = Math.max(0, first - 150);
  start = start === 0 ? 0 : text.lastIndexOf(' ', start) + 1;
  const end = Math.min(text.length, start + QUOTE_CHARS);
  return {
    quote: text.slice(start, end),
    highlights: highlights
      .filter(([a, b]) => a >= start && b <= end)
      .map(([a, b]) => [a - start, b - start] as [number, number]),
  };
};

const pageList = (pages: number[]) => {
  const ps = [...new Set(pages)];
  if (ps.length === 1) return `page ${ps[0]}`;
  return `pages ${ps.slice(0, -1).join(', ')} and ${ps[ps.length - 1]}`;
};

/**
 * Answers a question from the report alone: the three best passages by BM25 (the trade's synonyms folded into
 * concepts on both sides), the findings that match, and the ages, sizes and materials those passages state.
 */
const queryOf = (question: string) => {
  const query = new Map<string, number>();
  for (const t of textTerms(question, 'query')) query.set(t.term, 1);
  return query;
};

// a passage that matches only an attribute ('age') of a question about a thing does not answer it
const rank = (index: QuestionIndex, query: Map<string, number>) => {
  const needsSubject = [...query.keys()].some((t) => !ATTRIBUTES.has(t));
  const ranked = bm25Scores(index.passageIndex, query)
    .map((s, i) => {
      const covered = s.matched.length / query.size;
      const hasSubject = s.matched.some((t) => !ATTRIBUTES.has(t));
      return {
        i,
        score: s.score * (0.5 + 0.5 * covered) * (needsSubject && !hasSubject ? 0.3 : 1),
        matched: s.matched,
      };
    })
    .filter((s) => s.score > 0 && (!needsSubject || s.matched.some((t) => !ATTRIBUTES.has(t))))
    .sort((a, b) => b.score - a.score);
  const seen = new Set<string>();
  return ranked.filter((r) => {
    const key = index.passages[r.i]!.text;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** The passages that best match a question, best first (what an LLM is given to answer from). */
export const rankPassages = (index: QuestionIndex, question: string, limit: number): Passage[] =>
  rank(index, queryOf(question))
    .slice(0, limit)
    .map((r) => index.passages[r.i]!);

/** [start, end) ranges of the words of `text` that match the question. */
export const questionHighlights = (question: string, text: string) =>
  highlightsOf(text, new Set(queryOf(question).keys()));

export const answerOffline = (index: QuestionIndex, question: string): OfflineAnswer => {
  const query = queryOf(question);
  const subjects = [...query.keys()].filter((t) => !ATTRIBUTES.has(t));
  const empty: OfflineAnswer = { answer: NOTHING_MATCHES, citations: [], findingIds: [], facts: [], matched: false };
  if (query.size === 0) return empty;
  const needsSubject = subjects.length > 0;
  const ranked = rank(index, query);

  const findingScores = bm25Scores(index.findingIndex, query)
    .map((s, i) => ({ i, score: s.score, matched: s.matched }))
    .filter((s) => s.score > 0 && (!needsSubject || s.matched.some((t) => !ATTRIBUTES.has(t))))
    .sort((a, b) => b.score - a.score);
  const topFinding = findingScores[0]?.score ?? 0;
  const findingIds = findingScores
    .filter((s) => s.score >= topFinding * 0.6)
    .slice(0, 3)
    .map((s) => index.findings[s.i]!.id);

  if (ranked.length === 0 && findingIds.length === 0) return empty;

  const top = ranked.slice(0, 3);
  const querySet = new Set(query.keys());
  const citations = top.map((r) => {
    const p = index.passages[r.i]!;
    const { quote, highlights } = clip(p.text, highlightsOf(p.text, querySet));
    return { page: p.page, heading: p.heading, quote, highlights };
  });

  // facts from the cited passages, of the kind asked about when the question names one (age, size, material)
  const subjectLabel = subjects.map(conceptLabel).find(Boolean) ?? null;
  const asked = new Set(
    [...query.keys()].flatMap((t) =>
      t === '~age' ? ['age'] : t === '~capacity' || t === '~amps' ? ['size'] : t === '~material' ? ['material'] : [],
    ),
  );
  const facts: OfflineAnswer['facts'] = [];
  for (const r of top) {
    const p = index.passages[r.i]!;
    for (const f of extractFacts(p.text, p.page)) {
      if (asked.size && !asked.has(f.kind)) continue;
      if (facts.some((g) => g.kind === f.kind && g.value.toLowerCase() === f.value.toLowerCase())) continue;
      if (facts.some((g) => g.kind === f.kind)) continue;
      facts.push({ ...f, subject: subjectLabel ?? p.heading ?? 'Report' });
    }
  }

  const parts: string[] = [];
  if (facts.length) {
    const subject = facts[0]!.subject;
    parts.push(`${subject}: ${facts.map((f) => `${f.value} (page ${f.page})`).join(', ')}.`);
  }
  if (citations.length) {
    parts.push(
      `The report speaks to this on ${pageList(citations.map((c) => c.page))}; the passages are quoted below.`,
    );
  }
  if (findingIds.length) {
    parts.push(`${findingIds.length === 1 ? 'One finding relates' : `${findingIds.length} findings relate`} to it.`);
  }
  return { answer: parts.join(' '), citations, findingIds, facts, matched: true };
};
