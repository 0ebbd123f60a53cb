// Features of a candidate comment for the learned finder: its words, the vocabularies as evidence, the inspector's
// marker, style, heading path, summary membership and position. Every feature is a name with value 1; the model
// weighs them (finder-model.ts). Conjunctions let a linear model learn that, e.g., an action word means more in a
// report whose labels flag every finding than in one with none.
import type { Candidate } from './candidates';
import { colorFamily } from './doc-lines';
import { isHighlightMarker, shadedShare } from './highlights';
import { polarityOf, type Legend } from './markers';
import {
  ADVICE_START,
  FORM_TEXT,
  GENERAL_TRUTH,
  GENERIC_START,
  HYPOTHETICAL,
  LOCATED_ADVICE,
  MODAL,
  NEGATED_CLAUSE,
  OBSERVED,
  PERIODIC,
  REFERENCE,
  UPGRADE,
  hasCondition,
  isAbsent,
  isCaption,
  isGeneric,
  isLimitation,
  observedCondition,
  sentencesOf,
} from './text-signals';
import {
  ACTION,
  BOILERPLATE,
  CONDITION,
  CRITICAL_WORDS,
  DEFINITION,
  LIMITATION,
  MAJOR_WORDS,
  MINOR_WORDS,
  NORMAL_WEAR,
  POSITIVE,
  STRONG_DEFECT,
} from './vocabulary';

/** What the finder knows about the whole report. */
export interface DocContext {
  legend: Legend;
  /** the report labels its numbered comments (Spectora-like): three or more labelled structured blocks */
  structuredMode: boolean;
  /** share of candidates the inspector's markers flag: reports without markers are read from their words alone */
  flaggedShare: number;
  /** the report's flagged comments are all in its summary (a summary-only export) */
  summaryOnly: boolean;
  bodySize: number;
  pageCount: number;
}

