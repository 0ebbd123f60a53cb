/**
 * A regular expression written as a list, one alternative per line, so a word added or removed is one line of a
 * diff: `wordsRegExp([/missing/, /crack(ed|s)?/], { before: String.raw`\b`, flags: 'i' })` is
 * `/\b(missing|crack(ed|s)?)/i`. Each entry is a regex literal (escapes as written) whose source is joined with `|`
 * inside one group, so the result is the same pattern as the one-line literal it replaces.
 */
export const wordsRegExp = (
  alternatives: readonly RegExp[],
  { before = '', after = '', flags = '' }: { before?: string; after?: string; flags?: string } = {},
): RegExp => new RegExp(`${before}(${alternatives.map((a) => a.source).join('|')})${after}`, flags);
