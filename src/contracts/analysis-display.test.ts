import { describe, expect, it } from 'vitest';
import {
  categoryAnchor,
  compareByRisk,
  detailDownloadName,
  formatUnitUsd,
  formatUsd,
  formatUsdRange,
  hasCostEstimate,
  keywordMatchPercent,
  keywordMatchTone,
  lineTotals,
  minimumVisitNote,
  matchStrength,
  RISK_LABELS,
  showsKeywordTip,
  sumTotals,
  toRiskLevel,
  uncertaintyNote,
} from './analysis-display';
import type { CostEstimate } from './reports';

const estimate = (over: Partial<CostEstimate> = {}): CostEstimate => ({
  minCost: 100,
  averageCost: 150,
  maxCost: 220,
  laborCost: 110,
  materialCost: 40,
  currency: 'USD',
  sourceKey: 'punchlist-catalog',
  sourceLabel: 'Punchlist catalog 2026.1 · BLS wages · TX labor index 0.84',
  region: 'Austin, TX 78745 · TX labor index 0.84',
  urgency: 'medium',
  priorityScore: 3,
  matchedKeywords: ['gfci', 'receptacle'],
  totalKeywords: 4,
  bniItemCode: 'ELE-GFCI',
  bniDescription: 'Add GFCI protection',
  uncertaintyPct: 20,
  materialCitations: [],
  laborCitations: [],
  ...over,
});

describe('currency', () => {
  it('shows whole US dollars with separators', () => {
    expect(formatUsd(1249.6)).toBe('$1,250');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(-0.2)).toBe('$0');
    expect(formatUsd(Number.NaN)).toBe('$0');
  });
  it('keeps the cents of a per-area unit price only', () => {
    expect(formatUnitUsd(1.58)).toBe('$1.58');
    expect(formatUnitUsd(1.5)).toBe('$1.50');
    expect(formatUnitUsd(240)).toBe('$240');
  });
  it('shows a range, or one figure when both ends agree', () => {
    expect(formatUsdRange(1200, 3400)).toBe('$1,200 – $3,400');
    expect(formatUsdRange(0, 0.4)).toBe('$0');
  });
});

describe('severity', () => {
  it('maps the three severities to their labels and anything else to LOW RISK', () => {
    expect(RISK_LABELS[toRiskLevel('critical')]).toBe('CRITICAL RISK');
    expect(RISK_LABELS[toRiskLevel('major')]).toBe('MAJOR RISK');
    expect(RISK_LABELS[toRiskLevel('minor')]).toBe('MINOR RISK');
    expect(RISK_LABELS[toRiskLevel('informational')]).toBe('LOW RISK');
    expect(RISK_LABELS[toRiskLevel(undefined)]).toBe('LOW RISK');
  });
  it('sorts critical → major → minor → low, keeping the order within a level', () => {
    const list = [
      { id: 1, severity: 'minor' },
      { id: 2, severity: 'odd' },
      { id: 3, severity: 'critical' },
      { id: 4, severity: 'major' },
      { id: 5, severity: 'critical' },
    ];
    expect([...list].sort(compareByRisk).map((d) => d.id)).toEqual([3, 5, 4, 1, 2]);
  });
});

describe('cost presence (§4)', () => {
  it('needs a positive min, average or max, or the no-action source', () => {
    expect(hasCostEstimate(estimate())).toBe(true);
    expect(hasCostEstimate(estimate({ minCost: 0, averageCost: 0, maxCost: 5 }))).toBe(true);
    expect(hasCostEstimate(estimate({ minCost: 0, averageCost: 0, maxCost: 0 }))).toBe(false);
    expect(hasCostEstimate(estimate({ minCost: 0, averageCost: 0, maxCost: 0, sourceKey: 'no_action_required' }))).toBe(
      true,
    );
    expect(hasCostEstimate(null)).toBe(false);
    expect(hasCostEstimate(undefined)).toBe(false);
  });
});

