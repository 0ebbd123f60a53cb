// Highlighting as a marker: a report that highlights its findings says so in its own legend ("Yellow highlighting
// designates a defect…", "Green highlighting is for clarity… does not indicate a defect"). The legend is read, not
// assumed: each highlight colour it explains gets the meaning its sentence gives, and a comment printed mostly on
// that colour carries it as its marker.
import type { TextRun } from '../types';
import { visibleChars } from '../visible-chars';
import { colorFamily, type DocLine } from './doc-lines';
import { mostCounted } from './most-counted';
import type { LabelInfo } from './vocabulary';

const COLOR_NAMES = 'yellow|red|green|blue|orange|pink|purple|gr[ae]y';
// 'Yellow highlighting designates…', 'Items shaded in red are…', 'highlighted in yellow indicates…'
const HIGHLIGHT_LEGEND = new RegExp(
  `\\b(${COLOR_NAMES})\\s+(highlight(?:ing|ed|s)?|shading|shaded|background)\\b|\\b(?:highlighted|shaded)\\s+(?:in\\s+)?(${COLOR_NAMES})\\b`,
  'i',
);
// what the legend says the colour is not: a defect ('does not indicate a defect'), or only information
const NOT_A_FINDING =
  /\b(informational|fyi)\b|\b(not|never)\s+(indicate|mean|designate|denote|represent)\w*\s+(an?\s+)?(defect|deficiency|problem)/i;
const A_FINDING =
  /\b(defects?|deficien\w*|repair(s|ed)?|replace(d|ment)?|correct(ed|ion)?|concerns?|problems?|hazards?|unsafe)\b/i;
const SAFETY = /\b(safety|hazards?|unsafe)\b/i;
const SIGNIFICANT = /\b(significant|major|serious|substantial)\b/i;

const familyName = (name: string) => (/^gr[ae]y$/i.test(name) ? 'gray' : name.toLowerCase());

const backgroundChars = (runs: TextRun[]) => {
  const counts = new Map<string, number>();
  let total = 0;
  for (const r of runs) {
    const n = visibleChars(r.text);
    total += n;
    if (r.background) counts.set(r.background, (counts.get(r.background) ?? 0) + n);
  }
  return { counts, total };
};

const runsOf = (lines: readonly DocLine[]) => lines.flatMap((l) => l.line.runs);

/** The marker is a highlight the report's legend explains (the comment's fill is its marker). */
export const isHighlightMarker = (label: LabelInfo | null): boolean => label?.highlight === true;

/** What a legend's words say of one colour: not a defect (information), a defect, or nothing we can read. */
const meaningOf = (name: string, text: string): LabelInfo | null => {
  if (NOT_A_FINDING.test(text.slice(0, 200)))
    return { label: `${name} highlight`, flags: false, severity: null, highlight: true };
  const sentence = /^.*?[.!?](\s|$)/.exec(text)?.[0] ?? text;
  if (!A_FINDING.test(sentence)) return null;
  return {
    label: `${name} highlight`,
    highlight: true,
    flags: true,
    severity: SIGNIFICANT.test(sentence) ? 'major' : null,
    ...(SAFETY.test(sentence) ? { safety: true } : {}),
  };
};

/** What the report's legend says each highlight colour means: background '#rrggbb' → marker. */
export const readHighlightLegend = (lines: readonly DocLine[]): Map<string, LabelInfo> => {
  const meanings = new Map<string, LabelInfo>();
  // most reports have no legend: one test over their whole text spares reading every line's next lines
  if (!HIGHLIGHT_LEGEND.test(lines.map((l) => l.text).join(' '))) return meanings;
  const used = backgroundChars(runsOf(lines)).counts;
  const legendAll = new RegExp(HIGHLIGHT_LEGEND.source, 'gi');
  lines.forEach((line, i) => {
    // the legend's sentences run on over the next lines of its page
    const joined = lines
      .slice(i, i + 4)
      .filter((l) => l.page === line.page)
      .map((l) => l.text)
      .join(' ');
    // every colour the line explains, each read up to the next one: what is said of that one is not said of this
    const found = [...joined.matchAll(legendAll)];
    found.forEach((m, k) => {
      if (m.index >= line.text.length) return;
      const name = familyName(m[1] ?? m[3]!);
      const text = joined.slice(m.index, found[k + 1]?.index ?? joined.length);
      const info = meaningOf(name, text);
      if (!info) return;
      // the colour: the legend line's own highlight of that colour when it is printed on it, else the report's most
      // used shade of the colour it names
      const own = backgroundChars(line.line.runs).counts;
      const ofColour = (counts: Map<string, number>) =>
        new Map([...counts].filter(([hex]) => colorFamily(hex) === name));
      const shades = ofColour(own).size ? ofColour(own) : ofColour(used);
      const hex = mostCounted(shades, '');
      if (hex && !meanings.has(hex)) meanings.set(hex, info);
    });
  });
  return meanings;
};

/**
 * The legend meaning of the highlight most of a comment's characters are printed on (at least a third of them), or
 * of the highlight its opening words are printed on.
 */
export const highlightMarker = (runs: TextRun[], legend: Map<string, LabelInfo>): LabelInfo | null => {
  if (legend.size === 0) return null;
  // the legend's own lines explain the colour; they are not findings printed on it
  if (HIGHLIGHT_LEGEND.test(runs.map((r) => r.text).join(' '))) return null;
  const { counts, total } = backgroundChars(runs);
  let best: { info: LabelInfo; n: number } | null = null;
  for (const [hex, n] of counts) {
    const info = legend.get(hex);
    if (info && (!best || n > best.n)) best = { info, n };
  }
  if (best && best.n >= total / 3) return best.info;
  // a checklist option highlighted at the head of the comment that explains it ('Not constructed to best practice'
  // on yellow, then a paragraph on why)
  const lead = runs.find((r) => r.text.replace(/[\s☒☐]/g, '').length > 0);
  const leadInfo = lead?.background ? legend.get(lead.background) : undefined;
  return leadInfo && lead!.text.replace(/[\s☒☐]/g, '').length >= 6 ? leadInfo : null;
};

// the issues a block is split into share its lines (one array): the share is counted once per array, not once per
// issue (a block of thousands of lines split into as many issues cost the square of its length). Candidates' line
// arrays are not changed once the candidates are built.
const shares = new WeakMap<readonly DocLine[], number>();

/** Share of a comment's characters printed on any coloured fill (highlight, shaded box), legend or not. */
export const shadedShare = (lines: readonly DocLine[]) => {
  let share = shares.get(lines);
  if (share === undefined) {
    const { counts, total } = backgroundChars(runsOf(lines));
    let n = 0;
    for (const v of counts.values()) n += v;
    share = total ? n / total : 0;
    shares.set(lines, share);
  }
  return share;
};
