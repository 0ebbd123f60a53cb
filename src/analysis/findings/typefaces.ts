// Typefaces as markers: a report that marks its comments by typeface says so in its own legend ("Highest priority
// items are printed in bold.", "Underlined regular print items should be addressed…", "Italicized items are
// informational…"). The legend is read, not assumed: each typeface it explains gets the meaning its sentence gives,
// and a comment printed mostly in it, or opening with it, carries that meaning as its marker. No legend, no
// typeface marker: bold headings and underlined links mean nothing by themselves.
import type { TextRun } from '../types';
import type { DocLine } from './doc-lines';
import { legendMeaning } from './highlights';
import type { LabelInfo } from './vocabulary';

export type Typeface = 'bold' | 'underline' | 'italic';

const FACES: readonly [Typeface, RegExp][] = [
  [
    'bold',
    /\b(?:(?:printed|shown|written|typed|set|appear\w*)\s+in\s+bold(?:face)?|bold(?:ed|face)?\s+(?:\w+\s+){0,2}?(?:items?|text|comments?|print|entries|type))\b/i,
  ],
  ['underline', /\bunderlined\b/i],
  [
    'italic',
    /\b(?:italici[sz]ed|in\s+italics?|italic\s+(?:\w+\s+){0,2}?(?:items?|text|comments?|print|entries|type))\b/i,
  ],
];
const ANY_FACE = new RegExp(FACES.map(([, re]) => re.source).join('|'), 'i');
// what a typeface legend names as a finding beyond the highlight legend's words: 'highest priority', 'should be
// addressed', 'require action'
const PRIORITY = /\b(priority|address(ed)?|attention)\b/i;
const HIGH_PRIORITY = /\b(highest|high|top|first)\s+priority\b/i;

const hasFace = (r: TextRun, face: Typeface) => (face === 'underline' ? !!r.underline : r[face]);

/** What the report's legend says each typeface means. */
export const readTypefaceLegend = (lines: readonly DocLine[]): Map<Typeface, LabelInfo> => {
  const meanings = new Map<Typeface, LabelInfo>();
  lines.forEach((line, i) => {
    if (!ANY_FACE.test(line.text) || line.text.length > 200) return;
    // the legend's sentence runs on over the next lines of its page
    const joined = lines
      .slice(i, i + 3)
      .filter((l) => l.page === line.page)
      .map((l) => l.text)
      .join(' ');
    const sentence = /^.*?[.!?](\s|$)/.exec(joined)?.[0] ?? joined;
    for (const [face, re] of FACES) {
      if (meanings.has(face) || !re.test(line.text)) continue;
      const info =
        legendMeaning(`${face} print`, sentence) ??
        (PRIORITY.test(sentence) ? { label: `${face} print`, flags: true as const, severity: null } : null);
      if (!info) continue;
      meanings.set(face, HIGH_PRIORITY.test(sentence) && info.flags === true ? { ...info, severity: 'major' } : info);
    }
  });
  return meanings;
};

/**
 * The legend meaning of the typeface most of a comment's characters are printed in (at least a third of them), or
 * of the typeface its opening words are printed in; a marker that flags wins over one that does not.
 */
export const typefaceMarker = (runs: readonly TextRun[], legend: Map<Typeface, LabelInfo>): LabelInfo | null => {
  if (legend.size === 0) return null;
  // the legend's own lines explain the typeface; they are not comments printed in it
  if (ANY_FACE.test(runs.map((r) => r.text).join(' '))) return null;
  const letters = (r: TextRun) => r.text.replace(/[\s☒☐]/g, '').length;
  const total = runs.reduce((n, r) => n + letters(r), 0);
  const lead = runs.find((r) => letters(r) > 0);
  let best: LabelInfo | null = null;
  for (const [face, info] of legend) {
    const n = runs.reduce((sum, r) => sum + (hasFace(r, face) ? letters(r) : 0), 0);
    const leads = !!lead && hasFace(lead, face) && letters(lead) >= 6;
    if ((n >= total / 3 || leads) && (!best || (info.flags === true && best.flags !== true))) best = info;
  }
  return best;
};
