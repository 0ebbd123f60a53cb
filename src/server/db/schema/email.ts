import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Emails to users (password resets): the outbox provider only stores them here; SMTP records how sending went. */
export const emails = pgTable(
  'emails',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id'),
    /** stored (outbox) | sending | sent | failed */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emails_user_idx').on(t.userId), index('emails_created_idx').on(t.createdAt)],
);
