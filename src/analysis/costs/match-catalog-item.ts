import type { CategoryKey } from '../types';
import { catalog, type CatalogItem } from './catalog';
import { compileKeyword, indexText, matchesKeyword, type CompiledKeyword, type TextIndex } from './text-match';

export interface CatalogMatch {
  item: CatalogItem;
  /** sum of the matched keywords' weights (words per keyword, at most 3); 2 or more is a strong match */
  priorityScore: number;
  matchedKeywords: string[];
  totalKeywords: number;
}

interface CompiledItem {
  item: CatalogItem;
  keywords: CompiledKeyword[];
  negatives: CompiledKeyword[];
}

// Compiled once at module load: matching a few hundred findings then costs a few ms.
// Keywords that normalise alike ("leak"/"leaking", "crack+seal"/"seal+crack") count once.
const compileUnique = (keywords: string[]): CompiledKeyword[] => {
  const seen = new Set<string>();
  return keywords.map(compileKeyword).filter((keyword) => {
    const key = keyword.parts
      .map((part) => `${part.words.join(' ')}${part.prefix ? '*' : ''}`)
      .sort()
      .join('+');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const compiledItems: CompiledItem[] = catalog.items.map((item) => ({
  item,
  keywords: compileUnique(item.keywords),
  negatives: item.negativeKeywords.map(compileKeyword),
}));

// Inverted index: each keyword is filed under one word it cannot match without, so a finding only checks the
// keywords whose anchor word occurs in its text (a few dozen instead of every keyword of every item).
interface KeywordRef {
  itemIndex: number;
  keywordIndex: number;
  keyword: CompiledKeyword;
}
const byAnchor = new Map<string, KeywordRef[]>();
const unanchored: KeywordRef[] = [];
compiledItems.forEach(({ keywords }, itemIndex) =>
  keywords.forEach((keyword, keywordIndex) => {
    const ref = { itemIndex, keywordIndex, keyword };
    const exactPart = keyword.parts.find((part) => part.words.length > 1 || !part.prefix);
    const anchor = exactPart?.words[0];
    if (anchor === undefined) unanchored.push(ref);
    else byAnchor.set(anchor, [...(byAnchor.get(anchor) ?? []), ref]);
  }),
);

// A same-category item wins ties, but a keyword one word more specific in another category still wins:
// the finder's category is a hint, not a filter (inspectors file gas lines under HVAC, gutters under exterior…).
const CATEGORY_BONUS = 0.75;
// Trade service-call items share broad words ("pipe", "furnace", "wiring"); they only win when nothing specific does.
const FALLBACK_FACTOR = 0.01;

export const matchIndexedText = (index: TextIndex, category?: CategoryKey): CatalogMatch | null => {
  const hits = new Map<number, KeywordRef[]>();
  const check = (ref: KeywordRef) => {
    if (!matchesKeyword(index, ref.keyword)) return;
    const list = hits.get(ref.itemIndex);
    if (list) list.push(ref);
    else hits.set(ref.itemIndex, [ref]);
  };
  for (const token of index.positions.keys()) byAnchor.get(token)?.forEach(check);
  unanchored.forEach(check);

  let best: { match: CatalogMatch; rank: number; itemIndex: number } | null = null;
  for (const [itemIndex, refs] of hits) {
    const { item, keywords, negatives } = compiledItems[itemIndex] as CompiledItem;
    if (negatives.some((keyword) => matchesKeyword(index, keyword))) continue;
    const matched = refs.sort((a, b) => a.keywordIndex - b.keywordIndex).map((ref) => ref.keyword);
    const priorityScore = matched.reduce((sum, keyword) => sum + keyword.weight, 0);
    const bonus = category && item.category === category ? CATEGORY_BONUS : 0;
    const rank = item.fallback ? (priorityScore + bonus) * FALLBACK_FACTOR : priorityScore + bonus;
    const better =
      !best ||
      rank > best.rank ||
      (rank === best.rank &&
        (matched.length > best.match.matchedKeywords.length ||
          (matched.length === best.match.matchedKeywords.length && itemIndex < best.itemIndex)));
    if (better) {
      best = {
        rank,
        itemIndex,
        match: {
          item,
          priorityScore,
          matchedKeywords: matched.map((keyword) => keyword.text),
          totalKeywords: keywords.length,
        },
      };
    }
  }
  return best?.match ?? null;
};

/** The best catalog item for a finding's text, or null when no keyword of any item occurs in it. */
export const matchCatalogItem = (text: string, opts: { category?: CategoryKey } = {}): CatalogMatch | null =>
  matchIndexedText(indexText(text), opts.category);
