import { asc, eq } from 'drizzle-orm';
import type { CreditPackage } from '@/contracts/credits';
import type { Db } from '../../db/client';
import { creditPackages } from '../../db/schema';

export const listCreditPackages = async ({ db }: { db: Db }): Promise<CreditPackage[]> =>
  db
    .select({
      id: creditPackages.id,
      name: creditPackages.name,
      description: creditPackages.description,
      priceInCents: creditPackages.priceInCents,
      credits: creditPackages.credits,
      savingsPercent: creditPackages.savingsPercent,
      popular: creditPackages.popular,
    })
    .from(creditPackages)
    .where(eq(creditPackages.active, true))
    .orderBy(asc(creditPackages.sortOrder), asc(creditPackages.id));
