import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractors } from '../../db/schema';
import type { ContractorInsert } from './contractor-csv';

/** Inserts validated rows in one transaction; `replace` first removes the rows an earlier import of `source` left. */
export const importContractorRows = async ({
  db,
  rows,
  source,
  replace,
}: {
  db: Db;
  rows: ContractorInsert[];
  source: string;
  replace: boolean;
}): Promise<{ inserted: number; removed: number }> =>
  db.transaction(async (tx) => {
    const removed = replace
      ? (await tx.delete(contractors).where(eq(contractors.source, source)).returning({ id: contractors.id })).length
      : 0;
    for (let i = 0; i < rows.length; i += 500) await tx.insert(contractors).values(rows.slice(i, i + 500));
    return { inserted: rows.length, removed };
  });
