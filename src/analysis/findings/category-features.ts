// What the category model reads: the comment's words and what the report's headings name. The finder's style,
// marker and position features say whether a comment is a finding, not what it is about: with them the category
// model learned each training report's styling (held out, 82 % of matched findings got the key's category; with
// words and headings only, 91 %: docs/analysis.md).
import type { Candidate } from './candidates';
import { classifyCategory } from './classify-category';

const WORD_FEATURE = /^(w|b|t|h|first):|^bias$/;

/** The category features of a candidate, from its finder features and its text with the title before it. */
export const categoryFeaturesOf = (c: Candidate, features: string[], contextText: string): string[] => [
  ...features.filter((f) => WORD_FEATURE.test(f)),
  // the rule classifier as a whole, and each source it weighs on its own, so the model learns which to trust
  `rc:${classifyCategory(contextText, c.item, c.section, c.structured ? c.title : null)}`,
  `oc:${classifyCategory(c.text.slice(0, 400), null, null)}`,
  `tc:${c.title ? classifyCategory(c.title, null, null) : 'none'}`,
  `ic:${c.item ? classifyCategory('', c.item, null) : 'none'}`,
  `sc:${c.section ? classifyCategory('', null, c.section) : 'none'}`,
];
