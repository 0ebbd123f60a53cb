// Candidate comments: every block of the report becomes one or more candidates (a prose paragraph or a checklist
// comment that lists several issues is split into issues), each with the context the learned finder reads:
// marker, heading path, style, summary membership and position. Nothing here decides what is a finding.
import type { Severity } from '../types';
import { colorFamily, type DocLine } from './doc-lines';
import { markerOf, readLegend, type Legend } from './markers';
import type { Block, BlockKind } from './segment';
import { OBSERVED, isGeneric, isLimitation, kindOf, observedCondition, sentencesOf, type Kind } from './text-signals';
import { ACTION, STRONG_DEFECT, type LabelInfo } from './vocabulary';

/** A comment that may be a finding, with what the finder knows about it. */
export interface Candidate {
  lines: DocLine[];
  text: string;
  title: string | null;
  location: string | null;
  section: string | null;
  item: string | null;
  itemNo: string | null;
  label: LabelInfo | null;
  labelSource: Block['labelSource'];
  colorHint: Severity | null;
  inSummary: boolean;
  structured: boolean;
  head?: DocLine;
  /** for a comment split into several issues: this issue's own sentences */
  quoteText?: string;
  blockKind: BlockKind;
  /** subject group (blocks under one heading share it) */
  group: number;
  /** the comment's kind from the text signals, before any marker */
  kind: Kind;
  /** 0-based position among the issues of a split comment, and how many there are */
  part: number;
  parts: number;
  /** blocks merged into this candidate (a condition bullet and the recommendation that follows it) */
  merged: number;
  /** for a body comment of a report with a summary: whether the summary repeats it (set by markRepeated) */
  summarised?: boolean;
}

