import type { Severity } from '../types';
import { colorFamily, type DocLine } from './doc-lines';
import { checkedCodes, gridRatings, labelFromCodes } from './rating-columns';
import { isColumnHeader, type Block } from './segment';
import {
  ACTION,
  BOILERPLATE,
  CONDITION,
  DEFINITION,
  LIMITATION,
  NORMAL_WEAR,
  POSITIVE,
  STRONG_DEFECT,
  type LabelInfo,
} from './vocabulary';

/** A comment chosen as a finding, before classification. */
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
  confidence: number;
  structured: boolean;
  head?: DocLine;
  /** for a comment split into several issues: this issue's own sentences */
  quoteText?: string;
}

const joinText = (lines: DocLine[]) =>
  lines
    .map((l) => l.text.trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

const toCandidate = (b: Block, lines = b.lines, extra: Partial<Candidate> = {}): Candidate => ({
  lines,
  text: joinText(lines),
  title: b.title,
  location: b.location,
  section: b.section,
  item: b.item,
  itemNo: b.itemNo,
  label: b.label,
  labelSource: b.labelSource,
  colorHint: null,
  inSummary: b.inSummary,
  confidence: 0.6,
  structured: b.kind === 'structured',
  head: b.head,
  ...extra,
});

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z(])/).filter((s) => s.trim());

// ---------- text tests ----------

const REFERENCE =
  /^(same as|see (comments|notes|above|below|the|main|section|interior|exterior)|refer to|as noted|noted above|see \S+ (section|comments))/i;
const UPGRADE =
  /\b(upgrad\w*|consider (installing|adding|replacing|upgrading)|for (added|improved|extra|increased) (safety|efficiency|protection|security)|modern (safety )?standards|brand|for the (best|quietest|longest))\b/i;
const ADVICE_START =
  /^(repair|replace|remove|install|ventilate|eliminate|divert|keep|clean|seal|inspect|avoid|use|ensure|make sure|get rid|look for|operate|walk|confirm|we suggest|we advise|you (should|may)|recommend\w*|suggest\w*|consider|anticipate|maintain|monitor|obtain|verify|ask|check|inquire|have|hire|contact|consult|budget|plan|periodic|annual|routine|it is (recommended|advisable|suggested)|we recommend|i recommend|the inspector recommends|client should|buyer should)\b/i;

// '<Where>: Recommend caulking as required' — advice pinned to a place is a finding.
const POSITIVE_ALL = new RegExp(POSITIVE.source, 'gi');
const LIMITATION_ALL = new RegExp(LIMITATION.source, 'gi');
const STRONG_OBSERVED =
  /\b(damaged?|missing|leak(s|ing|ed)?|crack(s|ed|ing)?|broken|inoperab\w*|rot(ted|ting)?|deteriorat\w*|improper\w*)\b/i;

// '<Where>: Recommend caulking as required' — advice pinned to a place is a finding (not a CAPS tag).
const LOCATED_ADVICE =
  /^[A-Z][a-z][\w /-]{1,29}:\s*(recommend|needs?|should)\b.{0,40}\b(caulk\w*|seal\w*|repair\w*|replac\w*|install\w*|secur\w*|adjust\w*|clean\w*)/i;

const NEGATED_CLAUSE =
  /\b(no (signs|evidence|indications|visible (signs|evidence))|did not (observe|see|find|note)|not (observed|found|noted|detected)|none (observed|noted|found))\b[^.;]*/gi;
const hasCondition = (t: string) => CONDITION.test(t.replace(NEGATED_CLAUSE, ' '));
const isBoiler = (t: string) => BOILERPLATE.test(t);

type Kind = 'finding' | 'condition' | 'advice' | 'other';

// Photo captions: a few words with no sentence punctuation ('Clogged and blocked with dirty filter').
const isCaption = (t: string) => t.split(/\s+/).length <= 20 && !/[.!?]/.test(t);

