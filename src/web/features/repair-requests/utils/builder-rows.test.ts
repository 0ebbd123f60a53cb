import { describe, expect, it } from 'vitest';
import type { RepairRequest } from '@/contracts/repair-requests';
import type { Analysis, Deficiency } from '@/contracts/reports';
import { builderRows, initialChoices, liveTotals, parseAmount, toItemsInput } from './builder-rows';

const finding = (id: number, severity: Deficiency['severity'], overrides: Partial<Deficiency> = {}): Deficiency =>
  ({
    id,
    category: 'Plumbing',
    categoryKey: 'plumbing',
    severity,
    location: null,
    description: `finding ${id}`,
    recommendation: null,
    repairMethod: null,
    quantity: 2,
    unitType: 'each',
    excluded: false,
    page: 3,
    quote: null,
    inspectorLabel: null,
    confidence: null,
    trade: 'plumber',
    costEstimate: { minCost: 100, averageCost: 150.25, maxCost: 200 } as Deficiency['costEstimate'],
    contractorIds: [],
    ...overrides,
  }) as Deficiency;

const analysis = (list: Deficiency[]) => ({ deficiencies: { plumbing: list } }) as unknown as Analysis;

describe('the builder rows', () => {
  const rows = builderRows(
    analysis([
      finding(3, 'minor'),
      finding(1, 'critical'),
      finding(2, 'major'),
      finding(4, 'major', { excluded: true }),
    ]),
    null,
  );

  it('lists the findings that are not excluded, critical first, with the estimate × quantity', () => {
    expect(rows.map((r) => r.deficiencyId)).toEqual([1, 2, 3]);
    expect(rows[0]!.estimate).toEqual({ min: 200, average: 300.5, max: 400 });
  });

  it("shows and prefills the job's totals as the analysis page does: labor floored at the trade's minimum visit", () => {
    const costEstimate = {
      minCost: 80,
      averageCost: 100,
      maxCost: 130,
      laborCost: 60,
      materialCost: 40,
      sourceKey: 'test',
      minimumCharge: { min: 100, average: 150, max: 200, label: "the electrician's minimum visit" },
    } as Deficiency['costEstimate'];
    const [row] = builderRows(analysis([finding(7, 'major', { quantity: 1, costEstimate })]), null);
    expect(row!.estimate).toEqual({ min: 140, average: 190, max: 240 });
    expect(initialChoices([row!], null).get(7)).toMatchObject({ amount: '190' });
  });

  it('pre-selects critical and major findings as repairs, the credit amount prefilled from the average', () => {
    const choices = initialChoices(rows, null);
    expect([...choices.values()].map((c) => c.selected)).toEqual([true, true, false]);
    expect(choices.get(1)).toMatchObject({ type: 'repair', amount: '301' });
  });

  it('keeps a saved item whose finding left the analysis, marked, with its saved choice', () => {
    const saved = {
      items: [
        {
          deficiencyId: 9,
          type: 'credit',
          amountCents: 12_345,
          note: 'n',
          category: 'Roofing',
          severity: 'major',
          location: null,
          description: 'gone',
          quote: null,
          page: null,
          excludedInAnalysis: true,
        },
      ],
    } as unknown as RepairRequest;
    const withSaved = builderRows(analysis([finding(1, 'critical')]), saved);
    expect(withSaved.map((r) => [r.deficiencyId, r.excludedInAnalysis])).toEqual([
      [1, false],
      [9, true],
    ]);
    const choices = initialChoices(withSaved, saved);
    expect(choices.get(9)).toEqual({ selected: true, type: 'credit', amount: '123.45', note: 'n' });
    // a saved request selects only what it holds
    expect(choices.get(1)!.selected).toBe(false);
  });

  it('reads amounts as dollars and refuses what the API would', () => {
    expect(parseAmount('$1,250.50')).toEqual({ cents: 125_050 });
    expect(parseAmount('0')).toEqual({ cents: 0 });
    expect(parseAmount('100000')).toEqual({ cents: 10_000_000 });
    for (const bad of ['', '-5', '12.345', 'abc', '100000.01']) expect(parseAmount(bad)).toHaveProperty('error');
  });

  it('totals and sends only the selected items; a credit without a valid amount stops the save', () => {
    const choices = initialChoices(rows, null);
    choices.set(2, { ...choices.get(2)!, type: 'credit', amount: '99.99' });
    expect(liveTotals(rows, choices)).toEqual({ creditCents: 9_999, repairCount: 1, creditCount: 1 });
    expect(toItemsInput(rows, choices)).toEqual({
      items: [
        { deficiencyId: 1, type: 'repair', amountCents: null, note: '' },
        { deficiencyId: 2, type: 'credit', amountCents: 9_999, note: '' },
      ],
    });
    choices.set(2, { ...choices.get(2)!, amount: 'lots' });
    expect(toItemsInput(rows, choices)).toHaveProperty('error');
  });
});
