import { eq } from 'drizzle-orm';
import { CATEGORY_NAMES } from '@/contracts/common';
import { REPAIR_REQUEST_MESSAGES, type RepairRequestInput } from '@/contracts/repair-requests';
import type { Db } from '../../db/client';
import { deficiencies, type StoredRepairItem } from '../../db/schema';
import { AppError } from '../../errors';
import { asCategoryKey } from '../reports/deficiency-dto';

const asSeverity = (value: string): StoredRepairItem['severity'] =>
  value === 'critical' || value === 'major' ? value : 'minor';

/**
 * The items to store: each names a finding of this report, whose words are copied in. An item already in the saved
 * request keeps its copy when its finding is gone (a re-analysis replaced it), so editing an older request works.
 */
export const buildRepairItems = async ({
  db,
  reportId,
  input,
  previous = [],
}: {
  db: Db;
  reportId: number;
  input: RepairRequestInput['items'];
  previous?: StoredRepairItem[];
}): Promise<StoredRepairItem[]> => {
  const ids = input.map((item) => item.deficiencyId);
  if (new Set(ids).size !== ids.length)
    throw new AppError('bad_request', REPAIR_REQUEST_MESSAGES.duplicateFinding, {
      items: REPAIR_REQUEST_MESSAGES.duplicateFinding,
    });
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: deficiencies.id,
            categoryKey: deficiencies.categoryKey,
            severity: deficiencies.severity,
            location: deficiencies.location,
            description: deficiencies.description,
            quote: deficiencies.quote,
            page: deficiencies.page,
          })
          .from(deficiencies)
          .where(eq(deficiencies.reportId, reportId));
  const current = new Map(rows.map((row) => [row.id, row]));
  const saved = new Map(previous.map((item) => [item.deficiencyId, item]));
  return input.map((item) => {
    const choice = {
      deficiencyId: item.deficiencyId,
      type: item.type,
      amountCents: item.type === 'credit' ? item.amountCents : null,
      note: item.note,
    };
    const finding = current.get(item.deficiencyId);
    if (finding)
      return {
        ...choice,
        category: CATEGORY_NAMES[asCategoryKey(finding.categoryKey)],
        severity: asSeverity(finding.severity),
        location: finding.location,
        description: finding.description,
        quote: finding.quote,
        page: finding.page,
      };
    const kept = saved.get(item.deficiencyId);
    if (!kept)
      throw new AppError('bad_request', REPAIR_REQUEST_MESSAGES.unknownFinding, {
        items: REPAIR_REQUEST_MESSAGES.unknownFinding,
      });
    return { ...kept, ...choice };
  });
};
