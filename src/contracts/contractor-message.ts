import type { Severity } from './common';

/** The SMS a contractor receives about one finding (report-lifecycle §9); the dialogs preview the same text. */
export interface ContractorMessageInput {
  /** who the copy is addressed to; the multi-contractor preview passes CONTRACTOR_NAME_PLACEHOLDER */
  contractorName: string;
  propertyAddress: string | null;
  location: string | null;
  /** display name, e.g. 'Electrical' */
  category: string;
  issue: string;
  severity: Severity | string;
  /** totals for the finding (per-unit estimate × quantity); null when there is no estimate */
  cost: { min: number; max: number; average: number | null } | null;
  additionalDetails: string | null;
  homeownerName: string;
  homeownerPhone: string;
}

export const CONTRACTOR_NAME_PLACEHOLDER = '[Contractor Name]';
export const PRODUCT_NAME = 'Punchlist';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export const formatUsd = (amount: number): string => usd.format(Math.round(amount));

const PRIORITY: Record<string, string> = { critical: 'Critical', major: 'Major', minor: 'Minor' };
export const priorityLabel = (severity: string): string => PRIORITY[severity] ?? 'Low';

/** The average shown with the range: the estimate's own, or the rounded midpoint of min and max when it has none. */
export const averageCost = (cost: { min: number; max: number; average: number | null }): number =>
  cost.average !== null && cost.average > 0 ? Math.round(cost.average) : Math.round((cost.min + cost.max) / 2);

const line = (label: string, value: string | null | undefined) => (value?.trim() ? [`${label}: ${value.trim()}`] : []);

export const buildContractorMessage = (input: ContractorMessageInput): string => {
  const cost =
    input.cost && input.cost.max > 0
      ? `${formatUsd(input.cost.min)} - ${formatUsd(input.cost.max)} (average ${formatUsd(averageCost(input.cost))})`
      : null;
  return [
    `Hi ${input.contractorName.trim()}, NEW PROJECT OPPORTUNITY from a homeowner using ${PRODUCT_NAME}.`,
    '',
    ...line('Property', input.propertyAddress),
    ...line('Location', input.location),
    ...line('Category', input.category),
    ...line('Issue', input.issue),
    `Priority: ${priorityLabel(input.severity)}`,
    ...line('Estimated cost', cost),
    ...line('Additional details', input.additionalDetails),
    '',
    'Could you provide a quote for this repair? Please contact the homeowner directly:',
    `${input.homeownerName.trim()} - ${input.homeownerPhone.trim()}`,
    '',
    `Sent via the ${PRODUCT_NAME} contractor network: unbiased, out-of-network, no referral fees. Reply STOP to opt out.`,
  ].join('\n');
};
