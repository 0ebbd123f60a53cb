import type { Candidate } from '@/analysis/findings/candidates';

// A written candidate comment for the finder's unit tests (not corpus text): a plain finding bullet with no marker,
// heading or summary, and whatever the test sets.
export const writtenCandidate = (text: string, over: Partial<Candidate> = {}): Candidate => ({
  lines: [],
  text,
  title: null,
  location: null,
  section: null,
  item: null,
  itemNo: null,
  label: null,
  labelSource: null,
  colorHint: null,
  inSummary: false,
  structured: false,
  blockKind: 'bullet',
  group: 1,
  kind: 'finding',
  part: 0,
  parts: 1,
  merged: 1,
  ...over,
});