// Generic statements (how things work, what owners should do) as opposed to what the inspector saw here.
const HYPOTHETICAL = /\b(if|when|whenever|whether|unless|in case|once|where|since)\b[^,.;]*/gi;
const OBSERVED =
  /\b(was|were|observed|noted|found|appeared|appears|did not|does not|do not|has been|have been|had been|there (is|are|was|were)|showed|shows|exhibit\w*|detected|identified|(is|are) (\w+ ){0,2}(missing|loose|damaged|broken|cracked|leaking|deteriorated|rotted|rotting|corroded|rusted|inoperable|improperly|worn|stained|blocked|clogged|disconnected|dirty|full)|(?<!\b(for|of|to|the|a|an|any|no|from|with|and|or|prevent|check|cause|causing|against) )(?<=[a-z] )(leaks|drips|sags|wobbles|binds|rubs|rocks)\b(?! (will|can|may|could|might|should|would|are|occur)\b))\b/i;
const MODAL =
  /\b(should|can|could|may|might|would|will|must|require[sd]?|needs? to be|typically|generally|usually|often|normally|it is (important|recommended|advisable|strongly recommended|imperative))\b/i;
const GENERIC_START =
  /^(all|most|any|every|many|some|such|these types?|typical(ly)?|in general|generally|as a rule|as with all|note:?)\b/i;
const PERIODIC =
  /\b(annual(ly)?|every \d+|each (year|season)|every (year|season)|regular(ly)?|periodic(ally)?|routine(ly)?|monthly|twice a year|seasonal(ly)?|at least once)\b/i;
const GENERAL_TRUTH =
  /\b((are|is) (a |an )?(common|typical|normal|usual)|(many|most|some|all) (homes|houses|foundations|roofs|buildings|systems)|the (chance|risk|likelihood|possibility|purpose) of)\b/i;
const isGeneric = (s: string) => {
  // questions ('Is there any cracked glass?') belong to checklists for the reader, not to findings
  if (/\?\s*$/.test(s)) return true;
  const observed = OBSERVED.test(s.replace(HYPOTHETICAL, ' '));
  if (observed) return false;
  return MODAL.test(s) || GENERIC_START.test(s.trim()) || /\b(you|your)\b/i.test(s) || GENERAL_TRUTH.test(s);
};
const observedText = (t: string) =>
  sentencesOf(t)
    .filter((s) => !isGeneric(s))
    .join(' ');

// Questionnaire forms (4-point, wind mitigation): questions and option lists, not observations.
const FORM_TEXT =
  /\?\s*(■|☒|☐)?\s*(yes|no)\b|\b(yes|no)\s+(■|☒|☐)?\s*(yes|no)\b|(satisfactory|unsatisfactory|n\/a)\s+(■|☒|☐)?\s*(satisfactory|unsatisfactory|n\/a)|^(indicate|describe|explain|list|check (one|all)|if (yes|present|so)\b)/i;

const isLimitation = (s: string) =>
  LIMITATION.test(s) && !STRONG_OBSERVED.test(s.replace(LIMITATION_ALL, ' ').replace(HYPOTHETICAL, ' '));

/** The comment names a defect it observed (not in a limitation, a hypothetical or a general statement). */
const observedCondition = (text: string) =>
  hasCondition(
    observedText(
      sentencesOf(text)
        .filter((x) => !isLimitation(x))
        .join(' '),
    ).replace(HYPOTHETICAL, ' '),
  );

export const kindOf = (text: string, label: LabelInfo | null): Kind => {
  if (!text || REFERENCE.test(text) || text.length < 8 || DEFINITION.test(text) || FORM_TEXT.test(text)) return 'other';
  if (isCaption(text)) return 'other';
  if (UPGRADE.test(text) && !STRONG_DEFECT.test(text.replace(UPGRADE, ' '))) return 'other';
  if (LOCATED_ADVICE.test(text)) return 'finding';
  // what the inspector could not see or test is not a finding; the rest of the comment may still be one
  const kept = sentencesOf(text).filter((x) => !isLimitation(x));
  if (kept.length === 0) return 'other';
  const t = kept.join(' ');
  const obs = observedText(t).replace(NEGATED_CLAUSE, ' ').replace(POSITIVE_ALL, ' ');
  const cond = hasCondition(obs.replace(NORMAL_WEAR, ' ').replace(HYPOTHETICAL, ' '));
  const action = ACTION.test(t);
  const positive = POSITIVE.test(t) && !cond;
  if (positive) return 'other';
  if (isBoiler(t) && !(cond && label?.flags)) return 'other';
  const adviceForm = ADVICE_START.test(t);
  if (cond && !adviceForm) return action ? 'finding' : 'condition';
  if (cond && adviceForm) return 'advice';
  if (action) return 'advice';
  return 'other';
};

