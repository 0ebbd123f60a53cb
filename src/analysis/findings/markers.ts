// The inspector's marker on a comment: a printed label, an inline tag, a checked code column, an item rating, or
// a text colour the report's own legend gives a meaning. Mapped to a small polarity set the finder learns from.
import type { Severity } from '../types';
import { colorFamily, type DocLine } from './doc-lines';
import { highlightMarker, readHighlightLegend } from './highlights';
import { mostCounted } from './most-counted';
import { checkedCodes, gridRatings, labelFromCodes } from './rating-columns';
import { isColumnHeader, type Block } from './segment';
import type { LabelInfo } from './vocabulary';

export type Polarity = 'safety' | 'deficiency' | 'maintenance' | 'informational' | 'limitation' | 'none';

export interface Legend {
  /** item ratings from IN/RR/NI grids, by item number */
  ratings: Map<string, LabelInfo>;
  /** the report colours its comments (two or more colour families, red among them) */
  colorCoded: boolean;
  /** the report says what its colours mean ('RED text: …') */
  colorLegend: boolean;
  /** most prose comments are coloured: black text is captions and description */
  commentsInColour: boolean;
  /** highlight colours the report's legend explains ('Yellow highlighting designates a defect…'), by fill */
  highlights: Map<string, LabelInfo>;
}

/** the colour family most of a block's characters are printed in */
export const blockColor = (b: Block) => {
  const counts = new Map<string, number>();
  for (const l of b.lines) {
    const f = colorFamily(l.color);
    counts.set(f, (counts.get(f) ?? 0) + l.text.length);
  }
  return mostCounted(counts, 'black');
};

// a legend line: a colour named, then what it means ('RED text: Denotes …', 'Hot area in red indicates …')
const COLOR_LEGEND =
  /\b(red|blue|green|orange|purple)\b(\s+(text|font|print|ink|type|colou?r|items?|comments?|bullets?))?\s*(=|:|–|-|indicates|denotes|means|represents|are|is)\s/i;

/** What the report says (or shows) about its own markers, read once per document. */
export const readLegend = (blocks: Block[], allLines: readonly DocLine[]): Legend => {
  const fams = new Map<string, number>();
  for (const b of blocks) {
    if (b.kind === 'structured' || b.lines.length === 0) continue;
    const f = blockColor(b);
    fams.set(f, (fams.get(f) ?? 0) + 1);
  }
  const colored = ['red', 'blue', 'green', 'orange'].filter((f) => (fams.get(f) ?? 0) >= 3);
  const colorCoded = colored.length >= 2 && colored.includes('red');
  const colorLegend = allLines.some((l) => COLOR_LEGEND.test(l.text));
  const prose = blocks.filter(
    (b) => b.kind !== 'structured' && b.lines.reduce((n, l) => n + l.text.split(/\s+/).length, 0) >= 5,
  );
  const coloredShare = prose.length
    ? prose.filter((b) => !['black', 'gray'].includes(blockColor(b))).length / prose.length
    : 0;
  return {
    ratings: gridRatings(allLines, isColumnHeader),
    colorCoded,
    colorLegend,
    commentsInColour: colorCoded && colorLegend && coloredShare > 0.5,
    highlights: readHighlightLegend(allLines),
  };
};

export interface Marker {
  label: LabelInfo | null;
  labelSource: Block['labelSource'];
  colorHint: Severity | null;
}

/** The block's own marker, else its checked codes, its item's rating, its colour or its highlight. */
export const markerOf = (b: Block, legend: Legend): Marker => {
  let label = b.label;
  let labelSource = b.labelSource;
  if (b.kind === 'checklist') {
    label = labelFromCodes(checkedCodes(b.row!, b.columns));
    labelSource = label ? 'checkbox' : null;
  }
  if (!label && b.itemNo && legend.ratings.has(b.itemNo)) {
    label = legend.ratings.get(b.itemNo)!;
    labelSource = 'rating';
  }
  let colorHint: Severity | null = null;
  if (legend.colorCoded && b.kind !== 'structured') {
    const fam = blockColor(b);
    if (fam === 'red') {
      colorHint = legend.colorLegend ? 'major' : null;
      if (!label || label.flags !== true) {
        label = { label: 'red text', flags: true, severity: colorHint };
        labelSource = 'color';
      }
    } else if (fam === 'green' && !label) {
      label = { label: 'green text', flags: false, severity: null };
      labelSource = 'color';
    }
  }
  // a highlight the legend explains, over a weaker marker
  const lit = highlightMarker(
    b.lines.flatMap((l) => l.line.runs),
    legend.highlights,
  );
  if (lit && (lit.flags === true ? label?.flags !== true : !label)) {
    label = lit;
    labelSource = 'color';
  }
  return { label, labelSource, colorHint };
};

const LIMIT_WORDS = /\b(limitations?|not inspected|not present|not applicable|n\/a|excluded|NI|NP|NA)\b/i;

/** The marker's meaning in the polarity set. */
export const polarityOf = (label: LabelInfo | null): Polarity => {
  if (!label) return 'none';
  if (label.flags === true) {
    if (label.safety) return 'safety';
    if (/mainten|upkeep|monitor|minor|MM\b/i.test(label.label)) return 'maintenance';
    return 'deficiency';
  }
  if (label.flags === false) return LIMIT_WORDS.test(label.label) ? 'limitation' : 'informational';
  return 'none';
};
