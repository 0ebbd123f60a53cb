import type { CatalogItem } from './catalog';

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const toNumber = (raw: string): number | null => {
  const n = NUMBER_WORDS[raw.toLowerCase()] ?? Number(raw.replace(/,/g, ''));
  return Number.isFinite(n) && n > 0 ? n : null;
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NUMBER = '(\\d{1,5}(?:,\\d{3})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';

const UNIT_PATTERNS: Partial<Record<CatalogItem['unit'], RegExp>> = {
  sq_ft: new RegExp(`\\b${NUMBER}\\s*(?:sq\\.?\\s*ft|square\\s+feet|square\\s+foot|sf)\\b`, 'i'),
  lin_ft: new RegExp(`\\b${NUMBER}\\s*(?:linear\\s+feet|linear\\s+foot|lin\\.?\\s*ft|lf|feet\\s+of)\\b`, 'i'),
  gallon: new RegExp(`\\b${NUMBER}[\\s-]*(?:gallons?|gal)\\b`, 'i'),
};

const MAX_COUNT = 50;

// one pattern per catalog item's nouns, compiled once (every finding is matched against its item)
const countPatterns = new WeakMap<readonly string[], RegExp>();
const countPattern = (countNouns: readonly string[]): RegExp => {
  let pattern = countPatterns.get(countNouns);
  if (!pattern) {
    const nouns = countNouns.map(escape).join('|');
    // up to two adjectives between the number and the noun ("3 exterior GFCI outlets")
    pattern = new RegExp(`\\b${NUMBER}\\s+(?:[a-z-]+\\s+){0,2}?(?:${nouns})(?:e?s)?\\b`, 'i');
    countPatterns.set(countNouns, pattern);
  }
  return pattern;
};

/**
 * A quantity stated in the finding text, when it can be read reliably: "3 outlets", "two damaged receptacles",
 * "120 sq ft", "1,000 gallon tank". Otherwise null (the caller uses the item's default quantity).
 */
export const readQuantity = (text: string, item: CatalogItem): number | null => {
  if (item.unit === 'each') {
    if (!item.countNouns?.length) return null;
    const match = text.match(countPattern(item.countNouns));
    const n = match ? toNumber(match[1] as string) : null;
    return n !== null && Number.isInteger(n) && n <= MAX_COUNT ? n : null;
  }
  const pattern = UNIT_PATTERNS[item.unit];
  const match = pattern ? text.match(pattern) : null;
  return match ? toNumber(match[1] as string) : null;
};