// ---------- sentence grouping for multi-issue comments ----------

const opening = (s: string) => s.toLowerCase().split(/\s+/).slice(0, 5).join(' ');
const SUBJECT_END =
  /\s(was|were|is|are|appeared|appears|did|does|has|have|had|should|needs?|could|may|might|seemed|seems)\b/i;
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
const WEAK = /\b(dirty|debris|stain\w*|dust\w*|cobweb\w*|soiled|worn|aged|older|painted)\b/i;

/** One candidate per distinct issue in a comment listing several ('The tracks were loose… A few screens were damaged…'). */
const splitIssues = (b: Block, extra: Partial<Candidate>): Candidate[] => {
  const text = joinText(b.lines);
  const sentences = sentencesOf(text);
  if (sentences.length <= 1) return [toCandidate(b, b.lines, extra)];
  const groups: string[][] = [];
  for (const s of sentences) {
    const g = groups[groups.length - 1];
    const kind = kindOf(s, b.label);
    const sameOpening = !!g && opening(g[0]!) === opening(s);
    const sameSubjectWeak =
      !!g && headNoun(g[0]!) === headNoun(s) && WEAK.test(s) && !STRONG_DEFECT.test(s.replace(WEAK, ''));
    // an observation that is not a defect ('Gutters were clean') ends the issue before it
    const boundary = kind === 'other' && OBSERVED.test(s) && !isGeneric(s);
    const newIssue = ((kind === 'finding' || kind === 'condition') && !sameOpening && !sameSubjectWeak) || boundary;
    if (!g || newIssue) groups.push([s]);
    else g.push(s);
  }
  if (groups.length === 1) return [toCandidate(b, b.lines, extra)];
  // each issue quotes its own sentences (verbatim, whitespace aside) and is cited where the comment is
  return groups.map((g) => toCandidate(b, b.lines, { ...extra, text: g.join(' '), quoteText: g.join(' ') }));
};

// ---------- colour coding ----------

const blockColor = (b: Block) => {
  const counts = new Map<string, number>();
  for (const l of b.lines) {
    const f = colorFamily(l.color);
    counts.set(f, (counts.get(f) ?? 0) + l.text.length);
  }
  let best = 'black';
  let max = 0;
  for (const [k, v] of counts) if (v > max) [best, max] = [k, v];
  return best;
};

const COLOR_LEGEND = /\b(red|blue|green|orange|purple) (text|font|print|ink|type)\b|\btext colou?r/i;

const usesColorCoding = (blocks: Block[]) => {
  const fams = new Map<string, number>();
  for (const b of blocks) {
    if (b.kind === 'structured' || b.lines.length === 0) continue;
    const f = blockColor(b);
    fams.set(f, (fams.get(f) ?? 0) + 1);
  }
  const colored = ['red', 'blue', 'green', 'orange'].filter((f) => (fams.get(f) ?? 0) >= 3);
  return colored.length >= 2 && colored.includes('red');
};

// ---------- main ----------

export interface Selection {
  candidates: Candidate[];
  structuredMode: boolean;
}

const STRONG_LABEL_SOURCES = new Set(['label', 'tag', 'checkbox', 'color']);

