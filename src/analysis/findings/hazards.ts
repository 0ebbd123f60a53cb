// The rubric's safety hazards (corpus README, "critical"): a finding that names one of these is critical whatever
// the model or the label says. This is the one hard-coded severity rule of the engine; every other severity is
// learned (finder-model.ts). Each entry has a test (hazards.test.ts).

export interface Hazard {
  name: string;
  pattern: RegExp;
}

export const HAZARDS: Hazard[] = [
  {
    name: 'exposed or open wiring',
    pattern:
      /\b(exposed|open|uncapped|bare)\s+(live\s+)?(wire|wires|wiring|splices?|conductors?|connections?)\b|\bwire (ends|splices?)\b.{0,30}\b(exposed|uncapped|not (in|enclosed))/i,
  },
  {
    name: 'open junction box',
    pattern:
      /\b(open|uncovered)\s+(electrical\s+)?(junction|j-?box|splice box|boxe?s?)\b|\bjunction box(es)?\b.{0,40}\b(open|uncovered|no covers?)/i,
  },
  {
    name: 'missing GFCI protection',
    pattern:
      /\b(no|missing|without|lacks?|lacking|not|non)[- ]\s?(\w+\s){0,2}(gfci|gfi|ground[- ]fault)|\b(gfci|gfi|ground[- ]fault)\b.{0,40}\b(not (present|installed|protected|trip|reset|functional|working)|failed|missing|inoperable|does not (trip|reset))/i,
  },
  {
    name: 'panel dead front or cover',
    pattern: /\bdead ?front\b/i,
  },
  {
    name: 'gas leak or odour',
    pattern: /\bgas (leak|odou?r)|\bsmell(ed)? (of )?(natural )?gas\b|\bleak(ing)? gas\b/i,
  },
  {
    name: 'carbon monoxide, flue or venting of combustion gases',
    pattern:
      /\bcarbon monoxide\b|\b(flue|vent connector|draft hood|exhaust vent)\b.{0,60}\b(disconnected|separated|loose|gap|clearance|combustible|back ?draft\w*|rust\w*|corro\w*|damaged|improper\w*|missing|not sealed)|\bback ?draft\w*|\bcombustion air\b/i,
  },
  {
    name: 'temperature and pressure relief valve',
    pattern: /\b(tpr|t&p|t\/p)\b|\b(temperature|pressure)[ /&-]*(and )?(pressure )?relief\b|\brelief valve\b/i,
  },
  {
    name: 'fall hazard: guards, balusters, railings',
    pattern:
      /\b(guard ?rails?|guards?|balusters?|spindles?|hand ?rails?|railings?)\b.{0,60}\b(missing|loose|absent|gaps?|spac\w*|openings?|not (present|installed|secure\w*|graspable)|wobbl\w*|damaged|inadequate|improper\w*|low|short|height)\b|\bfall (hazard|risk)\b/i,
  },
  {
    name: 'garage fire separation',
    pattern: /\bfire[- ](separation|wall|barrier|rated|rating|door|resistan\w*)\b|\bfirewall\b|\bself[- ]?clos\w*/i,
  },
  {
    name: 'garage door auto-reverse',
    pattern:
      /\bauto(matic)?[- ]?revers\w*|\bsafety[- ]revers\w*|\bphoto[- ]?(eye|electric)|\b(safety|garage door) sensors?\b/i,
  },
  {
    name: 'missing or inoperable smoke or CO alarm',
    pattern: /\b(smoke|co|carbon monoxide|smoke\/co)\s+(detectors?|alarms?)\b/i,
  },
  {
    name: 'missing anti-tip bracket',
    pattern: /\banti-?tip\b|\btip-?over\b/i,
  },
  {
    name: 'stated safety, shock, fire, trip or scald hazard',
    pattern:
      /\b(safety|shock|fire|trip(ping)?|scald(ing)?|electrocution|electrical) (hazard|concern|risk|issue)s?\b|\b(electric(al)? shock|electrocut\w*|scald\w*)\b/i,
  },
];

/** The first rubric hazard the text names, if any. */
export const hazardOf = (text: string): Hazard | null => HAZARDS.find((h) => h.pattern.test(text)) ?? null;
