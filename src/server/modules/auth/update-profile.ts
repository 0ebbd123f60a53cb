import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProfileUpdateSchema } from '@/contracts/auth';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/pg-errors';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { EMAIL_TAKEN } from './register-user';

type ProfileInput = Partial<z.output<typeof ProfileUpdateSchema>>;

export const updateProfile = async ({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: number;
  input: ProfileInput;
}): Promise<typeof users.$inferSelect> => {
  if (input.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${input.email})`, ne(users.id, userId)))
      .limit(1);
    if (taken) throw new AppError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  try {
    const [row] = await db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        address: input.address,
        company: input.company,
        ...(input.email ? { email: input.email } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new AppError('not_found', 'Account not found.');
    return row;
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  }
};
