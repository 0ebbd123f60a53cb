import { normalizeState } from '@/analysis/costs/region';

export interface ParsedAddress {
  zip: string | null;
  city: string | null;
  state: string | null;
}

const COUNTRY_SUFFIX = /[\s,]*(?:U\.?S\.?A?\.?|United States(?: of America)?)\s*$/i;
const STATE_THEN_ZIP = /(?:^|[\s,])([A-Za-z][A-Za-z .]{1,20}?)[\s,]+(\d{5})(?:-\d{4})?\s*$/;
const TRAILING_ZIP = /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*$/;
const MAX_STATE_WORDS = 3;

/** The state at the end of `text` ('…, Austin TX', '…, Austin, Texas'): its code and the text before it. */
const trailingState = (text: string): { state: string; rest: string } | null => {
  const words = text.trim().split(/[\s,]+/);
  for (let n = Math.min(MAX_STATE_WORDS, words.length); n >= 1; n--) {
    const candidate = words.slice(words.length - n).join(' ');
    const state = normalizeState(candidate);
    if (state) {
      const rest = text.trim().slice(0, text.trim().length - candidate.length);
      return { state, rest: rest.replace(/[\s,]+$/, '') };
    }
  }
  return null;
};

/** The city: the last comma-separated part before the state ('123 Main St, Austin' → 'Austin'). */
const trailingCity = (text: string): string | null => {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts[parts.length - 1];
  if (!last) return null;
  // 'Austin' after a comma; without commas ('Austin TX') the whole text is the city only when it has no digits
  if (parts.length > 1 || !/\d/.test(last)) return last.replace(/^\d+\s+/, '') || null;
  return null;
};

/**
 * A one-line US address → ZIP, city and state, the parts a ZIP-centroid geocoder needs. A ZIP is taken only at the
 * end of the address (so a five-digit house number is never mistaken for one).
 */
export const parseUsAddress = (input: string): ParsedAddress => {
  const text = input.replace(/\s+/g, ' ').trim().replace(COUNTRY_SUFFIX, '');
  const zipMatch = text.match(STATE_THEN_ZIP) ?? text.match(TRAILING_ZIP);
  const zip = zipMatch ? (zipMatch[zipMatch.length - 1] as string) : null;
  const beforeZip = zip && zipMatch ? text.slice(0, zipMatch.index! + zipMatch[0].lastIndexOf(zip)).trim() : text;
  const located = trailingState(beforeZip.replace(/[\s,]+$/, ''));
  if (!located) return { zip, city: null, state: null };
  return { zip, city: trailingCity(located.rest), state: located.state };
};
