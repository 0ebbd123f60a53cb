import { colorFamily, type DocLine } from './doc-lines';
import { mostCounted } from './most-counted';
import { matchLabel, matchTag, type LabelInfo } from './vocabulary';

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

const CAPTION =
  /^(\d+(\.\d+)*\s+(picture|item|photo|image)\s*\d+|.*\bitem \d+\s*\(picture\)|\(?click here( to view)?( on web)?\)?|video|photo \d+)\b.*$/i;
// a dot leader starts where its run of dots starts: trying every dot as a start was quadratic on a line of dots
const TOC_LINE = /(?<!\.)\.{5,}\s*\d+\s*$|^\d+(\.\d+)?\s+[A-Za-z /&()-]+\s+\d{1,3}$/;

const SUMMARY_HEADING =
  /^(general summary|report summary|summary of (findings|deficiencies|concerns|items)|inspection summary|executive summary|summary|deficiency summary|major concerns summary)$/i;
const BODY_START =
  /^(?:inspection report|general information|table of contents|cover page|intro page|inspection and site details|property inspection report)\b/i;

const SPECTORA_HEADER = /^(\d{1,2}\.\d{1,2}\.\d{1,2})\s+(.{2,90})$/;
const COLON_FINDING = /^(\d{1,2}):\s+(\S.{1,80})$/;
const TREC_ITEM = /^(?:[☒☐]\s*){3,4}\s*([A-Z])\.\s+(.{2,80})$/;
const TREC_SECTION = /^(?:[☒☐]\s*)*([IVX]{1,4})\.\s+([A-Z][A-Z ,&/-]{3,60})$/;
const HG_ITEM = /^(\d{1,2}\.\d{1,2})\.?\s+(\S.*)$/;
// an item number alone on its line ('8.4.'), printed in a column left of the comment it numbers
const LONE_ITEM_NO = /^(\d{1,2}(?:\.\d{1,2}){1,2})\.?$/;
const NUM_SECTION = /^(\d{1,2})[.:]\s+([A-Z][A-Za-z ,&/()'-]{2,60})$/;
// a heading repeated at the top of a page for a comment or section that runs on ('Replace walkways - Continued',
// 'INTERIOR CONTINUED', 'Observed Conditions: (continued)'): not a comment of its own. A repeated comment title can
// be a whole sentence long ('The garage door springs lack safety restraint cables - important safety issue - install
// - Continued')
const CONTINUED = /^.{2,120}?(?:\s[-–(]\s*[Cc]ontinued\)?|\sCONTINUED):?$/;
const BULLET = /^(?:[-–•*·▪►■●◦‣⁃]|\(\d{1,2}\)|\d{1,2}\)|\([a-z]\)|[¬vqmnlüØ§]\s)\s*(?=\S)/;
const FIELD =
  /^(comments?|observations?|notes?|description|materials?|condition|info|information|recommendations? \/ conditions)\s*:\s*(.*)$/i;
const CHECKBOXES = /[☒☐]/g;

/** A row of rating column codes ('SER MM RR SAF NI', 'IN RR NI NA', 'I NI NP D'). */
export const isColumnHeader = (text: string) => {
  const tokens = text.trim().split(/\s+/);
  return (
    tokens.length >= 3 &&
    tokens.length <= 9 &&
    tokens.every((t) => /^[A-Z]{1,4}$/.test(t)) &&
    tokens.some((t) => /^(RR|NI|NP|MM|SAF|SER|IN|NR|NA|DM|MC|SH|IQ|D|R)$/.test(t))
  );
};

const isCheckRow = (text: string) => (text.match(CHECKBOXES)?.length ?? 0) >= 3;

interface State {
  section: string | null;
  item: string | null;
  itemNo: string | null;
  itemRating: LabelInfo | null;
  group: number;
  inSummary: boolean;
  columns: DocLine | null;
  /** inside a 'NOTE:' / 'Limitations' passage of generic text */
  noteZone: boolean;
  /** the zone opened under a plain 'Notes' heading: what an inspector notes there may be a defect or not */
  plainNotes: boolean;
  /** highest section number seen in the summary: numbering back at 1 means the body has begun */
  summaryMaxSection: number;
}

const NOTE_HEADING =
  /^(notes?|general notes?|please note|limitations?( of [\w /,&-]+)?|general limitations|standards? of practice|scope( of (the )?inspection)?|disclaimer|definitions?|comment key( or definitions)?|terms and conditions|inspection agreement)\s*:?$/i;
const PLAIN_NOTES = /^(notes?|general notes?|please note)\s*:?$/i;
// Caps headings of the legal and explanatory parts of a report.
const NOTE_PHRASE =
  /\b(consumer notice|purpose,? limitations|client responsibilities|standards? of practice|scope of (the )?inspection|general limitations|inspection agreement|terms and conditions|disclaimer|definitions|comment key|what is a home inspection|limitations of liability)\b/i;
// '… is not required to:' introduces a standards-of-practice list
const SCOPE_LIST =
  /\b(not required to|shall not|is not required|does not include|are excluded|exclusions)\b[^.]*:\s*$/i;
const HIP_ITEM = /^(\d{1,2})\.\s+([A-Z][\w ,&/()'’-]{2,60})$/;

const endsSentence = (text: string) => /[.!?:;)]["']?$/.test(text.trim());

const headingLike = (l: DocLine, bodySize: number, prevText = '') =>
  l.text.length <= 60 &&
  !/[.,;:]$/.test(l.text) &&
  l.text.split(/\s+/).length <= 7 &&
  (l.caps ||
    l.size > bodySize * 1.25 ||
    l.bold ||
    (isTitleCase(l.text) && (!prevText || /[.!?:]$/.test(prevText.trim())))) &&
  !/\d{3,}/.test(l.text);

// 'Service Panel', 'Smoke Alarms': a short line of capitalised words (small words aside)
const isTitleCase = (text: string) => {
  const words = text.trim().split(/\s+/);
  return (
    words.length <= 5 &&
    words.every((w) => /^[A-Z0-9(&/-]/.test(w) || /^(and|or|of|the|a|an|to|in|at|for|on|with)$/.test(w)) &&
    /[a-z]/.test(text)
  );
};

/** Per-document numbers the segmenter needs: the usual body font size. */
export const bodyFontSize = (lines: readonly DocLine[]) => {
  const counts = new Map<number, number>();
  for (const l of lines) counts.set(Math.round(l.size), (counts.get(Math.round(l.size)) ?? 0) + l.text.length);
  return mostCounted(counts, 10);
};

/** The label printed on the same row as a header, at its right ('2.1.1 Siding …   Inquire With Seller'). */
const rightLabel = (l: DocLine): { head: string; label: string } | null => {
  const runs = l.line.runs;
  if (runs.length < 2) return null;
  const last = runs[runs.length - 1]!;
  const prev = runs[runs.length - 2]!;
  if (last.x - (prev.x + prev.width) < 40) return null;
  const label = last.text.trim();
  if (!label || label.split(/\s+/).length > 5) return null;
  const head = l.text.slice(0, l.text.length - label.length).trim();
  return { head, label };
};

const labelInfo = (text: string): LabelInfo => matchLabel(text) ?? { label: text.trim(), flags: true, severity: null };

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

/** Splits the document into comment blocks with their context. */
export const segmentBlocks = (lines: readonly DocLine[]): Block[] => {
  const bodySize = bodyFontSize(lines);
  const blocks: Block[] = [];
  const st: State = {
    section: null,
    item: null,
    itemNo: null,
    itemRating: null,
    group: 0,
    inSummary: false,
    columns: null,
    noteZone: false,
    plainNotes: false,
    summaryMaxSection: 0,
  };
  const box: { cur: Block | null } = { cur: null };
  // a structured block waiting for its label/title/location lines
  let expect: 'label' | 'title' | 'location' | null = null;

  const summaryBlocks = () => blocks.filter((b) => b.inSummary && b.label?.flags === true).length;
  const close = () => {
    if (box.cur && (box.cur.lines.length > 0 || box.cur.title)) blocks.push(box.cur);
    box.cur = null;
    expect = null;
  };
  const open = (kind: BlockKind, init: Partial<Block> = {}): Block => {
    close();
    box.cur = {
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
      box.cur.label = st.plainNotes
        ? { label: 'notes', flags: null, severity: null }
        : { label: 'note', flags: false, severity: null };
      box.cur.labelSource = 'label';
    }
    return box.cur;
  };

  let prev: DocLine | null = null;
  for (const l of splitEmbeddedItems(lines)) {
    const text = l.text.trim();
    const prevText = prev?.text ?? '';
    prev = l;
    if (!text || CAPTION.test(text) || TOC_LINE.test(text) || CONTINUED.test(text)) continue;
    if (isColumnHeader(text)) {
      st.columns = l;
      continue;
    }
    if (
      NOTE_HEADING.test(text) ||
      /^\d{1,2}\.\s+limitations\b/i.test(text) ||
      (l.caps && NOTE_PHRASE.test(text)) ||
      SCOPE_LIST.test(text)
    ) {
      close();
      st.noteZone = true;
      st.plainNotes = PLAIN_NOTES.test(text);
      continue;
    }

    // summary region bookkeeping
    if (SUMMARY_HEADING.test(text.replace(/[:.]$/, ''))) {
      close();
      st.inSummary = true;
      st.summaryMaxSection = 0;
      st.section = null;
      continue;
    }
    if (st.inSummary) {
      const sec = /^(\d{1,2})[.:]/.exec(text);
      if (BODY_START.test(text) || (sec && Number(sec[1]) === 1 && st.summaryMaxSection > 1 && summaryBlocks() > 0)) {
        st.inSummary = false;
      } else if (sec) st.summaryMaxSection = Math.max(st.summaryMaxSection, Number(sec[1]));
    }

    let m: RegExpExecArray | null;
    if ((m = TREC_SECTION.exec(text)) && !/[a-z]/.test(m[2]!)) {
      close();
      st.section = m[2]!.trim();
      st.item = null;
      st.itemNo = null;
      st.itemRating = null;
      st.group++;
      st.noteZone = false;
      continue;
    }
    if ((m = TREC_ITEM.exec(text))) {
      close();
      st.item = m[2]!.trim();
      st.itemNo = m[1]!;
      const boxes = text.match(CHECKBOXES) ?? [];
      st.itemRating =
        boxes.length === 4 && boxes[3] === '☒' ? { label: 'D (deficient) checked', flags: true, severity: null } : null;
      st.group++;
      st.noteZone = false;
      continue;
    }
    const spectora = SPECTORA_HEADER.exec(text);
    if (spectora && !/\s-\s.*:/.test(spectora[2]!)) {
      const rl = rightLabel(l);
      const name = rl ? rl.head.replace(SPECTORA_HEADER, '$2') : spectora[2]!;
      st.item = name.trim();
      st.itemNo = spectora[1]!;
      st.group++;
      st.noteZone = false;
      open('structured', { item: st.item, itemNo: st.itemNo, head: l });
      if (rl) {
        box.cur!.label = labelInfo(rl.label);
        box.cur!.labelSource = 'label';
        expect = 'title';
      } else expect = 'label';
      continue;
    }
    if (spectora && /\s-\s.*:/.test(spectora[2]!)) {
      // a summary line '2.1.1 Exterior - Siding: Nail heads' (Spectora summary page)
      const title = spectora[2]!.replace(/^.*?:\s*/, '');
      open('structured', {
        title,
        itemNo: spectora[1]!,
        item: spectora[2]!.replace(/:.*$/, ''),
        inSummary: true,
        head: l,
      });
      box.cur!.label = { label: 'summary', flags: true, severity: null };
      box.cur!.labelSource = 'label';
      close();
      continue;
    }
    if ((m = COLON_FINDING.exec(text)) && !/:\s*$/.test(text) && Number(m[1]) < 40 && !l.caps) {
      st.group++;
      st.noteZone = false;
      open('structured', { title: m[2]!.trim(), head: l });
      expect = 'label';
      continue;
    }

    const isStructured = box.cur?.kind === 'structured';
    if (box.cur && isStructured && expect) {
      const c = box.cur as Block;
      const lab = matchLabel(text);
      if (expect === 'label' || (expect === 'title' && !c.title && c.head)) {
        // a header wrapped onto a second line ('5.1.2 A. Plumbing Supply, … and' / 'Fixtures')
        if (
          !lab &&
          !l.caps &&
          c.head &&
          text.split(/\s+/).length <= 4 &&
          !/[.:]$/.test(text) &&
          /[a-z,]$/i.test(c.head.text) &&
          l.y - c.head.y < 2.5 * l.size &&
          Math.abs(l.x - c.head.x) < 30
        ) {
          c.item = `${c.item ?? ''} ${text}`.trim();
          continue;
        }
      }
      if (expect === 'label') {
        if (lab || (l.color !== '#000000' && text.split(/\s+/).length <= 4 && !l.caps)) {
          c.label = lab ?? labelInfo(text);
          c.labelSource = 'label';
          expect = c.title ? null : 'title';
          continue;
        }
        expect = c.title ? null : 'title';
      }
      if (expect === 'title' && l.caps && text.length <= 90) {
        c.title = text;
        expect = 'location';
        continue;
      }
      if (expect === 'location' && l.caps && text.length <= 80 && !/[.]$/.test(text)) {
        c.location = text;
        expect = null;
        continue;
      }
      expect = null;
    }

    if ((m = NUM_SECTION.exec(text)) && headingLike(l, bodySize)) {
      close();
      st.section = m[2]!.trim();
      st.item = null;
      st.itemNo = null;
      st.itemRating = null;
      st.group++;
      st.noteZone = false;
      continue;
    }

    if ((m = HIP_ITEM.exec(text)) && m[2]!.split(/\s+/).length <= 7 && !/[.;]$/.test(text)) {
      close();
      st.item = m[2]!.trim();
      st.itemNo = null;
      st.itemRating = null;
      st.group++;
      st.noteZone = /limitation/i.test(text);
      st.plainNotes = false;
      continue;
    }

    if ((m = LONE_ITEM_NO.exec(text)) && !st.inSummary) {
      close();
      // a rating qualifies its own item, not the next one
      if (m[1] !== st.itemNo) st.itemRating = null;
      st.itemNo = m[1]!;
      st.group++;
      continue;
    }

    // HomeGauge-style item '1.4 Fascia / Soffit / Trim' (possibly with the comment on the same line)
    const gridMark =
      l.line.runs.some((r) => /^[X☒]$/.test(r.text.trim())) ||
      /^\d+\.\d+\s+[A-Z][A-Z0-9 /&(),.'-]+\sX(\s|$)/.test(text);
    if (HG_ITEM.test(text) && (/(?:\s(?:X|☒|☐)){1,4}$/.test(text) || (gridMark && !/[a-z]{3,}.*[.]$/.test(text)))) {
      // a row of the item rating grid ('2.8 Grading/Landscaping X X'): ratings are read separately
      continue;
    }
    if ((m = HG_ITEM.exec(text)) && !/^\d+\.\d+\s*(%|inch|in\b|ft|feet|gallon|amp|volt)/i.test(text)) {
      const rest = m[2]!.trim();
      const words = rest.split(/\s+/).length;
      const isComment = words > 7 || /[.]$/.test(rest);
      if (m[1] !== st.itemNo) st.itemRating = null;
      st.itemNo = m[1]!;
      st.group++;
      st.noteZone = false;
      if (isComment) {
        open('bullet', { itemNo: m[1]!, group: st.group });
        box.cur!.lines.push({ ...l, text: rest, raw: l.text });
      } else {
        st.item = rest.replace(/\s*\(.*\)\s*$/, '').trim() || rest;
        close();
        box.cur = null;
        // the subject line itself opens a group; bullets follow
        open('paragraph', { title: rest, item: st.item, itemNo: m[1]!, group: st.group });
      }
      continue;
    }

    if (isCheckRow(text)) {
      open('checklist', {
        item:
          text
            .replace(/[☒☐].*$/, '')
            .replace(/:\s*$/, '')
            .trim() || st.item,
      });
      const after = text.replace(/^[^☒☐]*(?:[☒☐]\s*)+/, '').trim();
      box.cur!.lines.push({ ...l, text });
      if (!after) (box.cur as Block).lines = [];
      else (box.cur as Block).lines = [{ ...l, text: after, raw: l.text }];
      (box.cur as Block).title = text.replace(/\s*(?:[☒☐]\s*)+.*$/, '');
      (box.cur as Block).location = null;
      // keep the raw row for checkbox column decoding
      (box.cur as Block).row = l;
      (box.cur as Block).columns = st.columns && st.columns.page === l.page ? st.columns : null;
      continue;
    }

    // rating lines that qualify the current item ('Comments: Repair or Replace', 'Repair/Replace', 'Inspected')
    const field = FIELD.exec(text);
    if (field) {
      const value = field[2]!.trim();
      const lab = value ? matchLabel(value) : null;
      if (lab) {
        st.itemRating = lab;
        if (box.cur) {
          (box.cur as Block).label = lab;
          (box.cur as Block).labelSource = 'rating';
        }
        continue;
      }
      if (!value) continue;
      open('paragraph');
      box.cur!.lines.push({ ...l, text: value, raw: l.text });
      continue;
    }
    // a rating word that ends a wrapped sentence ('…it appeared to be / serviceable.') is the sentence's, not a rating
    const wrapped = /^[a-z]/.test(text) && prevText !== '' && !endsSentence(prevText);
    const standalone = wrapped ? null : matchLabel(text);
    if (standalone && text.length <= 60) {
      if (box.cur && box.cur.lines.length === 0 && box.cur.kind !== 'structured') {
        (box.cur as Block).label = standalone;
        (box.cur as Block).labelSource = 'rating';
      }
      st.itemRating = standalone;
      if (box.cur && box.cur.kind === 'structured') {
        if (standalone.flags === false) {
          // an 'Information' / 'Limitations' group ends the finding above it
          close();
          st.noteZone = true;
          st.plainNotes = false;
          continue;
        }
        // 'Recommendation' before 'Contact a qualified …' stays inside the block (quotes stay contiguous)
        if (box.cur.lines.length > 0) box.cur.lines.push(l);
        continue;
      }
      continue;
    }

    const bullet = BULLET.exec(text);
    const tag = matchTag(text.replace(BULLET, ''));
    if (bullet || (tag && !box.cur)) {
      const body = text.replace(BULLET, '');
      const init: Partial<Block> = {};
      if (tag) {
        init.label = { label: tag.label, flags: tag.flags, severity: tag.severity, safety: tag.safety };
        init.labelSource = 'tag';
      }
      if (box.cur && (box.cur as Block).kind === 'structured' && !bullet) {
        (box.cur as Block).lines.push({ ...l, text: body, raw: l.text });
        continue;
      }
      open('bullet', init);
      box.cur!.lines.push({ ...l, text: body, raw: l.text });
      continue;
    }
    if (tag && box.cur && (box.cur as Block).kind !== 'structured') {
      open('bullet', {
        label: { label: tag.label, flags: tag.flags, severity: tag.severity, safety: tag.safety },
        labelSource: 'tag',
      });
      box.cur!.lines.push(l);
      continue;
    }

    // caps lines inside a Spectora block are its title, location or emphasis, not a new subject
    if (headingLike(l, bodySize, prevText) && box.cur?.kind !== 'structured') {
      // a short caps heading: new subject within the section
      close();
      if (l.size > bodySize * 1.25 || l.bold) st.section = st.section && l.size <= bodySize * 1.1 ? st.section : text;
      st.item = text;
      st.itemRating = null;
      st.group++;
      st.noteZone = false;
      continue;
    }

    if (!box.cur) {
      open('paragraph');
      box.cur!.lines.push(l);
      continue;
    }
    const c = box.cur as Block;
    const last = c.lines[c.lines.length - 1];
    if (c.kind === 'checklist') {
      // continuation of the comment column
      const row = c.row;
      const col = c.lines[0]?.line.runs[0]?.x ?? 0;
      const firstRunX = row?.line.runs.find(
        (r) => !/[☒☐]/.test(r.text) && r.x > (row.line.runs.find((q) => /[☒☐]/.test(q.text))?.x ?? 0),
      )?.x;
      if (Math.abs(l.x - (firstRunX ?? col)) < 30 && l.page === row?.page) {
        c.lines.push(l);
        continue;
      }
      open('paragraph');
      box.cur!.lines.push(l);
      continue;
    }
    // the gap is measured from the paragraph's own last line: a page header, caption or photo skipped in between
    // does not join what it separates (a new page is always a gap)
    const gap = last && last.page === l.page ? l.y - last.y : Infinity;
    const bigGap = gap > Math.max(2.2 * l.size, 22);
    const sameParagraph =
      last &&
      (!endsSentence(last.text) ||
        /^[a-z(]/.test(text) ||
        (!bigGap && Math.abs(l.x - last.x) < 25 && colorFamily(l.color) === colorFamily(last.color)));
    if (c.kind === 'structured' || sameParagraph || c.lines.length === 0) {
      c.lines.push(l);
      continue;
    }
    open('paragraph');
    box.cur!.lines.push(l);
  }
  close();
  return blocks;
};