export const selectFindings = (blocks: Block[], allLines: DocLine[]): Selection => {
  // Spectora-style reports: every finding is a numbered block with the inspector's label (summary-only
  // exports included); summary index lines ('2.1.1 Exterior - Siding: Nail heads') do not count.
  const labelled = blocks.filter(
    (b) => b.kind === 'structured' && b.label && b.label.label !== 'summary' && b.label.flags !== false,
  );
  const structuredMode = labelled.length >= 3;
  const candidates: Candidate[] = [];

  if (structuredMode) {
    for (const b of blocks) {
      if (b.kind !== 'structured' || !b.label || b.label.flags === false) continue;
      if (b.lines.length === 0 && !b.title) continue;
      candidates.push(toCandidate(b, b.lines, { confidence: 0.9 }));
    }
    return { candidates, structuredMode };
  }

  const ratings = gridRatings(allLines, isColumnHeader);
  const colorCoded = usesColorCoding(blocks);
  // colour means severity only where the report says so in a legend ('RED text: significant deficiencies');
  // elsewhere red text only marks the inspector's comments
  const colorLegend = allLines.some((l) => COLOR_LEGEND.test(l.text));
  // black text is only captions when the report writes its comments in colour (most comment blocks coloured)
  const prose = blocks.filter(
    (b) => b.kind !== 'structured' && b.lines.length > 0 && joinText(b.lines).split(/\s+/).length >= 5,
  );
  const coloredShare = prose.length
    ? prose.filter((b) => !['black', 'gray'].includes(blockColor(b))).length / prose.length
    : 0;
  const commentsInColour = colorCoded && colorLegend && coloredShare > 0.5;

  // pending state per subject group (HomeGauge bullets: a condition followed by its recommendation)
  let pending: Candidate | null = null;
  let last: Candidate | null = null;
  let group = -1;
  const flush = () => {
    const p: Candidate | null = pending;
    if (p && (STRONG_DEFECT.test(p.text.replace(NORMAL_WEAR, ' ')) || p.label?.flags === true)) candidates.push(p);
    pending = null;
  };

  for (const b of blocks) {
    if (b.lines.length === 0) continue;
    if (b.group !== group) {
      flush();
      last = null;
      group = b.group;
    }
    // the inspector's marker for this block
    let label = b.label;
    let labelSource = b.labelSource;
    if (b.kind === 'checklist') {
      label = labelFromCodes(checkedCodes(b.row!, b.columns));
      labelSource = label ? 'checkbox' : null;
    }
    if (!label && b.itemNo && ratings.has(b.itemNo)) {
      label = ratings.get(b.itemNo)!;
      labelSource = 'rating';
    }
    let colorHint: Severity | null = null;
    if (colorCoded) {
      const fam = blockColor(b);
      if (fam === 'red') {
        colorHint = colorLegend ? 'major' : null;
        if (!label || label.flags !== true) {
          label = { label: 'red text', flags: true, severity: colorLegend ? 'major' : null };
          labelSource = 'color';
        }
      } else if (fam === 'green' && !label) {
        label = { label: 'green text', flags: false, severity: null };
        labelSource = 'color';
      }
    }
    // in a colour-coded report with a legend, the inspector's comments are coloured: black text is captions
    if (commentsInColour && ['black', 'gray'].includes(blockColor(b)) && labelSource !== 'tag') continue;
    const block: Block = { ...b, label, labelSource };
    const extra: Partial<Candidate> = { colorHint, label, labelSource };
    const text = joinText(b.lines);
    if (label && label.flags === false && !label.soft) continue;

    const kind = kindOf(text, label);
    const strong = label?.flags === true && STRONG_LABEL_SOURCES.has(labelSource ?? '');
    const confidence = strong ? 0.85 : label?.flags ? 0.7 : 0.55;

    if (b.kind === 'checklist') {
      if (!label?.flags || b.lines.length === 0) continue;
      for (const c of splitIssues(block, { ...extra, confidence })) {
        const k = kindOf(c.text, label);
        // periodic upkeep advice ('filters should be changed every 30 days') is not a finding
        const upkeepOnly = sentencesOf(c.text).every((x) => PERIODIC.test(x) || !ACTION.test(x));
        if (k === 'advice' && upkeepOnly && !observedCondition(c.text)) continue;
        if (k !== 'other' || observedCondition(c.text)) candidates.push(c);
      }
      continue;
    }
    if (label?.soft && kind !== 'finding') continue;

    // free prose: a paragraph that no marker qualifies may mix description, advice and several findings
    const prose =
      b.kind === 'paragraph' && !strong && (text.length > 320 || (!label?.flags && sentencesOf(text).length >= 3));
    if (prose) {
      // a standards-of-practice or disclaimer paragraph says so in its first sentence, and an explanatory one
      // is mostly general statements
      const sentences = sentencesOf(text);
      if (isBoiler(sentences[0] ?? '')) continue;
      if (sentences.filter((x) => isGeneric(x) || isBoiler(x)).length >= sentences.length / 2) continue;
      for (const c of splitIssues(block, { ...extra, confidence: 0.5 })) {
        const k = kindOf(c.text, label);
        if (k === 'finding' || (k === 'condition' && STRONG_DEFECT.test(observedText(c.text)))) candidates.push(c);
      }
      continue;
    }

    // tagged comments stand alone, except a 'Recommendation:' that completes the observation above it
    const separate = (p: Candidate | null) =>
      !!p && (p.labelSource === 'tag' || (labelSource === 'tag' && kind !== 'advice') || p.colorHint !== colorHint);
    if (pending && separate(pending)) {
      last = pending;
      flush();
    }
    if (kind === 'finding') {
      if (pending) {
        const p: Candidate = pending;
        pending = null;
        const merged = toCandidate(block, [...p.lines, ...b.lines], { ...extra, confidence });
        merged.title = p.title ?? b.title;
        candidates.push(merged);
        last = merged;
      } else {
        const c = toCandidate(block, b.lines, { ...extra, confidence });
        candidates.push(c);
        last = c;
      }
      continue;
    }
    if (kind === 'condition') {
      if (pending) {
        const p: Candidate = pending;
        p.lines = [...p.lines, ...b.lines];
        p.text = joinText(p.lines);
      } else pending = toCandidate(block, b.lines, { ...extra, confidence: confidence - 0.1 });
      continue;
    }
    if (kind === 'advice') {
      if (pending) {
        const p: Candidate = pending;
        pending = null;
        p.lines = [...p.lines, ...b.lines];
        p.text = joinText(p.lines);
        candidates.push(p);
        last = p;
        continue;
      }
      if (last && last.lines[0] && b.group === group) {
        // advice that follows a finding in the same subject belongs to it
        last.lines = [...last.lines, ...b.lines];
        last.text = joinText(last.lines);
        continue;
      }
      if (
        strong ||
        (label?.flags === true && /\b(at this time|now|immediately|prior to (close|closing)|as needed)\b/i.test(text))
      ) {
        const c = toCandidate(block, b.lines, { ...extra, confidence: confidence - 0.15 });
        candidates.push(c);
        last = c;
      }
      continue;
    }
    // 'other': a strongly labelled comment still counts when it names a condition
    if (strong && hasCondition(text) && !REFERENCE.test(text) && !isCaption(text)) {
      const c = toCandidate(block, b.lines, { ...extra, confidence: confidence - 0.2 });
      candidates.push(c);
      last = c;
    }
  }
  flush();
  return { candidates: dropRestatements(candidates), structuredMode };
};

