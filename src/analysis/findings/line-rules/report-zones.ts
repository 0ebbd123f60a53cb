// The parts of a report that are not comments, and the zones whose comments are read differently: page furniture
// (photo captions, contents lines, "continued" headings), rating column headers, the explanatory and legal passages
// (notes, limitations, standards of practice) and the summary before the body.
import type { LineRule } from './segmenter';

// ('9.2 Item 1(Picture)', 'B. Item 10(Picture)': a caption that ends at its bracket has no word boundary after it)
const CAPTION =
  /^(?:(\d+(\.\d+)*\s+(picture|item|photo|image)\s*\d+|\(?click here( to view)?( on web)?\)?|video|photo \d+)\b|.*\bitem \d+\s*\(picture\)).*$/i;
// a dot leader starts where its run of dots starts: trying every dot as a start was quadratic on a line of dots
const TOC_LINE = /(?<!\.)\.{5,}\s*\d+\s*$|^\d+(\.\d+)?\s+[A-Za-z /&()-]+\s+\d{1,3}$/;
// a heading repeated at the top of a page for a comment or section that runs on ('Replace walkways - Continued',
// 'INTERIOR CONTINUED', 'Observed Conditions: (continued)'): not a comment of its own. A repeated comment title can
// be a whole sentence long ('The garage door springs lack safety restraint cables - important safety issue - install
// - Continued')
const CONTINUED = /^.{2,120}?(?:\s[-–(]\s*[Cc]ontinued\)?|\sCONTINUED):?$/;

/** The codes rating grids print over their columns (repair, not inspected, not present, maintenance, safety…). */
export const RATING_CODE = /^(RR|NI|NP|MM|SAF|SER|IN|NR|NA|DM|MC|SH|IQ|D|R)$/;

/** A row of rating column codes ('SER MM RR SAF NI', 'IN RR NI NA', 'I NI NP D'). */
export const isColumnHeader = (text: string) => {
  const tokens = text.trim().split(/\s+/);
  return (
    tokens.length >= 3 &&
    tokens.length <= 9 &&
    tokens.every((t) => /^[A-Z]{1,4}$/.test(t)) &&
    tokens.some((t) => RATING_CODE.test(t))
  );
};

const NOTE_HEADING =
  /^(notes?|general notes?|please note|limitations?( of [\w /,&-]+)?|general limitations|standards? of practice|scope( of (the )?inspection)?|disclaimer|definitions?|comment key( or definitions)?|terms and conditions|inspection agreement)\s*:?$/i;
const PLAIN_NOTES = /^(notes?|general notes?|please note)\s*:?$/i;
// Caps headings of the legal and explanatory parts of a report.
const NOTE_PHRASE =
  /\b(consumer notice|purpose,? limitations|client responsibilities|standards? of practice|scope of (the )?inspection|general limitations|inspection agreement|terms and conditions|disclaimer|definitions|comment key|what is a home inspection|limitations of liability)\b/i;
// '… is not required to:' introduces a standards-of-practice list
const SCOPE_LIST =
  /\b(not required to|shall not|is not required|does not include|are excluded|exclusions)\b[^.]*:\s*$/i;

const SUMMARY_HEADING =
  /^(general summary|report summary|summary of (findings|deficiencies|concerns|items)|inspection summary|executive summary|summary|deficiency summary|major concerns summary)$/i;
const BODY_START =
  /^(?:inspection report|general information|table of contents|cover page|intro page|inspection and site details|property inspection report)\b/i;

/** Captions, contents lines and repeated "continued" headings are skipped. */
export const pageFurniture: LineRule = (_l, text) =>
  !text || CAPTION.test(text) || TOC_LINE.test(text) || CONTINUED.test(text);

/** A row of rating codes is remembered for the checkbox rows under it (rating-columns.ts reads the marks). */
export const columnHeader: LineRule = (l, text, s) => {
  if (!isColumnHeader(text)) return false;
  s.st.columns = l;
  return true;
};

/** A notes, limitations or standards heading opens a zone of explanatory text. */
export const noteHeading: LineRule = (l, text, s) => {
  if (!(
    NOTE_HEADING.test(text) ||
    /^\d{1,2}\.\s+limitations\b/i.test(text) ||
    (l.caps && NOTE_PHRASE.test(text)) ||
    SCOPE_LIST.test(text)
  ))
    return false;
  s.close();
  s.st.noteZone = true;
  s.st.plainNotes = PLAIN_NOTES.test(text);
  return true;
};

/**
 * A summary heading opens the summary; the body begins at its own opening words, or when the section numbering
 * starts again at 1 after the summary listed findings (the line itself is read on by the later rules).
 */
export const summaryZone: LineRule = (_l, text, s) => {
  const st = s.st;
  if (SUMMARY_HEADING.test(text.replace(/[:.]$/, ''))) {
    s.close();
    st.inSummary = true;
    st.summaryMaxSection = 0;
    st.section = null;
    return true;
  }
  if (st.inSummary) {
    const sec = /^(\d{1,2})[.:]/.exec(text);
    if (BODY_START.test(text) || (sec && Number(sec[1]) === 1 && st.summaryMaxSection > 1 && s.summaryBlocks() > 0)) {
      st.inSummary = false;
    } else if (sec) st.summaryMaxSection = Math.max(st.summaryMaxSection, Number(sec[1]));
  }
  return false;
};
