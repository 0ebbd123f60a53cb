import { NOMINAL_CREDIT_PRICE_CENTS, perCreditCents, savingsPercentAgainstNominal } from '@/contracts/credits';
import { formatCents } from '@/web/lib/format';

// Money on the purchase pages (platform §9): prices are cents, shown as dollars; per credit = price / credits;
// savings against the $29 baseline.

/** "$23.00" for 3 credits at $69 */
export const formatPerCredit = (priceInCents: number, credits: number): string =>
  formatCents(Math.round(perCreditCents(priceInCents, credits)));

/** Whole percent saved against buying the same credits at $29 each; 0 when there is no saving. */
export const savingsPercent = (priceInCents: number, credits: number): number =>
  savingsPercentAgainstNominal(priceInCents, credits);

/** "Save $18.00 (21%)" or null when the package costs the baseline or more. */
export const formatSavings = (priceInCents: number, credits: number): string | null => {
  const saved = NOMINAL_CREDIT_PRICE_CENTS * credits - priceInCents;
  const percent = savingsPercent(priceInCents, credits);
  if (saved <= 0 || percent <= 0) return null;
  return `Save ${formatCents(saved)} (${percent}%)`;
};

/** "$29.00" from 2900 cents */
export const formatPrice = (priceInCents: number): string => formatCents(priceInCents);

/** The amount of a checkout result: "$69.00", or "69.00 EUR" for another currency. */
export const formatAmount = (amountCents: number, currency: string): string =>
  currency.toLowerCase() === 'usd'
    ? formatCents(amountCents)
    : `${(amountCents / 100).toFixed(2)} ${currency.toUpperCase()}`;
