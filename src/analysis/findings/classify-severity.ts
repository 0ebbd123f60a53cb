import type { Severity } from '../types';
import { CRITICAL_WORDS, MAJOR_WORDS, type LabelInfo } from './vocabulary';
import { wordsPattern } from '../words-pattern';

// Hazards that are critical whatever the label says (the rubric's list of safety conditions).
const ALWAYS_CRITICAL = wordsPattern(
  [
    /open junction box/,
    /exposed (wire|wiring|ends|splices?|conductors?)/,
    /(no|missing|without|lacks?|not) (gfci|ground fault)/,
    /not gfci/,
    /\b(tpr|t&p|t\/p)\b/,
    /(temperature|pressure)[ /&-]*(and )?(pressure )?relief/,
    /relief valve/,
    /auto(matic)?[- ]?revers\w*/,
    /safety revers\w*/,
    /anti-?tip/,
    /tip-?over/,
    /self[- ]?clos\w*/,
    /carbon monoxide/,
    /\bco\b (detector|alarm)/,
    /smoke (detector|alarm)s?\b.{0,40}(not|did not|missing|no\b|inoperable|failed)/,
    /gas leak/,
    /smell of gas/,
    /scald\w*/,
    /trip hazard/,
    /fall hazard/,
    /balusters?/,
    /guard ?rails?/,
    /panel cover/,
    /dead ?front/,
    /clearance to combustible\w*/,
    /combustion air/,
    /flammable/,
    /damper (clamp|block)/,
    /open (splice|wiring)/,
    /cover plate (was )?(damaged|missing|broken)/,
    /(damaged|missing|broken) .{0,20}cover plate/,
    /fire (door|separation|wall)/,
    /shock/,
    /electrocut\w*/,
    /(?<!not )(a |an )?(possible |potential |serious |significant )?(safety|fire|shock|trip|fall) (concern|hazard)/,
  ],
  { before: String.raw`\b`, after: String.raw`\b`, flags: 'i' },
);

const MINOR_OVERRIDE = wordsPattern(
  [
    /(faucet|sprayer|shower ?head|stem|hose bib|supply valve)\b[^.]{0,60}\bleak\w*/,
    /leak\w*[^.]{0,60}\b(faucet|sprayer|shower ?head|stem|hose bib)/,
    /caulk\w*/,
    /cosmetic/,
    /hairline/,
    /latch\w*/,
    /weather-?strip\w*/,
    /screens?/,
    /bulbs?/,
    /(light|lights) .{0,30}not (operat\w*|working)/,
    /not (operat\w*|working).{0,30}lights?/,
    /paint(ed)?/,
    /lubricat\w*/,
    /debris/,
    /leaves/,
    /vegetation/,
    /stumps?/,
    /trees?/,
    /shrubs?/,
    /label(ed|led|ing)\b/,
    /filter\w*/,
    /aerator/,
    /stopper/,
    /hinge\w*/,
    /squeak\w*/,
    /touch[- ]?ups?/,
    /minor/,
    /out of balance/,
    /wobbl\w*/,
    /drip\w*/,
    /sediment trap/,
    /high loop/,
  ],
  { before: String.raw`\b`, after: String.raw`\b`, flags: 'i' },
);

const MAJOR_OVERRIDE = wordsPattern(
  [
    /end of (its |their )?(useful |typical |service |expected )?(life|service)/,
    /design life/,
    /life expectancy/,
    /near(ing)? the end/,
    /near\/at the end/,
    /(leak|leaks|leaking)\b(?!.{0,15}(faucet|sprayer|shower ?head|stem))/,
    /rot(ted|ting)?\b/,
    /decay\w*/,
    /structural/,
    /spall\w*/,
    /inoperab\w*/,
    /inoperative/,
    /did not operate/,
    /not operational/,
    /temperature differential/,
    /vent(ed|ing|s)? into (the )?attic/,
    /improper (wiring|piping|gas)/,
    /improper\w* .{0,20}wiring/,
    /breaker .{0,40}(sized|oversized)/,
    /open ground/,
    /ungrounded/,
    /loose (outlet|receptacle)s?/,
    /radon/,
    /septic/,
    /too close/,
    /single wall/,
    /(pipe|line|piping|waste line|drain line)s? .{0,30}(rusted|corroded|deteriorated)/,
    /\bgas (pipe|piping|line)s?\b/,
    /roof (replacement|covering|surface)/,
    /thermal expansion/,
  ],
  { before: String.raw`\b`, after: String.raw`\b`, flags: 'i' },
);

/** The finding's severity: the inspector's own label and hazard wording first, then the defect vocabulary. */
export const classifySeverity = (text: string, label: LabelInfo | null, colorHint: Severity | null): Severity => {
  const t = text.slice(0, 700);
  if (ALWAYS_CRITICAL.test(t)) {
    // 'possible trip hazard' or a missing bulb labelled for safety stays critical only with hazard wording
    return 'critical';
  }
  if (label?.safety && CRITICAL_WORDS.test(t)) return 'critical';
  // the inspector filed it as maintenance: keep it minor unless it is a hazard (handled above)
  if (label && /maintenance|upkeep|monitor/i.test(label.label) && label.flags) return 'minor';
  const major = MAJOR_OVERRIDE.test(t);
  const minor = MINOR_OVERRIDE.test(t);
  if (major && !minor) return 'major';
  if (minor && !major) return 'minor';
  if (major && minor) return label?.severity === 'major' || colorHint === 'major' ? 'major' : 'minor';
  if (label?.severity === 'critical') return label.safety ? 'critical' : 'major';
  if (label?.severity === 'major' || colorHint === 'major') return 'major';
  if (MAJOR_WORDS.test(t) && !/\bminor\b/i.test(t) && label?.severity !== 'minor') return 'major';
  return 'minor';
};
