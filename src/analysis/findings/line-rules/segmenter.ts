// What every line rule shares while a document is cut into comment blocks: the heading path and zone the next
// comment falls under, the block being filled, and the two moves a rule makes (open a block, close it).
import type { DocLine } from '../doc-lines';
import type { LabelInfo } from '../vocabulary';
import type { Block, BlockKind } from '../segment';

export interface SegmentState {
  section: string | null;
  item: string | null;
  itemNo: string | null;
  itemRating: LabelInfo | null;
  group: number;
  inSummary: boolean;
  columns: DocLine | null;
  /** a form item's bracketed instruction runs on to the next lines until its bracket closes: lines it may still take */
  openInstruction: number;
  /** inside a 'NOTE:' / 'Limitations' passage of generic text */
  noteZone: boolean;
  /** the zone opened under a plain 'Notes' heading: what an inspector notes there may be a defect or not */
  plainNotes: boolean;
  /** highest section number seen in the summary: numbering back at 1 means the body has begun */
  summaryMaxSection: number;
}

export class Segmenter {
  readonly blocks: Block[] = [];
  readonly st: SegmentState = {
    section: null,
    item: null,
    itemNo: null,
    itemRating: null,
    group: 0,
    inSummary: false,
    columns: null,
    openInstruction: 0,
    noteZone: false,
    plainNotes: false,
    summaryMaxSection: 0,
  };
  /** the block being filled */
  cur: Block | null = null;
  /** a structured block waiting for its label, title or location line */
  expect: 'label' | 'title' | 'location' | null = null;
  /** the line before the current one */
  prevLine: DocLine | null = null;
  /** its text ('' at the start) */
  get prevText(): string {
    return this.prevLine?.text ?? '';
  }

  constructor(readonly bodySize: number) {}

  close(): void {
    if (this.cur && (this.cur.lines.length > 0 || this.cur.title)) this.blocks.push(this.cur);
    this.cur = null;
    this.expect = null;
  }

  open(kind: BlockKind, init: Partial<Block> = {}): Block {
    this.close();
    const st = this.st;
    const block: Block = {
      kind,
      lines: [],
      title: null,
      location: null,
      section: st.section,
      item: st.item,
      itemNo: st.itemNo,
      label: kind === 'structured' ? null : st.itemRating,
      labelSource: kind === 'structured' ? null : st.itemRating ? 'rating' : null,
      group: st.group,
      inSummary: st.inSummary,
      ...init,
    };
    if (st.noteZone && kind !== 'structured') {
      block.label = st.plainNotes
        ? { label: 'notes', flags: null, severity: null }
        : { label: 'note', flags: false, severity: null };
      block.labelSource = 'label';
    }
    this.cur = block;
    return block;
  }

  /** A new section: the item, its number and rating end with the one before. */
  startSection(name: string): void {
    this.close();
    this.st.section = name;
    this.st.item = null;
    this.st.itemNo = null;
    this.st.itemRating = null;
    this.st.group++;
    this.st.noteZone = false;
  }

  /** Findings flagged in the summary so far (the summary ends when numbering starts again after some). */
  summaryBlocks(): number {
    return this.blocks.filter((b) => b.inSummary && b.label?.flags === true).length;
  }
}

/**
 * A line rule reads one line: it may change the heading path, open or fill a block, and says whether it consumed the
 * line (no later rule sees it).
 */
export type LineRule = (line: DocLine, text: string, s: Segmenter) => boolean;

export const endsSentence = (text: string) => /[.!?:;)]["']?$/.test(text.trim());
