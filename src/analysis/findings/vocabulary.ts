import type { Severity } from '../types';

/** How an inspector's own marker bears on a comment. */
export interface LabelInfo {
  /** the label as printed, normalised */
  label: string;
  /** true: the inspector flags a deficiency; false: description, information, limitation; null: neutral */
  flags: boolean | null;
  /** a negative label that still lets a clearly described defect through ('Serviceable') */
  soft?: boolean;
  /** severity the label suggests on its own */
  severity: Severity | null;
  /** a label that alone means 'safety' */
  safety?: boolean;
}

// Labels that software prints on their own line (or at the end of a header line) to classify a comment.
const LABELS: [RegExp, Omit<LabelInfo, 'label'>][] = [
  [
    /^(safety hazards?|safety concerns?|safety issues?|safety|hazard|urgent)$/i,
    { flags: true, severity: 'critical', safety: true },
  ],
  [
    /^(significant defects?|major defects?|defects?|material defects?|significant deficienc(y|ies)|major)$/i,
    { flags: true, severity: 'major' },
  ],
  [
    /^(recommendations?|repair or replace|repair\/replace|repair|repairs? needed|needs repair|deficien(t|cy|cies)|improvement|correction needed|action items?|marginal|further evaluation|evaluate|concerns?|attention|moderate|priority)$/i,
    { flags: true, severity: 'minor' },
  ],
  [
    // a heading that names what follows as needing work ('Items Requiring Repair', 'Conditions Needing Service')
    /^([a-z][a-z ,&/]{0,50} )?(needing|requiring|in need of) (service|repair|attention|correction)$|^(deficiencies|defects) (observed|noted)$/i,
    { flags: true, severity: 'minor' },
  ],
  [
    /^(maintenance items?|maintenance|monitor|minor|minor defects?|observations? \/ maintenance|upkeep)$/i,
    { flags: true, severity: 'minor' },
  ],
  [
    /^(serviceable|satisfactory|acceptable|functional|good|ok|appears serviceable)$/i,
    { flags: false, severity: null, soft: true },
  ],
  [/^(inspected|observations?|notes?|comments?|general)$/i, { flags: null, severity: null }],
  [
    /^(information(al)?( conditions| items| only)?|info|fyi|limitations?|not inspected|not present|not applicable|n\/a|general information|description|excluded)$/i,
    { flags: false, severity: null },
  ],
];

export const matchLabel = (text: string): LabelInfo | null => {
  const t = text
    .trim()
    .replace(/[:.]+$/, '')
    .replace(/\s+/g, ' ');
  if (t.length > 60) return null;
  for (const [re, info] of LABELS) if (re.test(t)) return { label: t, ...info };
  return null;
};

// In-line tags that open a comment ('SAFETY CONCERN: …', 'IMPROVE: …').
const TAGS: [RegExp, Omit<LabelInfo, 'label'>][] = [
  [
    /^(safety concern|safety hazard|safety issue|safety|hazard|warning)$/i,
    { flags: true, severity: 'critical', safety: true },
  ],
  [/^(end of life|replace|significant)$/i, { flags: true, severity: 'major' }],
  [
    /^(repair as needed|repair|repairs|correct|correction|recommend(ation)?|improve|upgrade|evaluate|further evaluation|monitor)$/i,
    { flags: true, severity: 'minor' },
  ],
  [
    /^(maintenance|maintain|fyi|info|information|note|tip|tips|limitation|limitations|comment|comments|notice)$/i,
    { flags: false, severity: 'minor' },
  ],
];

export const matchTag = (text: string): (LabelInfo & { rest: string }) | null => {
  // 'SAFETY CONCERN: …' or 'Safety Concern: …'; the vocabulary below keeps 'Location: …' and the like out
  const m = /^([A-Z][A-Za-z /&-]{1,24}):\s*(.*)$/.exec(text.trim());
  if (!m) return null;
  const tag = m[1]!.trim();
  for (const [re, info] of TAGS) if (re.test(tag)) return { label: tag, rest: m[2] ?? '', ...info };
  return null;
};

