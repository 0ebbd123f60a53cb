import type { Candidate } from './candidates';
import { RATING_CODE } from './line-rules/report-zones';
import { sentencesOf } from './text-signals';

const titleCase = (caps: string) => {
  const lower = caps.toLowerCase().replace(/\s+/g, ' ').trim();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
};

const clip = (text: string, max: number) => {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const at = cut.lastIndexOf(' ');
  return `${cut.slice(0, at > max * 0.6 ? at : max).replace(/[,;:\s]+$/, '')}…`;
};

const TAG_PREFIX = /^[A-Z][A-Z /&-]{1,24}:\s*/;

// A form's field label ('Interior Outlets:', 'Condition:') or a label cut at its line end ('Results Measurement &')
// names where the comment was written, not what the inspector found
const FIELD_LABEL = /[:&/]\s*$/;

// A form's field names that say what kind of note follows, not where: 'System Condition', 'Recommendations /
// Conditions', 'Results Measurement &'
const FORM_WORDS =
  /^(?:\s|[/&,-]|\b(?:and|conditions?|recommendations?|notes?|general|comments?|observations?|results?|measurements?|system|information|summary)\b)+$/i;

// the name without a trailing colon or a parenthetical the item line may drop ('Garage Door(s)', 'Receptacles (interior)')
const bare = (name: string) =>
  name
    .replace(/[\s:]+$/, '')
    .replace(/\s*\(.*\)$/, '')
    .toLowerCase();
// the subject's own name repeated as the comment's title ('Roof Conditions' over every roof comment) says where, not
// what: a comment titled by the inspector has a title of its own
const namesItem = (c: Candidate) => !!c.item && bare(c.title ?? '') === bare(c.item);

// a short comment ('Damaged') is titled with its subject ('Gutters: Damaged'); a long subject's name ('B. Branch
// Circuits, Connected Devices, and Fixtures'; a closing bracket aside) is a place, shown as the finding's location,
// not part of its title
const MAX_PREFIX_WORDS = 4;
// the subject's name without the form's enumerator ('B. ', '14 ', '(1) ')
const subjectName = (item: string) => item.replace(/^(?:\(?\d{1,2}[.)]?|[A-Z]\.)\s+/, '').trim();

/** A short readable title: the inspector's own heading when there is one, else the first sentence. */
export const describe = (c: Candidate): string => {
  if (c.title && c.title.length >= 4 && !/^\d/.test(c.title) && !FIELD_LABEL.test(c.title) && !namesItem(c)) {
    const t = c.title === c.title.toUpperCase() ? titleCase(c.title) : c.title;
    if (c.structured || t.split(/\s+/).length >= 2) return clip(t, 90);
  }
  const body = c.text.replace(TAG_PREFIX, '');
  const first = sentencesOf(body)[0] ?? body;
  let d = clip(first.replace(/[.!]+$/, ''), 100);
  const name = c.item && subjectName(c.item);
  if (
    d.split(/\s+/).length < 5 &&
    name &&
    name.replace(/\s*\(.*\)$/, '').split(/\s+/).length <= MAX_PREFIX_WORDS &&
    !FORM_WORDS.test(name) &&
    !d.toLowerCase().includes(name.toLowerCase())
  )
    d = `${name}: ${d}`;
  return d.charAt(0).toUpperCase() + d.slice(1);
};

const RECOMMEND =
  /\b(recommend\w*|suggest\w*|should|needs? to|need(s|ed)? (repair|replac\w*|service)|contact|consult|have .{0,30}(evaluate|repair|replace|service)|must be|correct(ion)?|repair(ed)?|replac\w*|install\w*|seal\w*|clean\w*)\b/i;

export const recommendationOf = (c: Candidate): string | null => {
  const hit = sentencesOf(c.text).find(
    (s) => RECOMMEND.test(s) && !/^(this|these|it) (is|are|can|could|may)\b/i.test(s),
  );
  return hit ? clip(hit.replace(TAG_PREFIX, ''), 240) : null;
};

