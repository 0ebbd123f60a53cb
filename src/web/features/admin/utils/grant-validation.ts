export const MAX_GRANT = 1000;

export interface GrantInput {
  amount: string;
  reason: string;
}

export interface GrantErrors {
  amount?: string;
  reason?: string;
}

/** The same rules as the server (AdminCreditGrantSchema, grantCredits), checked before the call. */
export const validateGrant = (input: GrantInput, balance: number): { amount: number; errors: GrantErrors } => {
  const errors: GrantErrors = {};
  const text = input.amount.trim();
  const amount = Number(text);
  if (!/^[+-]?\d+$/.test(text)) errors.amount = 'Enter a whole number of credits.';
  else if (amount === 0) errors.amount = 'Amount must not be zero.';
  else if (Math.abs(amount) > MAX_GRANT)
    errors.amount = `Grant at most ${MAX_GRANT.toLocaleString('en-US')} credits at a time.`;
  else if (amount < 0 && -amount > balance) errors.amount = 'The balance cannot go below zero.';
  if (!input.reason.trim()) errors.reason = 'Please give a reason.';
  return { amount, errors };
};
