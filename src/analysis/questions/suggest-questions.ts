import type { Passage } from '../types';
import { conceptTerm, textTerms } from './text-terms';

// What buyers ask first, for the systems a report has a section on.
const TEMPLATES: { concept: string; question: string }[] = [
  { concept: 'water-heater', question: 'How old is the water heater?' },
  { concept: 'roof', question: 'What did the inspector say about the roof?' },
  { concept: 'air-conditioner', question: 'How old is the AC?' },
  { concept: 'furnace', question: 'How old is the furnace?' },
  { concept: 'panel', question: 'What size is the electrical panel?' },
  { concept: 'foundation', question: 'What did the inspector say about the foundation?' },
  { concept: 'sewer', question: 'Was the sewer line checked?' },
  { concept: 'radon', question: 'What were the radon results?' },
];

/**
 * Questions this report can answer: the usual ones for the systems its headings name, then one about its most
 * serious finding. At most `limit`.
 */
export const suggestQuestions = (
  passages: Pick<Passage, 'heading'>[],
  findings: { description: string; severity: string }[],
  limit = 5,
): string[] => {
  const inHeadings = new Set<string>();
  for (const heading of new Set(passages.map((p) => p.heading).filter((h): h is string => !!h)))
    for (const t of textTerms(heading, 'doc')) inHeadings.add(t.term);
  const out = TEMPLATES.filter((t) => inHeadings.has(conceptTerm(t.concept))).map((t) => t.question);
  const order = ['critical', 'major', 'minor'];
  const worst = [...findings].sort((a, b) => order.indexOf(a.severity) - order.indexOf(b.severity))[0];
  const picked = out.slice(0, worst ? limit - 1 : limit);
  if (worst) picked.push(`What did the inspector say about "${worst.description.slice(0, 80)}"?`);
  return picked;
};