const METHODS: [RegExp, string][] = [
  [/\b(evaluat\w*|further (review|evaluation|investigation)|review by)\b/i, 'Evaluate'],
  [/\breplac\w*\b/i, 'Replace'],
  [/\binstall\w*|\badd(ed|ing)?\b/i, 'Install'],
  [/\b(caulk\w*|seal\w*)\b/i, 'Seal/caulk'],
  [/\bclean\w*|\bremov\w*|\bclear\w*/i, 'Clean/remove'],
  [/\bservic\w*|\badjust\w*|\blubricat\w*|\btighten\w*|\bsecur\w*|\bfasten\w*/i, 'Service/adjust'],
  [/\brepair\w*|\bcorrect\w*|\bfix\w*/i, 'Repair'],
];

const WHO =
  /\b(?:qualified|licensed|certified|professional)\s+((?:[a-z/&-]+\s+){0,2}(?:contractor|electrician|plumber|roofer|professional|technician|specialist|engineer|company|handyman|sweep|inspector|person|individual|installer|tradesman|pro))\b/i;

/** How to fix it, in a few words ('Repair — qualified electrician'). */
export const repairMethodOf = (c: Candidate, recommendation: string | null): string | null => {
  const src = `${recommendation ?? ''} ${c.text}`;
  const method =
    METHODS.find(([re]) => re.test(recommendation ?? ''))?.[1] ?? METHODS.find(([re]) => re.test(src))?.[1] ?? null;
  const who = WHO.exec(src)?.[1]?.toLowerCase() ?? null;
  if (!method && !who) return null;
  if (method && who) return `${method} (qualified ${who})`;
  return method ?? `Have a qualified ${who} evaluate and repair`;
};

const PLACE =
  /\b(?:at|in|on|near|under|behind|above|below)\s+(?:the\s+)?((?:[A-Za-z/-]+\s+){0,3}(?:room|bath(?:room)?|kitchen|garage|attic|basement|crawl ?space|exterior|roof|bedroom|closet|hall(?:way)?|laundry|porch|deck|patio|yard|side|entry|entrance|stairs?|foundation|driveway|walkway|sidewalk|panel|furnace|water heater|fireplace|chimney|window wells?|windows?|doors?|sink|tub|shower|toilet))\b/i;

const CUT_SHORT = /(?:\b(?:to|of|the|a|an|and|or|due|for|with|in|on|at|by)|[:&/,-])$/i;

// a rating grid's column codes printed on the subject's line ('IN RR NI NA Styles & Materials', 'I NI NP D Doors')
const withoutColumnCodes = (name: string) => {
  const words = name.split(/\s+/);
  let codes = 0;
  while (codes < words.length && (RATING_CODE.test(words[codes]!) || words[codes] === 'I')) codes++;
  return codes >= 3 ? words.slice(codes).join(' ') : name;
};

export const locationOf = (c: Candidate): string | null => {
  if (c.location) return titleCase(c.location);
  const m = PLACE.exec(c.text);
  if (m) return m[1]!.trim().toLowerCase();
  const item = (c.item && withoutColumnCodes(c.item)) || null;
  if (!item || !FORM_WORDS.test(item)) return item;
  // else the section's name, unless it is a line cut mid-phrase ('System not operated due to')
  const section = c.section?.trim();
  if (!section || CUT_SHORT.test(section)) return null;
  return section === section.toUpperCase() ? titleCase(section) : section;
};

/**
 * A form comment as a reader wants it summarised: the options left unticked (from '☐' to the next box) are not what
 * the inspector said, and the ticked boxes themselves are noise in a title. The quote keeps the page's own text.
 */
export const withoutFormBoxes = (text: string): string => {
  if (!/[☒☐]/.test(text)) return text;
  // boxes side by side (location columns: '☒ ☐ ☐ Damaged finish') share the words after them, ticked if any is
  const said = text
    // the form's own 'Comments' field label, printed before the next box or at the end, is no words of the inspector
    .replace(/\bComments:?(?=\s*(?:[☒☐]|$))/g, ' ')
    .replace(/[☒☐](?:\s*[☒☐])*\s*([^☒☐]*)/g, (boxes: string, words: string) =>
      boxes.includes('☒') ? ` ${words}` : ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
  return /[A-Za-z]{3}/.test(said) ? said : text;
};

export const clipQuote = (text: string) => clip(text, 600).replace(/…$/, '');
