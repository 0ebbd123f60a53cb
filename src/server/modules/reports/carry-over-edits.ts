import type { UnitType } from '@/contracts/common';
import type { deficiencies, reports } from '../../db/schema';
import { repriceEstimate } from './update-deficiency-quantity';

type NewFinding = typeof deficiencies.$inferInsert;
type EditedRow = Pick<
  typeof deficiencies.$inferSelect,
  'page' | 'quote' | 'excluded' | 'quantity' | 'unitType' | 'editedAt' | 'note'
>;

/** A finding is the same one again when the inspector's words are found on the same page. */
const findingKey = (finding: { page?: number | null; quote?: string | null }): string | null =>
  finding.quote ? `${finding.page ?? ''}|${finding.quote.replace(/\s+/g, ' ').trim().toLowerCase()}` : null;

/**
 * A re-analysis replaces the findings; the user's exclusions, quantities and notes (rows with editedAt) go to the new
 * finding with the same page and quote (each edit to one finding; a changed unit is re-priced in the report's
 * region, as the edit itself was). Returns the findings to insert and the counts the report keeps, or null for
 * counts when there was no edit to carry.
 */
export const carryOverEdits = (
  previous: readonly EditedRow[],
  next: readonly NewFinding[],
  report: Pick<typeof reports.$inferSelect, 'pricingRegion'>,
): { findings: NewFinding[]; counts: { carried: number; notCarried: number } | null } => {
  const edits = previous.filter((row) => row.editedAt !== null);
  if (edits.length === 0) return { findings: [...next], counts: null };
  const waiting = new Map<string, EditedRow[]>();
  let notCarried = 0;
  for (const edit of edits) {
    const key = findingKey(edit);
    if (key === null) notCarried++;
    else waiting.set(key, [...(waiting.get(key) ?? []), edit]);
  }
  let carried = 0;
  const findings = next.map((finding) => {
    const key = findingKey(finding);
    const edit = key === null ? undefined : waiting.get(key)?.shift();
    if (!edit) return finding;
    carried++;
    const unitType = edit.unitType as UnitType;
    const costEstimate =
      unitType === finding.unitType
        ? finding.costEstimate
        : repriceEstimate(
            {
              costItemCode: finding.costItemCode ?? null,
              costEstimate: finding.costEstimate ?? null,
              severity: finding.severity,
              categoryKey: finding.categoryKey,
              description: finding.description,
              recommendation: finding.recommendation ?? null,
              quote: finding.quote ?? null,
              location: finding.location ?? null,
            },
            report,
            unitType,
          );
    return {
      ...finding,
      excluded: edit.excluded,
      quantity: edit.quantity,
      unitType,
      costEstimate,
      note: edit.note,
      editedAt: edit.editedAt,
    };
  });
  for (const left of waiting.values()) notCarried += left.length;
  return { findings, counts: { carried, notCarried } };
};
