/**
 * A long regular expression written as a list, one alternative per line, so that a word added or removed is one line
 * of a diff: `wordsPattern([/missing/, /crack(ed|s)?/], { before: String.raw`\b`, flags: 'i' })` is
 * `/\b(missing|crack(ed|s)?)/i`. Each entry is a regex literal (escapes as in any pattern); the sources are joined with
 * `|` inside one capturing group, so the result is the one-line literal the list replaces.
 *
 * The check that no engine pattern is a fragment of one corpus report (src/cli/corpus/regex-branches.ts) reads these
 * calls as the pattern they build, with its flags: keep the arguments literal (no variables, no spreads).
 */
export const wordsPattern = (
  alternatives: readonly RegExp[],
  { before = '', after = '', flags = '' }: { before?: string; after?: string; flags?: string } = {},
): RegExp => new RegExp(`${before}(${alternatives.map((a) => a.source).join('|')})${after}`, flags);
