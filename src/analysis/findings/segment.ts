// Cuts a document's lines into comment blocks. Each line is offered to the line rules in order, and the first that
// takes it decides what it is: page furniture, a heading of the report's own numbering or form, a field or rating, a
// bullet, a heading set apart by its layout, or part of a paragraph. Each convention a report format prints is one
// small rule file in line-rules/, read on every report (none is chosen by a vendor's name); the trained model, not
// the segmenter, decides which comments are findings.
import type { DocLine } from './doc-lines';
import { bulletOrTag } from './line-rules/bullets-and-tags';
import { checklistRow } from './line-rules/checklist-rows';
import { heading, paragraphLine } from './line-rules/layout';
import { decimalItem, loneItemNumber, numberedItem, numberedSection, ratingGridRow } from './line-rules/numbered-items';
import { ratingField, standaloneRating } from './line-rules/rating-lines';
import { columnHeader, noteHeading, pageFurniture, summaryZone } from './line-rules/report-zones';
import { Segmenter, type LineRule } from './line-rules/segmenter';
import { colonFinding, recordFields, recordHeader, recordSummaryLine } from './line-rules/structured-comments';
import { formInstruction, markedFormItem, trecItem, trecSection } from './line-rules/trec-form';
import { mostCounted } from './most-counted';
import type { LabelInfo } from './vocabulary';

export { isColumnHeader } from './line-rules/report-zones';

export type BlockKind = 'structured' | 'bullet' | 'paragraph' | 'checklist';

/** One inspector comment (or candidate comment) with the context it sits in. */
export interface Block {
  kind: BlockKind;
  /** verbatim body lines */
  lines: DocLine[];
  /** header line(s) that opened the block (Spectora title, subject line…) */
  title: string | null;
  location: string | null;
  section: string | null;
  item: string | null;
  /** number of the item in the report's own numbering ('3.3', '2.2.1'), if any */
  itemNo: string | null;
  label: LabelInfo | null;
  labelSource: 'label' | 'rating' | 'tag' | 'color' | 'checkbox' | null;
  /** blocks under one subject share a group (HomeGauge '1.4 Fascia' + its bullets) */
  group: number;
  inSummary: boolean;
  /** checklist row with the checkbox glyphs, and the column header line above it */
  row?: DocLine;
  columns?: DocLine | null;
  /** the header line that opened a structured block */
  head?: DocLine;
}

/** Per-document numbers the segmenter needs: the usual body font size. */
export const bodyFontSize = (lines: readonly DocLine[]) => {
  const counts = new Map<number, number>();
  for (const l of lines) counts.set(Math.round(l.size), (counts.get(Math.round(l.size)) ?? 0) + l.text.length);
  return mostCounted(counts, 10);
};

// '… should be removed. (4) Crawlspace access …': a numbered comment that starts inside a line.
const EMBEDDED_ITEM = /^(.*?[.!?]["')]?)\s+(\(\d{1,2}\)\s+[A-Z].*)$/;

const splitEmbeddedItems = (lines: readonly DocLine[]): DocLine[] =>
  lines.flatMap((l) => {
    const m = EMBEDDED_ITEM.exec(l.text);
    if (!m || m[1]!.length < 12) return [l];
    return [
      { ...l, text: m[1]!, raw: m[1]! },
      { ...l, text: m[2]!, raw: m[2]! },
    ];
  });

/** The rules in the order they are offered a line: the more specific a convention, the earlier. */
const RULES: readonly LineRule[] = [
  pageFurniture,
  formInstruction,
  columnHeader,
  noteHeading,
  summaryZone,
  trecSection,
  trecItem,
  markedFormItem,
  recordHeader,
  recordSummaryLine,
  colonFinding,
  recordFields,
  numberedSection,
  numberedItem,
  loneItemNumber,
  ratingGridRow,
  decimalItem,
  checklistRow,
  ratingField,
  standaloneRating,
  bulletOrTag,
  heading,
  paragraphLine,
];

/** Splits the document into comment blocks with their context. */
export const segmentBlocks = (lines: readonly DocLine[]): Block[] => {
  const s = new Segmenter(bodyFontSize(lines));
  let prev: DocLine | null = null;
  for (const l of splitEmbeddedItems(lines)) {
    const text = l.text.trim();
    s.prevLine = prev;
    prev = l;
    for (const rule of RULES) if (rule(l, text, s)) break;
  }
  s.close();
  return s.blocks;
};