/** Words that describe an observed condition: something is wrong. */
export const CONDITION =
  /\b(missing|loose(ned)?|damaged?|damage|deteriorat\w*|rot(ted|ting)?|decay\w*|leak\w*|drip\w*|crack(ed|ing|s)?|broken|corro\w*|rust\w*|stain\w*|moisture|wet|dampness|water (entry|intrusion|penetration|damage)|not (operat\w*|function\w*|working|work|secured|sealed|properly|installed|level|fully|grounded|protected|gfci)|did not|does not|do not (operate|latch|close|function)|doesn'?t|inoperab\w*|inoperative|non-?functional|defective|failed|failing|faulty|improper\w*|incorrect\w*|inadequate\w*|insufficient|lack(s|ing)?|no (gfci|afci|high loop|drip edge|sediment trap|anti-?tip|damper|smoke|carbon|co |visible co|clean-?out|exhaust|caulk\w*|cover|insulation|splash|downspout|gutter)|absent|(has|have|had) not been \w+|not (been )?(removed|connected|attached|completed|finished|repaired|replaced|serviced|installed)|non-?compliant|without (gfci|a |an )|exposed|open (junction|splice|ground|wiring|neutral|knockout)|uncovered|worn|wear|older|end of (its |their )?(useful |typical |service |expected )?(life|service)|life (cycle|expectancy)|design life|beyond|past (its|their)|near(ing)? the end|spall\w*|settl\w*|heav\w*|sag\w*|bow\w*|buckl\w*|warp\w*|gap(s|ped)?|voids?|separat\w*|erosion|ponding|negative (grade|grading|slope)|debris|clogged|block(ed|age)|obstruct\w*|dirty|contact with|too close|clearance|discharg\w* (at|near|against|adjacent|onto|on)|empt(y|ies) (at|near|against|onto)|in contact with|touch(es|ing)|reversed|reverse polarity|overfus\w*|oversiz\w*|undersiz\w*|painted|trip hazard|fall hazard|safety (hazard|concern|issue)|hazard\w*|unsafe|mold|mildew|fung\w*|elevated radon|asbestos|pest|termite|rodent|insect|ants|wasp|bees|infest\w*|hole|holes|torn|chipped|cosmetic|unfinished|incomplete|out of (square|balance|level|plumb)|wobbl\w*|binds?|sticks?|difficult to|hard to|noisy|noise|excessive\w*|improperly|poorly|amateur\w*|unprofessional|non-?standard|plugged|disconnected|unsupported|unsecured|not secured|sediment|burn\w*|overheat\w*|melt\w*|odor|sewage|backflow|siphon\w*|terminat\w* (in|into) the attic|short cycl\w*|temperature differential|low (pressure|flow)|high (pressure|moisture)|no heat|no power|no hot water|tripped|failed seal|fogg\w*|condensation|efflorescence|frayed|spliced|splice|bare wire|aluminum wiring|federal pacific|zinsco|galvanized|cast iron|stripped|abandoned|unused|not labeled|unlabeled|mislabeled|wrong|not sealed|unsealed|uncaulked|too (high|low|short|long|close|steep|small|large)|settled|uneven|sloped|slope|squeak\w*|stiff|shifted|moved|movement|bulg\w*|dent\w*|bent|kinked|sagging|swollen|blister\w*|nail pops?|exposed nail\w*|prior repairs?|previous repairs?)\b/i;

/** An action the inspector asks for. */
export const ACTION =
  /\b(recommend\w*|suggest\w*|advis\w*|should be|should have|(?<!will )needs? (to be|repair|replac\w*|service|servicing|attention|adjust\w*|cleaning|sealing|evaluation|further)|(?<!will )need(s|ed)? to|must be|required?|requires|repair\w*|replac\w*|install\w*|seal(ed|ing)?|caulk\w*|clean(ed|ing)\b|clean (out|up)\b|service[sd]?|servicing|evaluat\w*|correct(ed|ion|ions)?|secure[sd]?|fasten\w*|adjust\w*|remov\w*|trim(med|ming)?|pruning|extend\w*|add(ed|ing)?|upgrad\w*|consult\w*|contact|hire|retain|have (it|them|the|a)\b|further (evaluation|review|investigation|inspection)|monitor\w*|budget\w*|anticipate\w*|mitigat\w*|treat(ed|ment)?|paint(ed|ing)?|regrade|grade|lubricat\w*|tighten\w*|rekey|test(ed|ing)? by|review by|inspected by|determine)\b/i;

/** Phrases that mark a comment as generic advice, scope, limitation or boilerplate rather than an observation. */
export const BOILERPLATE =
  /\b(unless (specified|stated|otherwise (noted|stated|specified))|inspectors? (do|does|did|will) not|(this|the) (property |home )?(inspection )?report\b|our (\w+ )?(inspection|review|evaluation)|standards? of practice|not (required|within the scope)|beyond the scope|outside (of )?the scope|scope of (this|the|our) inspection|this inspection (does|is) not|the inspector (is|was|does|did|shall|may|will|cannot|can not)|inspectors? (are|is) not required|we (do|did|are|were|can|cannot|can not|will|may|recommend that you)\b|our (inspection|review|evaluation)|this report|the report|home inspection (is|does)|this company|the client|client (is|agrees|should)|purchaser|buyer|seller|warrant\w*|guarantee\w*|insur(ance|ability|er)|code compliance|technically exhaustive|liab\w*|arbitrat\w*|agreement|consumer|commission|trec\b|it is (important|imperative|recommended that you|not possible)|if (you|any|there) (have|are|is|concerns|exist)|in the event|should be (checked|inspected|serviced|cleaned|maintained) (regularly|annually|periodically|on a regular basis|every)|annual(ly)? (service|maintenance|inspection)|periodic(ally)? (maintenance|inspection|review)|routine maintenance|as part of (normal|regular|routine)|typical(ly)? (life|lifespan)|for (more )?information|click here|https?:\/\/|www\.)\b/i;

export const LIMITATION =
  /\b(not possible|impossible to|(are|is|were|was) not (turned|disconnected|checked|moved|removed|operated|tested)|nor (are|is|were|was)|not (inspected|visible|accessible|tested|operated|evaluated|observed|determined)|unable to (inspect|access|view|determine|test|see|operate)|could not be (inspected|accessed|viewed|determined|tested|operated)|inaccessible|obstructed|limited (due|by|to|view|access|inspection|review)|restricted|concealed|hidden|stored items|personal (items|belongings)|furnish(ed|ings)|due to (weather|temperature|snow|rain|the outside)|was off|turned off|shut off at|winterized|not within|excluded)\b/i;

/** Reassurance: the component is fine. */
export const POSITIVE =
  /\b(reversed (direction )?when (it met|meeting|it encountered|encountering) (resistance)|no (deficiencies|defects|issues|problems|concerns|visible (deficiencies|defects|evidence|signs))( were)?( noted| observed| found)?|appear(s|ed)? (to be )?(serviceable|functional|satisfactory|in (good|serviceable|satisfactory|functional|acceptable) (condition|shape))|in (good|serviceable|satisfactory|acceptable|functional) (condition|shape|working order)|functioning (properly|as intended|normally)|performing (properly|as intended)|operat(ed|ing|es) (properly|normally|as intended)|good condition|satisfactory condition|no (signs|evidence|indications) of)\b/i;

/** Words that upgrade severity. */
export const CRITICAL_WORDS =
  /\b(safety (hazard|concern|issue|reasons|risk)|hazard(ous)?|unsafe|danger\w*|shock|electrocut\w*|fire (hazard|risk)|risk of fire|carbon monoxide|\bco\b (detector|alarm)|gas (leak|odor)|smell of gas|scald\w*|trip(ping)? hazard|fall hazard|open junction box|open (splice|wiring)|exposed (wire|wiring|ends|splice|conductor|live)|no (gfci|ground fault)|not gfci|gfci protection|(tpr|t&p|temperature (and |\/ ?)?pressure relief|pressure relief) valve|auto(matic)?[- ]?revers\w*|safety revers\w*|sensors? (should|were|was|are|is) (installed|mounted)|anti-?tip|tip-?over|baluster|guard ?rail|handrail|railing|self-?clos\w*|fire ?(rated|separation|door|wall|barrier)|smoke (detector|alarm)s?|carbon monoxide (detector|alarm)s?|combustion air|flue|clearance to combustible\w*|combustible\w*|flammable|panel cover|dead ?front|pool|damper clamp|reversed)\b/i;

export const MAJOR_WORDS =
  /\b(end of (its |their )?(useful |typical |service |expected )?(life|service)|design life|life expectancy|past (its|their)|near(ing)? the end|replace(ment)? (of|the) (roof|furnace|water heater|unit|system)|roof replacement|active(ly)? leak\w*|leak\w*|rot\w*|decay\w*|deteriorat\w*|structural\w*|foundation|settlement|spall\w*|inoperab\w*|inoperative|not operat\w*|did not operate|does not operate|not functional|non-?functional|failed|temperature differential|short cycl\w*|improper(ly)? (wir\w*|vent\w*|pip\w*|install\w*)|vent(ed|ing|s)? into (the )?attic|wiring|breaker|open ground|ungrounded|not grounded|loose (outlet|receptacle)s?|gas (pipe|piping|line)|radon|mold|septic|sewer|water (damage|intrusion|penetration|entry)|moisture (damage|intrusion)|trip hazards?|evaluat\w* by (a )?(licensed|qualified|structural)|too close|corrosion)\b/i;

export const MINOR_WORDS =
  /\b(caulk\w*|seal(ant|ed|ing)?|paint\w*|touch[- ]?up|cosmetic|hairline|minor|small|latch\w*|hardware|weather-?strip\w*|debris|leaves|clean\w*|screens?|bulbs?|vegetation|shrub\w*|trim (back|away)|lubricat\w*|adjust\w*|label\w*|filter\w*|aerator|stopper|extensions?|hinge\w*|knob|squeak\w*|toilet (bowl|tank)? ?(was|is)? ?loose|drip\w*|maintenance|monitor)\b/i;

/** 'Inspected (IN) = …', '"SAFETY CONCERN": A condition …': the report's key to its own terms. */
export const DEFINITION =
  /^[“"]?[A-Za-z][\w /&-]{1,40}[”"]?\s*(\([A-Z/ ]{1,6}\))?\s*(=|:)\s*[“"]?(i |this |the (item|system|component|inspector|unit)|denotes|includes|means|a (condition|system|component)|indicates|items? )/i;

/** Normal ageing is not a defect: stripped before looking for defect words. */
export const NORMAL_WEAR =
  /\b((normal|typical|ordinary|expected|general) (wear|aging|ageing)( and tear)?|wear and tear|for (its |the |their )?age( and (wear|use))?)\b/gi;

/** Defects that stand on their own, even when no action is written next to them. */
export const STRONG_DEFECT =
  /\b(missing|damaged|broken|cracked|rot(ted|ting)?|decay\w*|deteriorat\w*|leak\w*|inoperab\w*|inoperative|not (operat\w*|function\w*|working)|did not (operate|work|function|respond)|does not (operate|work|function|latch|close)|defective|failed|faulty|improper\w*|unsafe|hazard\w*|exposed|open junction|corro\w*|rust\w*|end of (its |their )?(useful |typical |service |expected )?(life|service)|past (its|their)|near(ing)? the end|design life|too close|reversed|plugged|settle\w*|spall\w*|loose|debris|dampness|stain\w*|not (gfci|grounded|secured|sealed|level|caulked|installed|labeled)|no (gfci|smoke|carbon|co)|inadequate|insufficient|lack\w*)\b/i;
