import { desc, eq } from 'drizzle-orm';
import type { CreditTransaction } from '@/contracts/credits';
import type { Db } from '../../db/client';
import { creditLedger } from '../../db/schema';

type LedgerType = (typeof creditLedger.$inferSelect)['type'];

// The wire knows purchase, usage and other (API.md): grants and refunds are 'other', and their description says which.
const OTHER_LABELS: Partial<Record<LedgerType, string>> = { grant: 'Credit grant', refund: 'Refund' };

export const describeLedgerEntry = (type: LedgerType, description: string): string => {
  const label = OTHER_LABELS[type];
  if (!label || description.toLowerCase().startsWith(label.toLowerCase())) return description;
  return `${label}: ${description}`;
};

export const toTransactionType = (type: LedgerType): CreditTransaction['type'] =>
  type === 'purchase' || type === 'usage' ? type : 'other';

// a safety cap: the page shows the history in one list
const MAX_TRANSACTIONS = 1000;

export const listCreditTransactions = async ({
  db,
  userId,
}: {
  db: Db;
  userId: number;
}): Promise<CreditTransaction[]> => {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(MAX_TRANSACTIONS);
  return rows.map((row) => ({
    id: row.id,
    type: toTransactionType(row.type),
    description: describeLedgerEntry(row.type, row.description),
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
    reportId: row.reportId,
  }));
};
