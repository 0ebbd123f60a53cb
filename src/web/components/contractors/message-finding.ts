import type { ContractorMessageInput } from '@/contracts/contractor-message';
import type { Deficiency } from '@/contracts/reports';

/** What the message dialogs need to know about a finding. */
export type MessageFinding = Pick<
  Deficiency,
  'id' | 'category' | 'severity' | 'description' | 'location' | 'quantity' | 'costEstimate'
>;

/** The finding's cost for its quantity (estimates are per unit), or null without a usable estimate. */
export const findingCost = (finding: MessageFinding): ContractorMessageInput['cost'] => {
  const estimate = finding.costEstimate;
  if (!estimate || (estimate.minCost <= 0 && estimate.maxCost <= 0)) return null;
  const quantity = Math.max(1, finding.quantity || 1);
  return {
    min: estimate.minCost * quantity,
    max: estimate.maxCost * quantity,
    average: estimate.averageCost > 0 ? estimate.averageCost * quantity : null,
  };
};

export const SEVERITY_LABEL: Record<string, string> = { critical: 'Critical', major: 'Major', minor: 'Minor' };
