import { lineTotals } from '@/contracts/analysis-display';
import type { ContractorMessageInput } from '@/contracts/contractor-message';
import type { Deficiency } from '@/contracts/reports';

/** What the message dialogs need to know about a finding. */
export type MessageFinding = Pick<
  Deficiency,
  'id' | 'category' | 'severity' | 'description' | 'location' | 'quantity' | 'costEstimate'
>;

/** The finding's cost for its quantity (as the page shows it), or null without a usable estimate. */
export const findingCost = (finding: MessageFinding): ContractorMessageInput['cost'] => {
  const totals = lineTotals(finding);
  if (!totals || (totals.min <= 0 && totals.max <= 0)) return null;
  return { min: totals.min, max: totals.max, average: totals.average > 0 ? totals.average : null };
};
