import { sql } from 'drizzle-orm';
import { savingsPercentAgainstNominal } from '@/contracts/credits';
import type { Db } from '../../db/client';
import { creditPackages } from '../../db/schema';

const pack = (
  id: number,
  name: string,
  description: string,
  priceInCents: number,
  credits: number,
  popular = false,
) => ({
  id,
  name,
  description,
  priceInCents,
  credits,
  popular,
  sortOrder: id,
  savingsPercent: savingsPercentAgainstNominal(priceInCents, credits),
});

export const DEFAULT_CREDIT_PACKAGES = [
  pack(1, 'Single Report', 'Unlock the full analysis of one inspection report.', 2900, 1),
  pack(2, 'Home Buyer Pack', 'Compare the reports of the homes on your shortlist.', 6900, 3, true),
  pack(3, 'Professional Pack', 'For agents, investors and busy buyers who review many reports.', 19900, 10),
];

/**
 * Seeds the default packages once. Fixed ids make it idempotent even when several processes start together
 * (ON CONFLICT DO NOTHING), and never overwrite a package an admin has since changed or deactivated.
 */
export const seedCreditPackages = async (db: Db): Promise<void> => {
  await db.insert(creditPackages).values(DEFAULT_CREDIT_PACKAGES).onConflictDoNothing({ target: creditPackages.id });
  // explicit ids do not advance the serial: move it past them so later packages get fresh ids
  await db.execute(
    sql`select setval(pg_get_serial_sequence('credit_packages', 'id'), (select coalesce(max(id), 1) from credit_packages))`,
  );
};