describe('totals (§9: per-unit cost × quantity)', () => {
  it('multiplies every figure by the quantity', () => {
    expect(lineTotals({ costEstimate: estimate(), quantity: 3 })).toEqual({
      min: 300,
      average: 450,
      max: 660,
      labor: 330,
      material: 120,
    });
  });
  it('treats a missing or sub-1 quantity as 1', () => {
    expect(lineTotals({ costEstimate: estimate(), quantity: 0 })?.max).toBe(220);
  });
  it('is $0 for no action required and null without an estimate', () => {
    const noAction = estimate({ sourceKey: 'no_action_required', minCost: 0, averageCost: 0, maxCost: 0 });
    expect(lineTotals({ costEstimate: noAction, quantity: 4 })).toEqual({
      min: 0,
      average: 0,
      max: 0,
      labor: 0,
      material: 0,
    });
    expect(lineTotals({ costEstimate: null, quantity: 2 })).toBeNull();
    expect(lineTotals({ costEstimate: estimate({ minCost: 0, averageCost: 0, maxCost: 0 }), quantity: 2 })).toBeNull();
  });
  it("floors the job's labor at the trade's minimum visit and says so, whatever the quantity", () => {
    // per unit labor 110, material 40; the minimum visit (labor) is 200 / 300 / 400
    const floor = { min: 200, average: 300, max: 400, label: "the electrician's minimum visit" };
    const small = estimate({ minimumCharge: floor });
    expect(lineTotals({ costEstimate: small, quantity: 1 })).toEqual({
      min: 240,
      average: 340,
      max: 440,
      labor: 300,
      material: 40,
    });
    expect(minimumVisitNote({ costEstimate: small, quantity: 1 })).toBe(
      "Includes the electrician's minimum visit ($200 – $400 labor).",
    );
    // enough units and the labor is above the minimum: plain per-unit × quantity, no note
    expect(lineTotals({ costEstimate: small, quantity: 3 })?.average).toBe(450);
    expect(minimumVisitNote({ costEstimate: small, quantity: 3 })).toBeNull();
    // estimates stored before the minimum existed are unchanged
    expect(minimumVisitNote({ costEstimate: estimate(), quantity: 1 })).toBeNull();
  });
  it('sums the findings that are not excluded', () => {
    const list = [
      { costEstimate: estimate(), quantity: 2, excluded: false },
      { costEstimate: estimate({ minCost: 1.58, averageCost: 2, maxCost: 2.5 }), quantity: 100, excluded: false },
      { costEstimate: estimate({ minCost: 9999 }), quantity: 1, excluded: true },
      { costEstimate: null, quantity: 1, excluded: false },
    ];
    const totals = sumTotals(list);
    expect(totals?.min).toBeCloseTo(200 + 158);
    expect(totals?.max).toBeCloseTo(440 + 250);
    expect(sumTotals([{ costEstimate: null, quantity: 1, excluded: false }])).toBeNull();
  });
});

describe('match quality (§9)', () => {
  it('calls a priority score of 2 or more a Strong match', () => {
    expect(matchStrength(2)).toBe('Strong match');
    expect(matchStrength(1.75)).toBe('Moderate match');
  });
  it('colours the keyword ratio at 80% and 50%, with the tip below 70%', () => {
    expect(keywordMatchPercent(estimate({ matchedKeywords: ['a', 'b'], totalKeywords: 4 }))).toBe(50);
    expect(keywordMatchPercent(estimate({ totalKeywords: 0 }))).toBeNull();
    expect(keywordMatchTone(80)).toBe('good');
    expect(keywordMatchTone(79)).toBe('fair');
    expect(keywordMatchTone(50)).toBe('fair');
    expect(keywordMatchTone(49)).toBe('poor');
    expect(showsKeywordTip(69)).toBe(true);
    expect(showsKeywordTip(70)).toBe(false);
  });
});

describe('uncertainty note', () => {
  it("states the estimate's own uncertainty", () => {
    expect(uncertaintyNote(estimate({ uncertaintyPct: 20 }))).toContain('±20%');
    expect(uncertaintyNote(estimate({ uncertaintyPct: 35 }))).toContain('±35%');
    const specialist = uncertaintyNote(estimate({ uncertaintyPct: null }));
    expect(specialist).not.toMatch(/±/);
    expect(specialist).toMatch(/quotes/);
  });
});

describe('anchors and names', () => {
  it('builds category anchors from the display name', () => {
    expect(categoryAnchor('HVAC')).toBe('category-hvac');
    expect(categoryAnchor('Interiors')).toBe('category-interiors');
    expect(categoryAnchor('Water  Heater ')).toBe('category-water-heater');
  });
  it("names the detail view's download", () => {
    expect(detailDownloadName(42, '2026-03-04')).toBe('inspection-analysis-report-42-2026-03-04.html');
  });
});
