import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RegisterRequestSchema } from '@/contracts/auth';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/pg-errors';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword } from './passwords';

export const USERNAME_TAKEN = 'That username is already taken. Please choose another.';
export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

type RegisterInput = z.output<typeof RegisterRequestSchema>;

const conflictFor = (constraint: string): AppError =>
  constraint.includes('email')
    ? new AppError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN })
    : new AppError('conflict', USERNAME_TAKEN, { username: USERNAME_TAKEN });

export const registerUser = async ({
  db,
  input,
}: {
  db: Db;
  input: RegisterInput;
}): Promise<typeof users.$inferSelect> => {
  // a friendly check first; the unique indexes decide under concurrency
  const existing = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username}) or lower(${users.email}) = lower(${input.email})`)
    .limit(1);
  if (existing[0]) {
    throw conflictFor(existing[0].email.toLowerCase() === input.email.toLowerCase() ? 'email' : 'username');
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint) throw conflictFor(constraint);
    throw error;
  }
};
