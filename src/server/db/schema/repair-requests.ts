import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { reports } from './reports';

/**
 * One item of a saved repair request. The finding's words are copied when it is added, so a request stays what the
 * buyer sent even after the finding is excluded or a re-analysis replaces it (issue 19).
 */
export interface StoredRepairItem {
  deficiencyId: number;
  type: 'repair' | 'credit';
  amountCents: number | null;
  note: string;
  category: string;
  severity: 'critical' | 'major' | 'minor';
  location: string | null;
  description: string;
  quote: string | null;
  page: number | null;
}

/** Repair requests a buyer builds from an unlocked report ("Draft 1", "Final"): deleted with the report. */
export const repairRequests = pgTable(
  'repair_requests',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    buyerNames: text('buyer_names').notNull().default(''),
    propertyAddress: text('property_address').notNull().default(''),
    /** YYYY-MM-DD */
    responseDeadline: text('response_deadline'),
    opening: text('opening').notNull().default(''),
    items: jsonb('items').$type<StoredRepairItem[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('repair_requests_report_idx').on(t.reportId), index('repair_requests_user_idx').on(t.userId)],
);

/**
 * Read-only links to a report's analysis or to one of its repair requests. Only the SHA-256 of the token is stored
 * (a database leak yields no working link); revoking keeps the row so the owner still sees what it was.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null: the whole analysis */
    repairRequestId: integer('repair_request_id').references(() => repairRequests.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    displayName: text('display_name').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_links_report_idx').on(t.reportId)],
);
