// Keyword matching over inspector prose. Keywords are written in plain words and compiled once:
//   "open ground"         the words in this order, next to each other
//   "water heater+life"   every '+' part somewhere in the text (inspectors phrase the same defect many ways)
//   "deteriorat*"         a word starting with the prefix
// Text and keywords go through the same normalisation (lower case, light plural stemming, filler words dropped),
// so "Outlets were loose" matches "loose+outlet".

const STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'to',
  'at',
  'in',
  'on',
  'and',
  'or',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'for',
  'with',
  'by',
  'from',
  'as',
  'it',
  'its',
  'this',
  'that',
  'these',
  'those',
  'has',
  'have',
  'had',
]);

const stem = (word: string): string => {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  const singular = word.endsWith('s') && !/(ss|us|is)$/.test(word) ? word.slice(0, -1) : word;
  // "leaking"/"leaked" -> "leak"; both sides are stemmed alike, so over-stemming ("ceiling" -> "ceil") is harmless
  if (singular.length > 5 && singular.endsWith('ing')) return singular.slice(0, -3);
  if (singular.length > 5 && singular.endsWith('ed')) return singular.slice(0, -2);
  return singular;
};

/** Lower-cased, stemmed word list of a text, with the filler words removed. */
export const tokenize = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/\ba\/c\b/g, 'ac')
    .replace(/\bt\s*[&/]\s*p\b/g, 'tp')
    .replace(/[’']/g, '')
    .split(/[^a-z0-9*]+/)
    .filter((word) => word.length > 0 && !STOPWORDS.has(word))
    .map((word) => (word.endsWith('*') ? word : stem(word)));

interface CompiledPart {
  words: string[];
  /** the last word is a prefix */
  prefix: boolean;
}

export interface CompiledKeyword {
  text: string;
  parts: CompiledPart[];
  /** specificity: the number of words, capped so one long phrase cannot outweigh several distinct hits */
  weight: number;
}

export const compileKeyword = (keyword: string): CompiledKeyword => {
  const parts = keyword
    .split('+')
    .map((part) => {
      const words = tokenize(part);
      const last = words[words.length - 1] ?? '';
      const prefix = last.endsWith('*');
      if (prefix) words[words.length - 1] = last.slice(0, -1);
      return { words, prefix };
    })
    .filter((part) => part.words.length > 0);
  const wordCount = parts.reduce((sum, part) => sum + part.words.length, 0);
  return { text: keyword, parts, weight: Math.min(wordCount, 3) };
};

/** A text's words with their positions, built once so each keyword check is a few map look-ups. */
export interface TextIndex {
  tokens: string[];
  positions: Map<string, number[]>;
  /** prefix → whether some word starts with it, filled on demand */
  prefixes: Map<string, boolean>;
}

export const indexText = (text: string): TextIndex => {
  const tokens = tokenize(text);
  const positions = new Map<string, number[]>();
  tokens.forEach((token, i) => {
    const list = positions.get(token);
    if (list) list.push(i);
    else positions.set(token, [i]);
  });
  return { tokens, positions, prefixes: new Map() };
};

const hasPrefix = (index: TextIndex, prefix: string): boolean => {
  let found = index.prefixes.get(prefix);
  if (found === undefined) {
    found = false;
    for (const token of index.positions.keys()) {
      if (token.startsWith(prefix)) {
        found = true;
        break;
      }
    }
    index.prefixes.set(prefix, found);
  }
  return found;
};

const containsPart = (index: TextIndex, part: CompiledPart): boolean => {
  const { words, prefix } = part;
  const first = words[0] as string;
  if (words.length === 1) return prefix ? hasPrefix(index, first) : index.positions.has(first);
  // in a phrase only the last word may be a prefix, so the first word is looked up exactly
  const starts = index.positions.get(first);
  if (!starts) return false;
  const last = words.length - 1;
  for (const start of starts) {
    let ok = true;
    for (let i = 1; ok && i <= last; i += 1) {
      const token = index.tokens[start + i];
      const word = words[i] as string;
      ok = token !== undefined && (prefix && i === last ? token.startsWith(word) : token === word);
    }
    if (ok) return true;
  }
  return false;
};

export const matchesKeyword = (index: TextIndex, keyword: CompiledKeyword): boolean => {
  const { parts } = keyword;
  if (parts.length === 0) return false;
  for (const part of parts) if (!containsPart(index, part)) return false;
  return true;
};
