import { SEVERITY_LABELS } from './analysis-display';
import type { Severity } from './common';
import { fitGsm, gsmLength, toGsm } from './gsm-text';

/**
 * The SMS a contractor receives about one finding (report-lifecycle §9). The server sends exactly what this builds
 * and both message dialogs preview it with the same inputs, so the preview is the text the contractor receives.
 */
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
  /** the homeowner's own words (the dialogs' message field), as typed */
  additionalDetails: string | null;
  homeownerName: string;
  /** as typed: shown as (512) 555-0142 when it is a 10-digit US number */
  homeownerPhone: string;
}

export const CONTRACTOR_NAME_PLACEHOLDER = '[Contractor Name]';
export const PRODUCT_NAME = 'Punchlist';

/** Two concatenated GSM-7 segments (153 characters each): past this a text costs a third segment, or arrives split. */
export const SMS_MAX_GSM = 306;
/** The homeowner's own words: the dialogs stop typing here; longer text from an API client is cut with '...'. */
export const MESSAGE_WORDS_MAX = 100;
/** Names longer than this are cut in the text (the dialogs' name field stops here). */
export const MESSAGE_NAME_MAX = 30;
const ADDRESS_MAX = 60;
const LOCATION_MAX = 30;
const PHONE_MAX = 20;
const CATEGORY_MAX = 20;
/** The issue keeps this much (or all of a shorter one) before the optional lines give way; only past them is it cut
 * shorter. */
const ISSUE_KEPT = 80;

const DEFAULT_ASK = 'could you quote this repair?';
const SIGNATURE = `Via ${PRODUCT_NAME} (no referral fees). STOP to opt out`;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export const formatUsd = (amount: number): string => usd.format(Math.round(amount));

export const priorityLabel = (severity: string): string => SEVERITY_LABELS[severity as Severity] ?? 'Low';

/** The average shown with the range: the estimate's own, or the rounded midpoint of min and max when it has none. */
export const averageCost = (cost: { min: number; max: number; average: number | null }): number =>
  cost.average !== null && cost.average > 0 ? Math.round(cost.average) : Math.round((cost.min + cost.max) / 2);

const US_PHONE = /^\+?1?[\s.-]*\(?(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})(?:\s*(?:ext\.?|x|#)\s*(\d{1,6}))?$/i;

/** '5125550142', '512-555-0142', '+1 512 555 0142 ext 9' → '(512) 555-0142' (' x9'); anything else as typed. */
export const formatMessagePhone = (raw: string): string => {
  const match = US_PHONE.exec(raw.trim());
  if (!match) return fitGsm(raw, PHONE_MAX);
  const [, area, exchange, line, extension] = match;
  return `(${area}) ${exchange}-${line}${extension ? ` x${extension}` : ''}`;
};

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

interface Detail {
  withLocation: boolean;
  withAddress: boolean;
  cost: 'full' | 'range' | 'none';
}

// what goes first when the text is too long: the location, the average, the address, then the cost
const DETAIL_LEVELS: Detail[] = [
  { withLocation: true, withAddress: true, cost: 'full' },
  { withLocation: false, withAddress: true, cost: 'full' },
  { withLocation: false, withAddress: true, cost: 'range' },
  { withLocation: false, withAddress: false, cost: 'range' },
  { withLocation: false, withAddress: false, cost: 'none' },
];

/**
 * The text, at most SMS_MAX_GSM GSM-7 characters (2 segments) whatever the inputs: the homeowner's words first (after
 * the greeting), their name and number, the finding, where, the estimate, and the signature with the opt-out. Input
 * characters outside GSM-7 are replaced (curly quotes, dashes) or dropped, so the text never switches to UCS-2 (70
 * characters a segment).
 */
export const buildContractorMessage = (input: ContractorMessageInput): string => {
  const issue = toGsm(input.issue);
  const typed = toGsm(input.additionalDetails ?? '');
  // the single-contractor dialog starts from the description, which the finding line already carries
  const words = typed && !sameText(typed, issue) ? fitGsm(typed, MESSAGE_WORDS_MAX) : DEFAULT_ASK;
  const head = [
    `Hi ${fitGsm(input.contractorName, MESSAGE_NAME_MAX)}, ${words}`,
    `Quote to: ${fitGsm(input.homeownerName, MESSAGE_NAME_MAX)} ${formatMessagePhone(input.homeownerPhone)}`,
  ];
  const location = fitGsm(input.location ?? '', LOCATION_MAX);
  const address = fitGsm(input.propertyAddress ?? '', ADDRESS_MAX);
  const cost = input.cost && input.cost.max > 0 ? input.cost : null;
  const findingPrefix = `${priorityLabel(input.severity)} ${fitGsm(input.category, CATEGORY_MAX)}: `;

  const compose = (level: Detail, issueRoom: number) => {
    const where = level.withLocation && location ? ` (${location})` : '';
    const lines = [...head, `${findingPrefix}${fitGsm(issue, issueRoom)}${where}`];
    if (level.withAddress && address) lines.push(`At ${address}`);
    if (cost && level.cost !== 'none') {
      const range = `${formatUsd(cost.min)}-${formatUsd(cost.max)}`;
      lines.push(level.cost === 'full' ? `Est. ${range}, avg ${formatUsd(averageCost(cost))}` : `Est. ${range}`);
    }
    lines.push(SIGNATURE);
    return lines.join('\n');
  };

  for (const [i, level] of DETAIL_LEVELS.entries()) {
    const room = SMS_MAX_GSM - gsmLength(compose(level, 0));
    const last = i === DETAIL_LEVELS.length - 1;
    if (room >= Math.min(ISSUE_KEPT, gsmLength(issue)) || last) return compose(level, Math.max(room, 0));
  }
  /* c8 ignore next */
  throw new Error('unreachable');
};
