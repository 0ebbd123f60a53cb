import { describe, expect, it } from 'vitest';
import { MEASURED_COSTS } from '@/contracts/measured-costs';
import { loadCostReference, priceReference, summarize } from './cost-reference';

// The published-guide check (docs/costs.md): the engine prices each repair's text nationally and its average job
// total is compared with the guide's range. The tuned entries are the ones the catalog was adjusted against; the
// held-out ones were drawn before tuning and only report.
const entries = loadCostReference();
const rows = entries.map(priceReference);
const tuned = summarize(rows.filter((r) => r.entry.set === 'tuned'));
const heldOut = summarize(rows.filter((r) => r.entry.set === 'heldout'));

const figureForms = (n: number) => [n.toLocaleString('en-US'), n.toFixed(2), String(n)];

describe('cost reference set', () => {
  it('holds at least 60 sourced repairs, each range quoted from its page, with a held-out part', () => {
    expect(entries.length).toBeGreaterThanOrEqual(60);
    expect(entries.filter((e) => e.set === 'heldout').length).toBeGreaterThanOrEqual(15);
    for (const e of entries) {
      // the figures are read from the quoted sentence, not typed in beside it
      expect(
        figureForms(e.low).some((f) => e.source.quote.includes(f)),
        `${e.id} low`,
      ).toBe(true);
      expect(
        figureForms(e.high).some((f) => e.source.quote.includes(f)),
        `${e.id} high`,
      ).toBe(true);
    }
  });

  it('prices every repair from its text', () => {
    expect(rows.filter((r) => r.ours === null).map((r) => r.entry.id)).toEqual([]);
  });

  it('puts at least 85 % of the tuned averages inside the published range, median ratio within 0.9–1.1', () => {
    expect(tuned.insideShare).toBeGreaterThanOrEqual(0.85);
    expect(tuned.medianRatio).toBeGreaterThanOrEqual(0.9);
    expect(tuned.medianRatio).toBeLessThanOrEqual(1.1);
  });

  it('keeps the held-out figures docs/costs.md states (a regression guard, not a target)', () => {
    expect(heldOut.count).toBe(15);
    expect(heldOut.insideShare).toBeGreaterThanOrEqual(0.7);
  });

  it('matches the figures the site states (src/contracts/measured-costs.ts)', () => {
    const stated = (s: typeof tuned) => ({
      repairs: s.count,
      inside: s.inside,
      medianRatio: Number(s.medianRatio.toFixed(2)),
    });
    expect(stated(tuned)).toEqual(MEASURED_COSTS.tuned);
    expect(stated(heldOut)).toEqual(MEASURED_COSTS.heldOut);
  });

  it('prices a one-receptacle job at least at the electrician minimum visit', () => {
    const gfci = rows.find((r) => r.entry.id === 'gfci');
    expect(gfci?.itemCode).toBe('ELE-GFCI');
    expect(gfci?.minimumApplied).toBe(true);
    expect(gfci?.ours).toBeGreaterThanOrEqual(150);
  });
});
