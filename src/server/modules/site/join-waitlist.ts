import type { z } from 'zod';
import type { WaitlistRequestSchema } from '@/contracts/site';
import type { Db } from '../../db/client';
import { waitlist } from '../../db/schema';

/** Joining twice with the same email succeeds without a second row. */
export const joinWaitlist = async ({ db, input }: { db: Db; input: z.output<typeof WaitlistRequestSchema> }) => {
  await db
    .insert(waitlist)
    .values({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      interestedIn: input.interestedIn ?? null,
      referralSource: input.referralSource ?? null,
    })
    .onConflictDoNothing({ target: waitlist.email });
};
