// Display formatting shared by every feature. Dates and money are en-US (platform §2 credits page).

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** "Mar 4, 2026" */
export const formatDate = (value: Date | string | number): string =>
  toDate(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** "Mar 4, 2026, 3:07 PM" */
export const formatDateTime = (value: Date | string | number): string =>
  toDate(value).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Whole US dollars, as estimates are sent: 1250 → "$1,250". */
export const formatUsd = (dollars: number): string => wholeDollars.format(Math.round(dollars));

/** Package prices are cents: 2900 → "$29.00". */
export const formatCents = (cents: number): string => dollarsAndCents.format(cents / 100);

/** "$1,200 – $3,400", or one figure when both ends agree. */
export const formatUsdRange = (min: number, max: number): string =>
  Math.round(min) === Math.round(max) ? formatUsd(min) : `${formatUsd(min)} – ${formatUsd(max)}`;

/** pluralize(1, 'credit') → "1 credit"; pluralize(3, 'credit') → "3 credits" */
export const pluralize = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
