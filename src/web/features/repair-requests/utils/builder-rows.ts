import { lineTotals } from '@/contracts/analysis-display';
import type { Severity } from '@/contracts/common';
import type { RepairItemType, RepairRequest, RepairRequestInput, RepairRequestItem } from '@/contracts/repair-requests';
import { REPAIR_REQUEST_LIMITS } from '@/contracts/repair-requests';
import type { Analysis, Deficiency } from '@/contracts/reports';

/** One finding the builder lists: from the analysis, or kept from the saved request after it left the analysis. */
export interface BuilderRow {
  deficiencyId: number;
  category: string;
  severity: Severity;
  location: string | null;
  description: string;
  quote: string | null;
  page: number | null;
  /** estimate × quantity, whole dollars; null when the finding has no estimate */
  estimate: { min: number; average: number; max: number } | null;
  excludedInAnalysis: boolean;
}

export interface Choice {
  selected: boolean;
  type: RepairItemType;
  /** dollars as typed ("1,250.50") */
  amount: string;
  note: string;
}

export const SEVERITY_GROUPS: { severity: Severity; title: string }[] = [
  { severity: 'critical', title: 'Critical' },
  { severity: 'major', title: 'Major' },
  { severity: 'minor', title: 'Minor' },
];

// the job's totals as the analysis page shows them (lineTotals: labor floored at the trade's minimum visit)
const estimateOf = (d: Deficiency): BuilderRow['estimate'] => {
  const totals = lineTotals(d);
  if (!totals || (totals.min <= 0 && totals.max <= 0)) return null;
  return { min: totals.min, average: totals.average, max: totals.max };
};

/** Every finding that is not excluded (critical first), then saved items whose finding has left the analysis. */
export const builderRows = (analysis: Analysis, request: RepairRequest | null): BuilderRow[] => {
  const order: Record<Severity, number> = { critical: 0, major: 1, minor: 2 };
  const findings = Object.values(analysis.deficiencies)
    .flat()
    .filter((d): d is Deficiency => Boolean(d) && !d.excluded)
    .sort((a, b) => order[a.severity] - order[b.severity]);
  const rows: BuilderRow[] = findings.map((d) => ({
    deficiencyId: d.id,
    category: d.category,
    severity: d.severity,
    location: d.location,
    description: d.description,
    quote: d.quote,
    page: d.page,
    estimate: estimateOf(d),
    excludedInAnalysis: false,
  }));
  const listed = new Set(rows.map((row) => row.deficiencyId));
  for (const item of request?.items ?? [])
    if (!listed.has(item.deficiencyId)) rows.push({ ...toRowFromItem(item), excludedInAnalysis: true });
  return rows;
};

const toRowFromItem = (item: RepairRequestItem): BuilderRow => ({
  deficiencyId: item.deficiencyId,
  category: item.category,
  severity: item.severity,
  location: item.location,
  description: item.description,
  quote: item.quote,
  page: item.page,
  estimate: null,
  excludedInAnalysis: item.excludedInAnalysis,
});

export const centsToDollarText = (cents: number): string => (cents / 100).toFixed(2).replace(/\.00$/, '');

/** The estimate's average × quantity, the amount a credit starts from. */
export const suggestedAmount = (row: BuilderRow): string =>
  row.estimate ? centsToDollarText(Math.round(row.estimate.average) * 100) : '';

/** A new request pre-selects the critical and major findings, each asking for a repair; a saved one is as saved. */
export const initialChoices = (rows: BuilderRow[], request: RepairRequest | null): Map<number, Choice> => {
  const saved = new Map(request?.items.map((item) => [item.deficiencyId, item]));
  return new Map(
    rows.map((row) => {
      const item = saved.get(row.deficiencyId);
      if (request)
        return [
          row.deficiencyId,
          item
            ? {
                selected: true,
                type: item.type,
                amount: item.amountCents === null ? suggestedAmount(row) : centsToDollarText(item.amountCents),
                note: item.note,
              }
            : { selected: false, type: 'repair', amount: suggestedAmount(row), note: '' },
        ];
      return [
        row.deficiencyId,
        { selected: row.severity !== 'minor', type: 'repair', amount: suggestedAmount(row), note: '' },
      ];
    }),
  );
};

/** Dollars as typed → cents, or an error in words. */
export const parseAmount = (text: string): { cents: number } | { error: string } => {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return { error: 'Enter the credit amount.' };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { error: 'Enter an amount in dollars, like 1250 or 1250.50.' };
  const cents = Math.round(Number(cleaned) * 100);
  if (cents > REPAIR_REQUEST_LIMITS.maxAmountCents) return { error: 'An amount can be at most $100,000.' };
  return { cents };
};

/** The selected items as the API takes them, or the first problem. */
export const toItemsInput = (
  rows: BuilderRow[],
  choices: Map<number, Choice>,
): { items: RepairRequestInput['items'] } | { error: string } => {
  const items: RepairRequestInput['items'] = [];
  for (const row of rows) {
    const choice = choices.get(row.deficiencyId);
    if (!choice?.selected) continue;
    if (choice.note.length > REPAIR_REQUEST_LIMITS.maxNoteLength)
      return { error: `A note can be at most ${REPAIR_REQUEST_LIMITS.maxNoteLength} characters.` };
    if (choice.type === 'repair') {
      items.push({ deficiencyId: row.deficiencyId, type: 'repair', amountCents: null, note: choice.note });
      continue;
    }
    const amount = parseAmount(choice.amount);
    if ('error' in amount) return { error: amount.error };
    items.push({ deficiencyId: row.deficiencyId, type: 'credit', amountCents: amount.cents, note: choice.note });
  }
  return { items };
};

/** The live totals: credits requested (cents, amounts that do not parse count as 0) and repairs asked for. */
export const liveTotals = (rows: BuilderRow[], choices: Map<number, Choice>) => {
  let creditCents = 0;
  let repairCount = 0;
  let creditCount = 0;
  for (const row of rows) {
    const choice = choices.get(row.deficiencyId);
    if (!choice?.selected) continue;
    if (choice.type === 'repair') repairCount++;
    else {
      creditCount++;
      const amount = parseAmount(choice.amount);
      if ('cents' in amount) creditCents += amount.cents;
    }
  }
  return { creditCents, repairCount, creditCount };
};