export const joinText = (lines: DocLine[]) =>
  lines
    .map((l) => l.text.trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

const toCandidate = (b: Block, lines: DocLine[], extra: Partial<Candidate> = {}): Candidate => {
  const text = extra.text ?? joinText(lines);
  return {
    lines,
    text,
    title: b.title,
    location: b.location,
    section: b.section,
    item: b.item,
    itemNo: b.itemNo,
    label: b.label,
    labelSource: b.labelSource,
    colorHint: null,
    inSummary: b.inSummary,
    structured: b.kind === 'structured',
    head: b.head,
    blockKind: b.kind,
    group: b.group,
    kind: kindOf(text, b.label),
    part: 0,
    parts: 1,
    merged: 1,
    ...extra,
  };
};

// ---------- splitting a comment that lists several issues ----------

const opening = (s: string) => s.toLowerCase().split(/\s+/).slice(0, 5).join(' ');
const SUBJECT_END =
  /\s(was|were|is|are|appeared|appears|did|does|has|have|had|should|needs?|could|may|might|seemed)\b/i;
const headNoun = (s: string) => {
  const m = SUBJECT_END.exec(s);
  const subject = (m ? s.slice(0, m.index) : s).trim().toLowerCase();
  return (
    subject
      .split(/\s+/)
      .pop()
      ?.replace(/[^a-z]/g, '') ?? ''
  );
};
const POINTS_BACK = /^(this|these|that|those|such|it|they)\b/i;
const WEAK = /\b(dirty|debris|stain\w*|dust\w*|soiled|worn|aged|older|painted)\b/i;

/** Sentence groups, one per distinct issue: a condition opens an issue, advice and weak remarks join it. */
export const issueGroups = (text: string, label: LabelInfo | null): string[] => {
  const groups: string[][] = [];
  for (const s of sentencesOf(text)) {
    const g = groups[groups.length - 1];
    const kind = kindOf(s, label);
    const sameOpening = !!g && opening(g[0]!) === opening(s);
    const sameSubjectWeak =
      !!g && headNoun(g[0]!) === headNoun(s) && WEAK.test(s) && !STRONG_DEFECT.test(s.replace(WEAK, ''));
    // an observation that is not a defect ('Gutters were clean') ends the issue before it
    const boundary = kind === 'other' && OBSERVED.test(s) && !isGeneric(s);
    // 'This condition is a shock hazard…', 'These are…': a sentence that points back goes on about the issue before it
    const pointsBack = !!g && POINTS_BACK.test(s);
    const newIssue =
      !pointsBack && (((kind === 'finding' || kind === 'condition') && !sameOpening && !sameSubjectWeak) || boundary);
    if (!g || newIssue) groups.push([s]);
    else g.push(s);
  }
  return groups.map((g) => g.join(' '));
};

const splitIssues = (b: Block, extra: Partial<Candidate>): Candidate[] => {
  const text = joinText(b.lines);
  const groups = issueGroups(text, b.label);
  if (groups.length <= 1) return [toCandidate(b, b.lines, extra)];
  // each issue quotes its own sentences (verbatim, whitespace aside) and is cited where the comment is
  return groups.map((g, part) =>
    toCandidate(b, b.lines, { ...extra, text: g, quoteText: g, part, parts: groups.length }),
  );
};

// ---------- a chosen comment that ticks several statements on a form ----------

// A form line that opens with one box ('☒ Open slots in deadfront cover', '☐ Damaged') is one statement; a row of
// several boxes (a form's rating columns) opens an item, not a statement.
export const BOX_LEAD = /^[☒☐]\s*(?![\s☒☐])/;

// what a ticked line asserts: its words up to the first option left unticked ('☒ Range ☐ Separate cooktop')
const tickedWords = (text: string) => text.replace(/☐[\s\S]*$/, '').replace(/☒/g, ' ');
const namesAProblem = (text: string) => (observedCondition(text) || ACTION.test(text)) && !isLimitation(text);

/**
 * The statements of a comment that ticks several conditions on a form, one per ticked line with the lines that
 * continue it ('Main Panel … ☒ Open slots in deadfront cover … ☒ Breakers are different brands…'): null when it
 * ticks fewer than two. Whether the comment is a finding is decided on the whole of it (one short ticked line says
 * too little to be judged on its own); what it reports is each problem it ticks. Lines left unticked, and lines that
 * name no condition and ask for no work ('☒ Appears serviceable', '☒ Rafter: 2 x 6'), are not reported.
 */
export const tickedStatements = (c: Candidate): Candidate[] | null => {
  if (c.parts > 1 || c.lines.length < 2) return null;
  const groups: DocLine[][] = [];
  for (const l of c.lines) {
    const g = groups[groups.length - 1];
    if (!g || BOX_LEAD.test(l.text.trim())) groups.push([l]);
    else g.push(l);
  }
  const stated = groups
    .map((lines) => ({ lines, text: joinText(lines) }))
    .filter(({ text }) => text.startsWith('☒') && namesAProblem(tickedWords(text)));
  if (stated.length < 2) return null;
  return stated.map(({ lines, text }, part) => ({
    ...c,
    lines,
    text,
    kind: kindOf(text, c.label),
    part,
    parts: stated.length,
  }));
};

/** A paragraph no strong marker qualifies may mix description, advice and several issues. */
const isProse = (b: Block, text: string, strong: boolean) =>
  b.kind === 'paragraph' && !strong && (text.length > 320 || sentencesOf(text).length >= 3);

const STRONG_SOURCES = new Set(['label', 'tag', 'checkbox', 'color']);

export interface CandidateSet {
  candidates: Candidate[];
  legend: Legend;
}

// a photo or a blank area between two comments separates them (the gap a quote's passage ends at, too)
const ADJACENT_LINES = 3;
const adjacent = (a: DocLine | undefined, b: DocLine | undefined) =>
  !!a && !!b && a.page === b.page && b.y - a.y <= ADJACENT_LINES * Math.max(a.size, b.size, 1);

// a numbered item ('(11) Smoke detectors were not observed. Recommend installing…') is one of its own, even when it
// reads as advice: the inspector numbered it
const numberedItem = (l: DocLine) => /^\s*\(?\d{1,2}[.)]\s/.test(l.raw ?? l.text);

/** Every block as candidates, with its marker; a condition and the advice after it under one subject are one. */
export const candidatesOf = (blocks: Block[], allLines: readonly DocLine[]): CandidateSet => {
  const legend = readLegend(blocks, allLines);
  const out: Candidate[] = [];
  let last: Candidate | null = null;
  for (const b of blocks) {
    if (b.lines.length === 0 && !(b.kind === 'structured' && b.title)) continue;
    const { label, labelSource, colorHint } = markerOf(b, legend);
    const block: Block = { ...b, label, labelSource };
    const text = joinText(b.lines);
    const strong = label?.flags === true && STRONG_SOURCES.has(labelSource ?? '');
    const extra: Partial<Candidate> = { colorHint, label, labelSource };
    if (b.kind === 'checklist' || isProse(b, text, strong)) {
      for (const c of splitIssues(block, extra)) out.push(c);
      last = null;
      continue;
    }
    const c = toCandidate(block, b.lines, extra);
    // HomeGauge-style bullets: a condition, then its recommendation as the next bullet of the same subject
    const follows =
      last &&
      !c.structured &&
      !last.structured &&
      last.group === c.group &&
      adjacent(last.lines[last.lines.length - 1], c.lines[0]) &&
      c.kind === 'advice' &&
      labelSource !== 'tag' &&
      !numberedItem(c.lines[0]!) &&
      (last.kind === 'condition' || last.kind === 'finding') &&
      colorFamily(last.lines[0]!.color) === colorFamily(c.lines[0]!.color);
    if (follows && last) {
      last.lines = [...last.lines, ...c.lines];
      last.text = joinText(last.lines);
      last.merged++;
      last.kind = 'finding';
      continue;
    }
    out.push(c);
    last = c;
  }
  return { candidates: out, legend };
};
