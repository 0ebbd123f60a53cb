import { LIGATURE_STEMS } from './ligature-words';

const LIGATURES = ['fi', 'fl', 'ff', 'ffi', 'ffl'] as const;
const LIGATURE_CHARS: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

/** Expands Unicode ligature characters (ﬁ → fi) so text matches what a reader would type. */
export const expandLigatureChars = (text: string): string =>
  text.replace(/[\uFB00-\uFB06]/g, (c) => LIGATURE_CHARS[c] ?? c);

// Longest stem that covers the position where the lost ligature sits.
const stemCover = (word: string, gapStart: number): number => {
  let best = 0;
  for (const stem of LIGATURE_STEMS) {
    if (stem.length + 5 <= best) continue;
    let from = 0;
    for (;;) {
      const at = word.indexOf(stem, from);
      if (at < 0 || at > gapStart) break;
      if (at + stem.length > gapStart) {
        // a stem that starts the word is far more telling than one found inside it
        best = Math.max(best, stem.length + (at === 0 ? 5 : 0));
        break;
      }
      from = at + 1;
    }
  }
  return best;
};

const chooseLigature = (left: string, right: string): string => {
  let best: { lig: string; score: number } = { lig: '', score: 0 };
  for (const lig of LIGATURES) {
    const word = `${left}${lig}${right}`.toLowerCase();
    const score = stemCover(word, left.length);
    if (score > best.score) best = { lig, score };
  }
  if (best.score > 0) return best.lig;
  // No known word: 'fl' before a/o/u (flat, flow, flue), otherwise the far more common 'fi'.
  return /^[aou]/i.test(right) ? 'fl' : 'fi';
};

/**
 * Repairs ligature glyphs that lost their Unicode mapping. pdf.js yields U+0000 where the glyph was
 * ('quali\0ed'); some producers leave a space instead ('quali ed'), which is repaired only when the joined
 * word is a known ligature word and the fragments are not words on their own.
 */
export const repairLostLigatures = (text: string): string => {
  // runs for every line of every report: the regular expressions only where their anchors can match
  let out = !text.includes('\u0000')
    ? text
    : // eslint-disable-next-line no-control-regex -- U+0000 is exactly what pdf.js emits for an unmapped ligature
      text.replace(/([A-Za-z]*)\u0000+([A-Za-z]*)/g, (_m, left: string, right: string) => {
        const lig = chooseLigature(left, right);
        const joined = `${left}${lig}${right}`;
        return left === left.toUpperCase() && right === right.toUpperCase() && (left + right).length > 1
          ? joined.toUpperCase()
          : joined;
      });
  if (!out.includes(' ')) return out;
  out = out.replace(/\b([A-Za-z]{2,})[ ]([a-z]{1,8})\b/g, (m, left: string, right: string) => {
    // the fragment tests do not depend on the ligature: most word pairs stop here, before the stem search
    if (!SPACED_FRAGMENT_OK.test(right) || COMMON_WORDS.has(left.toLowerCase())) return m;
    for (const lig of LIGATURES) {
      const word = `${left}${lig}${right}`.toLowerCase();
      for (const stem of LIGATURE_STEMS) {
        if (stem.length >= 5 && word.startsWith(stem) && stem.length > left.length && word.length <= stem.length + 6) {
          return `${left}${lig}${right}`;
        }
      }
    }
    return m;
  });
  return out;
};

// Fragments left after a lost 'fi'/'fl' in a word, e.g. 'quali ed', 'roo ng', 'de cient'.
const SPACED_FRAGMENT_OK =
  /^(ed|es|er|ers|ng|ngs|cation|cations|cient|ciency|ciencies|cant|cantly|nd|nds|nding|ndings|nished|nish|re|res|red|lter|lters|ll|lled|xture|xtures|eld|ber|ce|ces|cial|t|ts|tted|tting|ttings|ashing|ange|anges|ow|ows|oor|oors|ue|ues|ex|exible|ect|ects|ected|er|ering|ord|set)$/;
const COMMON_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'do',
  'for',
  'from',
  'had',
  'has',
  'have',
  'he',
  'her',
  'his',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'no',
  'not',
  'of',
  'on',
  'or',
  'our',
  'she',
  'so',
  'that',
  'the',
  'their',
  'then',
  'there',
  'these',
  'they',
  'this',
  'to',
  'up',
  'us',
  'was',
  'we',
  'were',
  'when',
  'which',
  'will',
  'with',
  'you',
  'set',
  're',
  'ow',
  'ex',
  'er',
  'ed',
  'ce',
  't',
]);

/** Joins letter-spaced words ('D a m a g e d' → 'Damaged'): four or more single letters separated by single spaces. */
export const joinLetterSpacing = (text: string): string =>
  text.replace(/(?<![A-Za-z])(?:[A-Za-z] ){3,}[A-Za-z](?![A-Za-z])/g, (m) => m.replace(/ /g, ''));

const CHECKED = '☒';
const UNCHECKED = '☐';
// Wingdings checkbox codes (0xFE/0xFD checked, 0xA8 empty) as pdf.js decodes them without a ToUnicode map:
// through WinAnsi (þ ý ¨) or MacRoman (˛ ˝ ®) encodings.
const WINGDINGS_BOXES: Record<string, string> = {
  þ: CHECKED,
  ý: CHECKED,
  '˛': CHECKED,
  '˝': CHECKED,
  '¨': UNCHECKED,
  '®': UNCHECKED,
  '☑': CHECKED,
  '☒': CHECKED,
  '☐': UNCHECKED,
};

/**
 * Decodes a symbol-font run made only of checkbox glyphs (one box, or a row of boxes drawn as one run, as a form's
 * I/NI/NP/D column is) into boxes separated by spaces; returns null when the run is not only checkboxes.
 */
export const decodeSymbolCheckbox = (text: string): string | null => {
  const t = text.trim();
  if (t.length === 0) return null;
  const boxes = [...t].map((ch) => WINGDINGS_BOXES[ch]);
  return boxes.every((b) => b !== undefined) ? boxes.join(' ') : null;
};

// a token made only of Wingdings box codes: `þ` alone, or a row printed without spaces (`þ¨¨þ`), as a text export
// prints adjacent boxes. No word of any language is made of these letters alone.
const BOX_TOKEN = /(?<=^|\s)[þý¨]+(?=\s|$)/g;

/**
 * Decodes stray Wingdings checkboxes in text without font information: tokens made only of þ/ý/¨, when the line has
 * two or more such boxes in all (a row of boxes, not a stray letter).
 */
export const decodeCheckboxTokens = (line: string): string => {
  const tokens = line.match(BOX_TOKEN);
  if (!tokens || tokens.join('').length < 2) return line;
  return line.replace(BOX_TOKEN, (token) => [...token].map((ch) => (ch === '¨' ? UNCHECKED : CHECKED)).join(' '));
};
