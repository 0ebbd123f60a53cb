// GSM 03.38 (GSM-7), the SMS alphabet: a text made only of these characters travels at 160 characters in one
// segment, 153 per segment once split. One character outside it turns the whole text into UCS-2 (70, then 67).

const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** sent as an escape plus the character: two of the segment's characters each */
const EXTENDED = '^{}\\[~]|€';

const basic = new Set(BASIC);
const extended = new Set(EXTENDED);

// common characters typed or pasted (phones' smart punctuation) that have a GSM-7 look-alike
const LOOK_ALIKE: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '`': "'",
  '\u00B4': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2033': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u2022': '*',
  '\u00B7': '*',
  '\u00D7': 'x',
  '\u00BD': '1/2',
  '\u00BC': '1/4',
  '\u00BE': '3/4',
  '\u00B0': ' deg',
};

export const isGsmText = (text: string): boolean => [...text].every((c) => basic.has(c) || extended.has(c));

/** Characters the text takes in a GSM-7 message (the extended ones count two). */
export const gsmLength = (text: string): number => [...text].reduce((n, c) => n + (extended.has(c) ? 2 : 1), 0);

const toGsmChar = (c: string): string => {
  if (basic.has(c) || extended.has(c)) return c;
  const alike = LOOK_ALIKE[c];
  if (alike !== undefined) return alike;
  // accented letters outside the alphabet lose their accent (ê → e); what is left without a stand-in is dropped
  const bare = c.normalize('NFD').replace(/\p{M}/gu, '');
  return [...bare].every((b) => basic.has(b)) ? bare : '';
};

/** One line of GSM-7 text: look-alikes for smart punctuation, accents dropped where needed, whitespace collapsed. */
export const toGsm = (text: string): string =>
  [...text.normalize('NFC').replace(/\s+/g, ' ')].map(toGsmChar).join('').replace(/ {2,}/g, ' ').trim();

/** toGsm, then cut to at most `max` GSM-7 characters, ending in '...' when cut (at a word break when one is near). */
export const fitGsm = (text: string, max: number): string => {
  const clean = toGsm(text);
  if (gsmLength(clean) <= max) return clean;
  if (max < 4) return '';
  let cut = '';
  let used = 0;
  for (const c of clean) {
    const size = extended.has(c) ? 2 : 1;
    if (used + size > max - 3) break;
    cut += c;
    used += size;
  }
  const space = cut.lastIndexOf(' ');
  if (space >= cut.length - 12 && space > 0) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,.;:-]+$/, '')}...`;
};
