// Text signals over an inspector's comment: the engine's vocabularies read as evidence (observed condition, action
// asked for, reassurance, limitation, boilerplate, hypothetical or general statement). The learned finder uses them as
// features; none of them decides on its own whether a comment is a finding.
import {
  ABSENT,
  ABSENT_FROM_VIEW,
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
import { wordsPattern } from '../words-pattern';

// The same sentence is read many times (as a candidate, in its issue group, for several features): each test is
// memoised by its text. The caches are bounded; the results are never mutated by callers.
const caches: Map<string, unknown>[] = [];
const memo = <T>(fn: (text: string) => T): ((text: string) => T) => {
  const cache = new Map<string, T>();
  caches.push(cache);
  return (text) => {
    let hit = cache.get(text);
    if (hit === undefined && !cache.has(text)) {
      if (cache.size >= 20_000) cache.clear();
      hit = fn(text);
      cache.set(text, hit);
    }
    return hit as T;
  };
};

// a sentence ends at its stop before a capital, after a space, or glued to the next one where a template's text and
// the inspector's were printed without one ('…listed in this report.Water faucets were missing…'; a web address's
// 'www.HomeGauge' has no word of its own before the stop)
export const sentencesOf: (text: string) => readonly string[] = memo((text) =>
  text.split(/(?<=[.!?])\s+(?=[A-Z(])|(?<=(?:^|\s)[a-z]{2,}[.!?])(?=[A-Z][a-z])/).filter((s) => s.trim()),
);

/**
 * Forgets every memoised text. A report is read once in production, so a benchmark that reads the same report again
 * clears these first: otherwise its repeat runs find every sentence already read and time less than a new report costs.
 */
export const forgetReadTexts = () => {
  for (const cache of caches) cache.clear();
};

// ---------- text tests ----------

export const REFERENCE =
  /^(same as|see (comments|notes|above|below|the|main|section|interior|exterior)|refer to|as noted)/i;
export const UPGRADE =
  /\b(upgrad\w*|consider (installing|adding|replacing|upgrading)|for (added|improved|extra|increased) (safety|efficiency|protection|security)|modern (safety )?standards|brand|for the (best))\b/i;
export const ADVICE_START = wordsPattern(
  [
    /repair/,
    /replace/,
    /remove/,
    /install/,
    /ventilate/,
    /eliminate/,
    /divert/,
    /keep/,
    /clean/,
    /seal/,
    /inspect/,
    /avoid/,
    /use/,
    /ensure/,
    /make sure/,
    /look for/,
    /operate/,
    /walk/,
    /confirm/,
    /we suggest/,
    /we advise/,
    /you (should|may)/,
    /recommend\w*/,
    /suggest\w*/,
    /consider/,
    /anticipate/,
    /maintain/,
    /monitor/,
    /obtain/,
    /verify/,
    /ask/,
    /check/,
    /inquire/,
    /have/,
    /hire/,
    /contact/,
    /consult/,
    /budget/,
    /plan/,
    /periodic/,
    /annual/,
    /routine/,
    /it is (recommended|advisable|suggested)/,
    /we recommend/,
    /i recommend/,
    /the inspector recommends/,
    /client should/,
    /buyer should/,
  ],
  { before: String.raw`^`, after: String.raw`\b`, flags: 'i' },
);

// '<Where>: Recommend caulking as required' — advice pinned to a place is a finding.
const POSITIVE_ALL = new RegExp(POSITIVE.source, 'gi');
const LIMITATION_ALL = new RegExp(LIMITATION.source, 'gi');
export const STRONG_OBSERVED =
  /\b(damaged?|missing|leak(s|ing|ed)?|crack(s|ed|ing)?|broken|inoperab\w*|rot(ted|ting)?|deteriorat\w*|improper\w*)\b/i;

// '<Where>: Recommend caulking as required' — advice pinned to a place is a finding (not a CAPS tag).
export const LOCATED_ADVICE =
  /^[A-Z][a-z][\w /-]{1,29}:\s*(recommend|needs?|should)\b.{0,40}\b(caulk\w*|seal\w*|repair\w*|replac\w*|install\w*|secur\w*|adjust\w*|clean\w*)/i;

export const NEGATED_CLAUSE =
  /\b(no (signs|evidence|indications|visible (signs|evidence))|did not (observe|see|find|note)|not (observed|found|noted|detected)|none (observed|noted|found))\b[^.;]*/gi;
// a denial that follows what it denies ('Evidence of water penetration: None observed', 'Cracks were not observed'):
// the words before it, back to the clause's start (or a 'but'), are denied too
export const DENIED_SUBJECT =
  /(?:(?!\bbut\b)[^.;:])*(?::\s*(?:none|no)\b|\b(?:was|were|is|are)\s+not\s+(?:observed|found|noted|detected|seen|evident|visible)\b)(?:(?!\bbut\b|\bhowever\b)[^.;])*/gi;
// a text without the denial DENIED_SUBJECT needs (its middle group, the same words) cannot match, and most have none
export const HAS_DENIAL =
  /(?::\s*(?:none|no)\b|\b(?:was|were|is|are)\s+not\s+(?:observed|found|noted|detected|seen|evident|visible)\b)/i;
const DENIED_AT = new RegExp(DENIED_SUBJECT.source, 'iy');
// where the denied subject cannot run on: DENIED_SUBJECT's words before the denial stop at these
const SUBJECT_END = /[.;:]|\bbut\b/gi;

/**
 * `text.replace(DENIED_SUBJECT, ' ')`, in time linear in the text. The global search tries every start of a clause and
 * runs to the clause's end from each, so a long clause that holds no denial costs the square of its length (a clause
 * of 32,000 characters took 1.5 s). Run from a clause's first position, the pattern reaches every denial a later start
 * could, so when it fails there, the rest of the clause is skipped; after a match the search goes on where it ended.
 */
export const strikeDenied = (text: string): string => {
  let out = '';
  let kept = 0;
  let at = 0;
  while (at < text.length) {
    DENIED_AT.lastIndex = at;
    if (DENIED_AT.exec(text)) {
      out += `${text.slice(kept, at)} `;
      kept = at = DENIED_AT.lastIndex;
      continue;
    }
    SUBJECT_END.lastIndex = at;
    const end = SUBJECT_END.exec(text);
    if (!end) break;
    at = end.index + 1;
  }
  return out + text.slice(kept);
};
const undenied = (t: string) => (HAS_DENIAL.test(t) ? strikeDenied(t) : t).replace(NEGATED_CLAUSE, ' ');
export const hasCondition = memo((t) => CONDITION.test(undenied(t)));
export const isBoiler = (t: string) => BOILERPLATE.test(t);

export type Kind = 'finding' | 'condition' | 'advice' | 'other';

// Photo captions: a few words with no sentence punctuation ('Clogged and blocked with dirty filter').
export const isCaption = (t: string) => t.split(/\s+/).length <= 20 && !/[.!?]/.test(t);

// Generic statements (how things work, what owners should do) as opposed to what the inspector saw here.
export const HYPOTHETICAL = /\b(if|when|whenever|whether|unless|in case|once|where|since)\b[^,.;]*/gi;
export const OBSERVED = wordsPattern(
  [
    /was/,
    /were/,
    /observed/,
    /noted/,
    /found/,
    /appeared/,
    /appears/,
    /did not/,
    /does not/,
    /do not/,
    /has been/,
    /have been/,
    /there (is|are|was|were)/,
    /showed/,
    /shows/,
    /exhibit\w*/,
    /detected/,
    /identified/,
    /(is|are) (\w+ ){0,2}(missing|loose|damaged|broken|cracked|leaking|deteriorated|rotted|corroded|rusted|inoperable|improperly|worn|stained|blocked|clogged|disconnected|dirty|full)/,
    /(?<!\b(for|of|to|the|a|an|any|no|from|with|and|or|prevent|check|cause|causing|against) )(?<=[a-z] )(leaks|drips|sags|rubs|rocks)\b(?! (will|can|may|could|might|should|would|are|occur)\b)/,
  ],
  { before: String.raw`\b`, after: String.raw`\b`, flags: 'i' },
);
export const MODAL =
  /\b(should|can|could|may|might|would|will|must|require[sd]?|needs? to be|typically|generally|usually|often|normally|it is (important|recommended|advisable|strongly recommended|imperative))\b/i;
export const GENERIC_START =
  /^(all|most|any|every|many|some|such|typical(ly)?|in general|generally|as a rule|note:?)\b/i;
export const PERIODIC =
  /\b(annual(ly)?|every \d+|each (year|season)|every (year|season)|regular(ly)?|periodic(ally)?|routine(ly)?|monthly|twice a year|seasonal(ly)?|at least once)\b/i;
export const GENERAL_TRUTH =
  /\b((are|is) (a |an )?(common|typical|normal|usual)|(many|most|some|all) (homes|houses|foundations|roofs|buildings|systems)|the (chance|risk|likelihood|possibility|purpose) of)\b/i;
export const isGeneric = memo((s) => {
  // questions ('Is there any cracked glass?') belong to checklists for the reader, not to findings
  if (/\?\s*$/.test(s)) return true;
  const observed = OBSERVED.test(s.replace(HYPOTHETICAL, ' '));
  if (observed) return false;
  return MODAL.test(s) || GENERIC_START.test(s.trim()) || /\b(you|your)\b/i.test(s) || GENERAL_TRUTH.test(s);
});
export const observedText = memo((t) =>
  sentencesOf(t)
    .filter((s) => !isGeneric(s))
    .join(' '),
);

// Questionnaire forms (4-point, wind mitigation): questions and option lists, not observations.
export const FORM_TEXT =
  /\?\s*(■|☒|☐)?\s*(yes|no)\b|\b(yes|no)\s+(■|☒|☐)?\s*(yes|no)\b|^(indicate|describe|explain|list|check (one|all)|if (yes|present|so)\b)/i;

/** A part the inspector found missing, not one out of view ('the bonding wire was not observed'). */
export const isAbsent = memo((s) => ABSENT.test(s) && !ABSENT_FROM_VIEW.test(s));

export const isLimitation = memo(
  (s) =>
    LIMITATION.test(s) &&
    !isAbsent(s) &&
    !STRONG_OBSERVED.test(s.replace(LIMITATION_ALL, ' ').replace(HYPOTHETICAL, ' ')),
);

/** The comment names a defect it observed (not in a limitation, a hypothetical or a general statement). */
export const observedCondition = memo((text) =>
  hasCondition(
    observedText(
      sentencesOf(text)
        .filter((x) => !isLimitation(x))
        .join(' '),
    ).replace(HYPOTHETICAL, ' '),
  ),
);

const kindWith = (text: string, flagged: boolean): Kind => {
  if (!text || REFERENCE.test(text) || text.length < 8 || DEFINITION.test(text) || FORM_TEXT.test(text)) return 'other';
  if (isCaption(text)) return 'other';
  if (UPGRADE.test(text) && !STRONG_DEFECT.test(text.replace(UPGRADE, ' '))) return 'other';
  if (LOCATED_ADVICE.test(text)) return 'finding';
  // what the inspector could not see or test is not a finding; the rest of the comment may still be one
  const kept = sentencesOf(text).filter((x) => !isLimitation(x));
  if (kept.length === 0) return 'other';
  const t = kept.join(' ');
  const obs = undenied(observedText(t)).replace(POSITIVE_ALL, ' ');
  // a missing part ('there is no drip leg', 'was not installed'); a condition said not to be there ('cracks were
  // not observed') was struck out with its denial above
  const cond = hasCondition(obs.replace(NORMAL_WEAR, ' ').replace(HYPOTHETICAL, ' ')) || isAbsent(obs);
  const action = ACTION.test(t);
  const positive = POSITIVE.test(t) && !cond;
  if (positive) return 'other';
  if (isBoiler(t) && !(cond && flagged)) return 'other';
  const adviceForm = ADVICE_START.test(t);
  if (cond && !adviceForm) return action ? 'finding' : 'condition';
  if (cond && adviceForm) return 'advice';
  if (action) return 'advice';
  return 'other';
};
const kindFlagged = memo((text) => kindWith(text, true));
const kindUnflagged = memo((text) => kindWith(text, false));

/** What a comment does: names a defect and asks for work, names a condition, only advises, or neither. */
export const kindOf = (text: string, label: LabelInfo | null): Kind =>
  label?.flags ? kindFlagged(text) : kindUnflagged(text);
