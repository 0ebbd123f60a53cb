import { SEVERITY_LABELS } from '@/contracts/analysis-display';
import { CATEGORY_KEYS, CATEGORY_NAMES, type CategoryKey, type Severity, SeveritySchema } from '@/contracts/common';
import type { SelectOption } from '@/web/components/ui/labelled-select';

// The choices of the forms that describe a finding (add a finding, the admin's cost-match tester), in the
// contracts' order and words, so both forms offer the same list.

export const CATEGORY_OPTIONS: readonly SelectOption<CategoryKey>[] = CATEGORY_KEYS.map((key) => ({
  value: key,
  label: CATEGORY_NAMES[key],
}));

export const SEVERITY_OPTIONS: readonly SelectOption<Severity>[] = SeveritySchema.options.map((severity) => ({
  value: severity,
  label: SEVERITY_LABELS[severity],
}));