const SUFFIXES = ['ing', 'ed', 'es', 's', 'ly'];
const stem = (word: string) => {
  const apostrophe = word.indexOf("'");
  const w = apostrophe >= 0 ? word.slice(0, apostrophe) : word;
  if (w.length <= 4) return w;
  for (const suffix of SUFFIXES) if (w.endsWith(suffix)) return w.slice(0, -suffix.length);
  return w;
};
/** Lower-case words with a light suffix strip, so 'leaking', 'leaked' and 'leaks' share a feature. */
export const tokens = (text: string): string[] => (text.toLowerCase().match(/[a-z][a-z']+/g) ?? []).map(stem);

const bucket = (n: number, edges: number[]) => {
  let i = 0;
  while (i < edges.length && n > edges[i]!) i++;
  return i;
};

const signals = (text: string): string[] => {
  const s: string[] = [];
  const sentences = sentencesOf(text);
  const test = (name: string, re: RegExp) => {
    re.lastIndex = 0;
    if (re.test(text)) s.push(name);
  };
  test('condition', CONDITION);
  test('action', ACTION);
  test('positive', POSITIVE);
  test('limitation', LIMITATION);
  test('boilerplate', BOILERPLATE);
  test('definition', DEFINITION);
  test('strong', STRONG_DEFECT);
  test('upgrade', UPGRADE);
  test('advice-start', ADVICE_START);
  test('located-advice', LOCATED_ADVICE);
  test('reference', REFERENCE);
  test('form', FORM_TEXT);
  test('negated', NEGATED_CLAUSE);
  test('hypothetical', HYPOTHETICAL);
  test('observed', OBSERVED);
  test('modal', MODAL);
  test('generic-start', GENERIC_START);
  test('periodic', PERIODIC);
  test('general-truth', GENERAL_TRUTH);
  test('normal-wear', NORMAL_WEAR);
  test('critical-words', CRITICAL_WORDS);
  test('major-words', MAJOR_WORDS);
  test('minor-words', MINOR_WORDS);
  if (hasCondition(text)) s.push('condition-not-negated');
  if (NEGATED_CONDITION.test(text)) s.push('negated-condition');
  if (observedCondition(text)) s.push('observed-condition');
  if (isAbsent(text)) s.push('absent');
  if (isCaption(text)) s.push('caption');
  if (/\?\s*$/.test(text)) s.push('question');
  if (/\b(you|your)\b/i.test(text)) s.push('second-person');
  if (sentences.length > 0) {
    const generic = sentences.filter((x) => isGeneric(x)).length / sentences.length;
    const limited = sentences.filter((x) => isLimitation(x)).length / sentences.length;
    s.push(`generic-share:${bucket(generic, [0, 0.34, 0.67, 0.99])}`);
    s.push(`limitation-share:${bucket(limited, [0, 0.34, 0.67, 0.99])}`);
    if (isGeneric(sentences[0]!)) s.push('first-generic');
    if (BOILERPLATE.test(sentences[0]!)) s.push('first-boilerplate');
  }
  return s;
};

const MAX_WORDS = 80;

// 'no observable cracks', 'without damage', 'free of leaks': a condition word the sentence denies
const NEGATED_CONDITION = new RegExp(
  `\\b(no|without|free of|absence of|never)\\s+(\\w+\\s+){0,2}?(${CONDITION.source.replace(/^\\b\(|\)\\b$/g, '')})`,
  'i',
);

/** The candidate's features (names; each has value 1). */
export const featuresOf = (c: Candidate, doc: DocContext, prev: Candidate | null = null): string[] => {
  const f = new Set<string>();
  const add = (name: string) => f.add(name);
  const text = c.text;
  const pol = polarityOf(c.label);
  const src = c.labelSource ?? 'none';
  const mode = doc.structuredMode
    ? 'structured'
    : doc.flaggedShare >= 0.25
      ? 'marked'
      : doc.flaggedShare >= 0.05
        ? 'some-marks'
        : 'unmarked';
  add('bias');
  add(`pol:${pol}`);
  add(`src:${src}`);
  add(`pol:${pol}|src:${src}`);
  add(`pol:${pol}|mode:${mode}`);
  add(`pol:${pol}|bk:${c.blockKind}`);
  add(`kind:${c.kind}`);
  add(`kind:${c.kind}|pol:${pol}`);
  add(`kind:${c.kind}|mode:${mode}`);
  add(`kind:${c.kind}|bk:${c.blockKind}`);
  add(`bk:${c.blockKind}`);
  add(`bk:${c.blockKind}|mode:${mode}`);
  add(`mode:${mode}`);
  if (c.label?.severity) add(`lsev:${c.label.severity}`);
  if (c.label?.soft) add('label-soft');
  if (c.label?.label === 'note') add('note-zone');
  if (c.label?.label === 'notes') add('notes-zone');
  if (c.inSummary) add('summary');
  if (c.inSummary) add(`summary|pol:${pol}`);
  if (c.inSummary && doc.summaryOnly) add('summary-only');
  const repeated = c.inSummary
    ? 'summary'
    : c.summarised === undefined
      ? 'no-summary'
      : c.summarised
        ? 'in-report-summary'
        : 'left-out-of-summary';
  add(repeated);
  add(`${repeated}|kind:${c.kind}`);
  // the comment before this one: a description paragraph under the same subject reads differently from a new subject
  if (prev) {
    add(`prev-kind:${prev.kind}`);
    add(`prev-pol:${polarityOf(prev.label)}`);
    if (prev.group === c.group) add(`same-subject|kind:${c.kind}`);
  }
  if (c.parts > 1) add('split');
  if (c.parts > 1) add(`split|kind:${c.kind}`);
  if (c.merged > 1) add('merged');
  if (c.title) add('has-title');
  if (c.location) add('has-location');
  if (c.itemNo) add('has-item-no');
  if (c.colorHint) add(`color-hint:${c.colorHint}`);

  // style: share of the comment's characters in bold, italic, capitals; colour and size of its first line
  const first = c.lines[0];
  if (first) {
    const chars = c.lines.reduce((n, l) => n + l.text.length, 0) || 1;
    const share = (test: (l: (typeof c.lines)[number]) => boolean) =>
      c.lines.filter(test).reduce((n, l) => n + l.text.length, 0) / chars;
    add(
      `bold:${bucket(
        share((l) => l.bold),
        [0.1, 0.9],
      )}`,
    );
    add(
      `italic:${bucket(
        share((l) => l.italic),
        [0.1, 0.9],
      )}`,
    );
    add(
      `caps:${bucket(
        share((l) => l.caps),
        [0.1, 0.9],
      )}`,
    );
    if (/^[A-Z][A-Z /&-]{2,30}:/.test(text)) add('caps-lead');
    const fam = colorFamily(first.color);
    add(`color:${fam}`);
    if (doc.legend.colorCoded) add(`color:${fam}|coded`);
    if (doc.legend.commentsInColour) add(`color:${fam}|comments-in-colour`);
    add(`size:${bucket(first.size / doc.bodySize, [0.85, 0.95, 1.05, 1.2])}`);
    // printed on a coloured fill (a shaded box, a highlight): boilerplate boxes and legend-marked findings alike. A
    // fill the report's legend explains is the comment's marker, read as such: what fills mean in other reports does
    // not weigh on it
    if (!isHighlightMarker(c.label)) add(`shaded:${bucket(shadedShare(c.lines), [0.1, 0.6])}`);
    // a one-page report (a pasted text, a short letter) has no cover page: where its comments sit says nothing
    if (doc.pageCount > 1) add(`pagepos:${bucket((first.page - 1) / (doc.pageCount - 1), [0.05, 0.15, 0.85])}`);
  }

  const words = tokens(text);
  const sentences = sentencesOf(text).length;
  add(`words:${bucket(words.length, [3, 7, 15, 30, 60, 120])}`);
  add(`sentences:${bucket(sentences, [1, 2, 3, 5])}`);
  for (const s of signals(text)) {
    add(`v:${s}`);
    add(`v:${s}|pol:${pol}`);
    add(`v:${s}|mode:${mode}`);
  }
  const head = words.slice(0, MAX_WORDS);
  if (head[0]) add(`first:${head[0]}`);
  for (let i = 0; i < head.length; i++) {
    add(`w:${head[i]}`);
    if (i + 1 < head.length) add(`b:${head[i]}_${head[i + 1]}`);
  }
  for (const w of tokens(c.title ?? '')) add(`t:${w}`);
  for (const w of tokens(`${c.item ?? ''} ${c.section ?? ''}`)) add(`h:${w}`);
  return [...f];
};
