import { wordsPattern } from '../words-pattern';

// Wording that marks a finding as information or monitoring rather than a repair. Such a finding gets the
// spec's 'no_action_required' estimate ($0) unless it also strongly matches a priced repair.
const INFORMATIONAL = wordsPattern(
  [
    /fyi/,
    /informational/,
    /for information only/,
    /no action (is )?(needed|required|necessary)/,
    /monitor(ed|ing)?/,
    /not tested due to/,
    /could not be tested/,
    /was not tested/,
    /were not tested/,
    /not evaluated due to/,
    /normal wear/,
    /for future reference/,
    /no deficienc(y|ies)( were)? noted/,
    /in good (shape|condition)/,
    /satisfactory condition/,
    /functional condition/,
  ],
  { before: String.raw`\b`, after: String.raw`\b`, flags: 'i' },
);

export const isInformational = (text: string): boolean => INFORMATIONAL.test(text);
