import type { Severity } from '../types';
import { CRITICAL_WORDS, MAJOR_WORDS, type LabelInfo } from './vocabulary';

// Hazards that are critical whatever the label says (the rubric's list of safety conditions).
const ALWAYS_CRITICAL =
  /\b(open junction box|exposed (wire|wiring|ends|splices?|conductors?)|(no|missing|without|lacks?|not) (gfci|ground fault)|not gfci|non-?gfci|gfci (protection )?(was |is )?(not|missing)|\b(tpr|t&p|t\/p)\b|(temperature|pressure)[ /&-]*(and )?(pressure )?relief|relief valve|(tpr|relief valve) (overflow|discharge) pipe|auto(matic)?[- ]?revers\w*|safety revers\w*|garage door sensors?|anti-?tip|tip-?over|self[- ]?clos\w*|self[- ]?latch\w*|door alarms?|carbon monoxide|\bco\b (detector|alarm)|smoke (detector|alarm)s?\b.{0,40}(not|did not|missing|no\b|inoperable|failed)|(no|missing) smoke|gas leak|smell of gas|scald\w*|hot and cold .{0,30}reversed|trip hazard|fall hazard|balusters?|guard ?rails?|panel cover|dead ?front|pointed screws|working (space|clearance)|clearance to combustible\w*|combustion air|flammable|damper (clamp|block)|open (splice|wiring)|cover plate (was )?(damaged|missing|broken)|(damaged|missing|broken) .{0,20}cover plate|improper or damaged wiring|fire (door|separation|wall)|shock|electrocut\w*|(?<!not )(a |an )?(possible |potential |serious |significant )?(safety|fire|shock|trip|fall) (concern|hazard))\b/i;

const MINOR_OVERRIDE =
  /\b((faucet|sprayer|shower ?head|stem|packing|hose bib|spigot|supply valve)\b[^.]{0,60}\bleak\w*|leak\w*[^.]{0,60}\b(faucet|sprayer|shower ?head|stem|packing|hose bib|spigot)|caulk\w*|cosmetic|hairline|latch\w*|weather-?strip\w*|screens?|bulbs?|(light|lights) .{0,30}not (operat\w*|working)|not (operat\w*|working).{0,30}lights?|paint(ed)?|lubricat\w*|debris|leaves|vegetation|stumps?|trees?|shrubs?|label(ed|led|ing)\b|filter\w*|aerator|stopper|drain plug|hinge\w*|dowel|squeak\w*|creak\w*|touch[- ]?ups?|minor|loose toilet|toilet bowl was loose|out of balance|wobbl\w*|drip\w*|sediment trap|high loop|air gap|splash ?blocks?)\b/i;

const MAJOR_OVERRIDE =
  /\b(end of (its |their )?(useful |typical |service |expected )?(life|service)|life cycle|design life|life expectancy|beyond (its|their)|near(ing)? the end|near\/at the end|(leak|leaks|leaking)\b(?!.{0,15}(faucet|sprayer|shower ?head|stem))|rot(ted|ting)?\b|decay\w*|deteriorated and rotted|structural|spall\w*|brick failure|inoperab\w*|inoperative|did not operate|not operational|no (heat|cool\w*|air ?flow|hot water)|temperature differential|vent(ed|ing|s)? into (the )?attic|improperly venting|improper (wiring|piping|gas)|improper\w* .{0,20}wiring|breaker .{0,40}(sized|oversized)|not properly sized|open ground|ungrounded|loose (outlet|receptacle)s?|outlets? were loose|radon|septic|pump out|too close|cracking, settlement and trip hazards|trip hazards present|erod\w*|single wall|corrosion was visible|(pipe|line|piping|waste line|drain line)s? .{0,30}(rusted|corroded|deteriorated)|\bgas (pipe|piping|line)s?\b|roof (replacement|covering|surface)|replacement (of the roof|should be estimated)|missing tabs|damaged glazing|thermal expansion|refrigerant line condensation|leaking onto)\b/i;

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
