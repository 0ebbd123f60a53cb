import type { AdminCostMatchQuery } from '@/contracts/admin';
import { CATEGORY_KEYS, type CategoryKey, type Severity } from '@/contracts/common';

export interface CostMatchForm {
  text: string;
  zip: string;
  category: CategoryKey | 'any';
  severity: Severity;
}

export interface CostMatchErrors {
  text?: string;
  zip?: string;
}

/** The form as the query the server takes, or the messages the server would answer with (AdminCostMatchQuerySchema). */
export const toCostMatchQuery = (
  form: CostMatchForm,
): { query: AdminCostMatchQuery | null; errors: CostMatchErrors } => {
  const errors: CostMatchErrors = {};
  const text = form.text.trim();
  const zip = form.zip.trim();
  if (!text) errors.text = 'Type a finding to match.';
  else if (text.length > 2000) errors.text = 'Keep the text under 2,000 characters.';
  if (zip && !/^\d{5}$/.test(zip)) errors.zip = 'ZIP must be 5 digits.';
  if (errors.text || errors.zip) return { query: null, errors };
  const category = (CATEGORY_KEYS as readonly string[]).includes(form.category) ? form.category : undefined;
  return {
    query: {
      text,
      severity: form.severity,
      ...(zip ? { zip } : {}),
      ...(category ? { category } : {}),
    } as AdminCostMatchQuery,
    errors,
  };
};
