// A text layer that is not the page's words. A PDF re-made by a tool that wrote its fonts without a usable ToUnicode
// map looks right on screen, but its text is replacement characters (`���`), or glyph numbers read as character codes
// (`7XIZI .SPP]`, `!"#$%&'()*+,`). Only the page's rendering can be read, so such a page goes to OCR whatever it
// draws. Every page of every PDF is measured, in one pass over its characters' codes.
import type { RawPage } from '../pdf-runs';

/** A page with fewer visible characters than this has no usable text layer (a stamp, a page number at most). */
export const TEXTLESS_PAGE_CHARS = 20;
/** Below this share of common letter pairs (half the lowest dev page's), a page's letters do not spell words. */
const WORDLESS_PAIR_SHARE = 0.2;
/** Letter pairs needed to judge (a page of a few words says little). */
const PAIRS_TO_JUDGE = 50;
/**
 * Above this share of ASCII punctuation a page is not prose or a table of words: glyph numbers from 1 read as
 * character codes give `!"#$%&'()*+,`. The dev pages have at most 0.12 (a table of contents); prices give about a
 * third ("$1,234.00").
 */
const PUNCTUATION_PAGE_SHARE = 0.4;
/** Characters needed to judge by punctuation. */
const CHARS_TO_JUDGE = 100;

// The 50 commonest letter pairs inside English words (from published letter-pair counts of English text). On a page
// of words about half the pairs are among them: 0.54 at the median of the dev pages, 0.36 at the lowest. Text decoded
// through the wrong map scores about 0.1.
const COMMON_PAIRS = new Uint8Array(26 * 26);
for (const pair of 'th he in er an re on at en nd ti es or te of ed is it al ar st to nt ng se ha as ou io le ve co me de hi ri ro ic ne ea ra ce li ch ll be ma si om ur'.split(
  ' ',
))
  COMMON_PAIRS[(pair.charCodeAt(0) - 97) * 26 + pair.charCodeAt(1) - 97] = 1;

// what JavaScript's \s matches
const isWhitespace = (c: number) =>
  c === 0x20 ||
  (c >= 0x09 && c <= 0x0d) ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;

// Characters a text layer gives when it cannot say which letter a glyph is: the replacement character, private-use
// code points and control codes. Symbol fonts' checkboxes are private-use too, so a page is only undecodable when
// most of its characters are.
const isUndecodable = (c: number) =>
  c === 0xfffd || (c >= 0xe000 && c <= 0xf8ff) || c <= 0x08 || (c >= 0x0e && c <= 0x1f) || (c >= 0x7f && c <= 0x9f);

// ASCII punctuation: ! to /, : to @, [ to `, { to ~
const isPunctuation = (c: number) =>
  (c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) || (c >= 0x7b && c <= 0x7e);

// an ASCII letter's place in the alphabet, or -1
const letterOf = (c: number) => (c >= 0x61 && c <= 0x7a ? c - 0x61 : c >= 0x41 && c <= 0x5a ? c - 0x41 : -1);

export interface TextStats {
  /** characters other than whitespace (UTF-16 units) */
  visible: number;
  /** of those, not replacement, private-use or control codes */
  readable: number;
  /** letter pairs inside words (runs of ASCII letters), and how many are among English's commonest */
  pairs: number;
  commonPairs: number;
  /** visible characters with a run of one character (a dot leader, a rule) counted once, and the ASCII punctuation among them */
  marks: number;
  punctuation: number;
}

/** What a page's text is made of; each text is a run (a word does not go on across runs). */
export const textStats = (texts: readonly string[]): TextStats => {
  const s: TextStats = { visible: 0, readable: 0, pairs: 0, commonPairs: 0, marks: 0, punctuation: 0 };
  let last = -1;
  let repeat = 0;
  for (const text of texts) {
    let previousLetter = -1;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (isWhitespace(c)) {
        previousLetter = -1;
        continue;
      }
      s.visible++;
      if (!isUndecodable(c)) s.readable++;
      const letter = letterOf(c);
      if (letter >= 0 && previousLetter >= 0) {
        s.pairs++;
        s.commonPairs += COMMON_PAIRS[previousLetter * 26 + letter]!;
      }
      previousLetter = letter;
      // a run of three or more of one character counts once (whitespace between does not break it)
      repeat = c === last ? repeat + 1 : 1;
      last = c;
      const punctuation = isPunctuation(c) ? 1 : 0;
      if (repeat <= 2) {
        s.marks++;
        s.punctuation += punctuation;
      } else if (repeat === 3) {
        s.marks--;
        s.punctuation -= punctuation;
      }
    }
  }
  return s;
};

// a page's runs are measured once however many questions are asked of them (text-less? undecodable? any text left?)
const measured = new WeakMap<readonly unknown[], TextStats>();
const statsOf = (page: Pick<RawPage, 'runs'>) => {
  let stats = measured.get(page.runs);
  if (!stats) {
    stats = textStats(page.runs.map((r) => r.text));
    measured.set(page.runs, stats);
  }
  return stats;
};

/** Visible characters that are letters, digits or marks a reader sees: not replacement, private-use or control codes. */
export const readableChars = (page: Pick<RawPage, 'runs'>): number => statsOf(page).readable;

/** Whether text with these stats is not words: mostly undecodable codes, letters that spell no words, or punctuation. */
const isUndecodableText = (s: TextStats): boolean =>
  s.visible >= TEXTLESS_PAGE_CHARS &&
  (s.readable < s.visible / 2 ||
    (s.pairs >= PAIRS_TO_JUDGE && s.commonPairs < s.pairs * WORDLESS_PAIR_SHARE) ||
    (s.marks >= CHARS_TO_JUDGE && s.punctuation > s.marks * PUNCTUATION_PAGE_SHARE));

/** Pages whose text layer is not their words: read by OCR whatever they draw. */
export const undecodablePages = (pages: Pick<RawPage, 'number' | 'runs'>[]): number[] =>
  pages.filter((p) => isUndecodableText(statsOf(p))).map((p) => p.number);