// An explanation next to the labelled comment that states the same problem ('Combustion air venting … filter is
// clogged' above 'SAFETY CONCERN: … blocked with a dirty filter'): keep the labelled one.
const dropRestatements = (candidates: Candidate[]): Candidate[] => {
  const strongOf = (c: Candidate) => (c.label?.flags === true && STRONG_LABEL_SOURCES.has(c.labelSource ?? '') ? 1 : 0);
  const drop = new Set<Candidate>();
  for (let i = 1; i < candidates.length; i++) {
    const a = candidates[i - 1]!;
    const b = candidates[i]!;
    if (a.inSummary !== b.inSummary || a.lines[0]?.page !== b.lines[0]?.page) continue;
    if (strongOf(a) === strongOf(b) || wordOverlap(a.text, b.text) < 0.4) continue;
    drop.add(strongOf(a) ? b : a);
  }
  return candidates.filter((c) => !drop.has(c));
};

const words = (t: string) => new Set(t.toLowerCase().match(/[a-z]{4,}/g) ?? []);
const wordOverlap = (a: string, b: string) => {
  const wa = words(a);
  const wb = words(b);
  const [small, big] = wa.size <= wb.size ? [wa, wb] : [wb, wa];
  if (small.size === 0) return 0;
  let hit = 0;
  for (const w of small) if (big.has(w)) hit++;
  return hit / small.size;
};
