import { describe, expect, it } from 'vitest';
import type { Candidate } from './candidates';
import { writtenCandidate } from '@/testing/analysis/candidates';
import { markRepeated, mergeSummary } from './summary-merge';

const candidate = (text: string, extra: Partial<Candidate> = {}): Candidate =>
  writtenCandidate(text, { blockKind: 'paragraph', group: 0, ...extra });
const summary = (text: string, extra: Partial<Candidate> = {}) => candidate(text, { inSummary: true, ...extra });

const SUMMARY = [
  summary('Water heater temperature relief valve discharge pipe is missing at the garage unit.'),
  summary('Loose toilet'),
  summary('Attic insulation is thin over the hallway ceiling.'),
];

describe('markRepeated', () => {
  it('marks the body comments the summary repeats, by shared words, and the others as left out', () => {
    const repeated = candidate('The relief valve discharge pipe is missing at the water heater in the garage.');
    const short = candidate('The hall bath toilet is loose at the floor.');
    const other = candidate('The kitchen faucet drips at the spout.');
    markRepeated([...SUMMARY, repeated, short, other]);
    expect(repeated.summarised).toBe(true);
    // a short entry needs three quarters of its words: 'loose', 'toilet' are both in the comment
    expect(short.summarised).toBe(true);
    expect(other.summarised).toBe(false);
    expect(SUMMARY.every((s) => s.summarised === undefined)).toBe(true);
  });

  it('needs most of the smaller side’s words, and reads a structured item number as the same entry', () => {
    const some = candidate('The attic hatch is loose.');
    const numbered = candidate('Guardrail height', { itemNo: '4.2', structured: true });
    const entries = [...SUMMARY, summary('Deck: missing guardrail', { itemNo: '4.2', structured: true })];
    markRepeated([...entries, some, numbered]);
    expect(some.summarised).toBe(false);
    expect(numbered.summarised).toBe(true);
  });

  it('leaves a report with fewer than three summary entries unread', () => {
    const body = candidate('The toilet is loose.');
    markRepeated([summary('Loose toilet'), summary('Missing cover plate'), body]);
    expect(body.summarised).toBeUndefined();
  });

  it('reads a comment again after its text changes', () => {
    const body = candidate('The kitchen faucet drips at the spout.');
    markRepeated([...SUMMARY, body]);
    expect(body.summarised).toBe(false);
    body.text = 'Attic insulation is thin over the hallway ceiling and should be added.';
    markRepeated([...SUMMARY, body]);
    expect(body.summarised).toBe(true);
  });
});

describe('mergeSummary', () => {
  it('drops a summary entry that repeats a chosen body comment, handing over its label, and keeps the rest', () => {
    const body = candidate('The relief valve discharge pipe is missing at the water heater in the garage.');
    const flagged = { ...SUMMARY[0]!, label: { label: 'safety', flags: true } as Candidate['label'] };
    const lonely = summary('Roof shingles are lifting at the ridge.');
    const twin = summary('Roof shingles lifting at the ridge.');
    const out = mergeSummary([body, flagged, lonely, twin]);
    expect(out).toEqual([body, lonely]);
    expect(body.label?.label).toBe('safety');
  });
});
