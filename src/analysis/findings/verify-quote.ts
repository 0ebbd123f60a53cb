import type { ExtractedDocument } from '../types';

const QUOTE_LIMIT = 600;

// Normalised text with a map back to the original offsets, so a match can be cut verbatim from the page.
const normalise = (text: string) => {
  let out = '';
  const map: number[] = [];
  let lastSpace = true;
  for (let i = 0; i < text.length; i++) {
    let ch = text[i]!.toLowerCase();
    if (/[\u2018\u2019`´]/.test(ch)) ch = "'";
    else if (/[\u201c\u201d]/.test(ch)) ch = '"';
    else if (/[\u2010-\u2015]/.test(ch)) ch = '-';
    if (/\s/.test(ch)) {
      if (lastSpace) continue;
      ch = ' ';
      lastSpace = true;
    } else lastSpace = false;
    out += ch;
    map.push(i);
  }
  return { text: out, map };
};

const slice = (original: string, map: number[], start: number, end: number) =>
  original
    .slice(map[start]!, (map[end - 1] ?? map[map.length - 1]!) + 1)
    .replace(/\s+/g, ' ')
    .trim();

export interface QuoteCheck {
  /** the quote as it appears on the page (verbatim, whitespace collapsed), or null when it is not there */
  quote: string | null;
  repaired: boolean;
}

/**
 * Checks that a quote is the inspector's own words on the page. A quote found as is (case and spacing aside)
 * passes; otherwise the longest run of its words that does appear on the page is kept when it covers at least
 * half of the quote (and six words); anything else is rejected.
 */
export const verifyQuote = (quote: string, pageText: string): QuoteCheck => {
  const q = normalise(quote.slice(0, QUOTE_LIMIT * 2)).text.trim();
  if (q.length < 4) return { quote: null, repaired: false };
  const page = normalise(pageText);
  const at = page.text.indexOf(q);
  if (at >= 0) return { quote: slice(pageText, page.map, at, at + q.length).slice(0, QUOTE_LIMIT), repaired: false };

  const words = q.split(' ');
  let best: { start: number; end: number; count: number } | null = null;
  for (let i = 0; i < words.length; i++) {
    if (best && words.length - i <= best.count) break;
    let lo = 1;
    let found = page.text.indexOf(words[i]!);
    if (found < 0) continue;
    let foundAt = found;
    // grow the run while the joined words still occur on the page
    for (let j = i + 2; j <= words.length; j++) {
      const idx = page.text.indexOf(words.slice(i, j).join(' '));
      if (idx < 0) break;
      lo = j - i;
      foundAt = idx;
    }
    found = foundAt;
    if (!best || lo > best.count) {
      const phrase = words.slice(i, i + lo).join(' ');
      best = { start: found, end: found + phrase.length, count: lo };
    }
  }
  if (best && best.count >= Math.max(6, Math.ceil(words.length / 2))) {
    return { quote: slice(pageText, page.map, best.start, best.end).slice(0, QUOTE_LIMIT), repaired: true };
  }
  return { quote: null, repaired: false };
};

/** Looks for the quote on the cited page, then on its neighbours; returns the page it was found on. */
export const locateQuote = (
  doc: ExtractedDocument,
  quote: string,
  page: number,
): { page: number; quote: string; repaired: boolean } | null => {
  for (const p of [page, page - 1, page + 1]) {
    const text = doc.pages.find((pg) => pg.number === p)?.text;
    if (!text) continue;
    const check = verifyQuote(quote, text);
    if (check.quote) return { page: p, quote: check.quote, repaired: check.repaired || p !== page };
  }
  return null;
};
