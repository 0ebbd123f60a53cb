import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { reports } from './reports';

export const creditPackages = pgTable('credit_packages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  priceInCents: integer('price_in_cents').notNull(),
  credits: integer('credits').notNull(),
  savingsPercent: integer('savings_percent').notNull().default(0),
  popular: boolean('popular').notNull().default(false),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** The balance, changed only together with a ledger entry, in one transaction with a conditional update. */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    totalPurchased: integer('total_purchased').notNull().default(0),
    totalUsed: integer('total_used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_accounts_balance_nonnegative', sql`${t.balance} >= 0`)],
);

export const ledgerTypeEnum = pgEnum('ledger_type', ['purchase', 'usage', 'grant', 'refund']);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: ledgerTypeEnum('type').notNull(),
    /** signed credits */
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    checkoutSessionId: text('checkout_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
    // exactly one usage entry per report, whatever the concurrency
    uniqueIndex('credit_ledger_usage_report_idx')
      .on(t.reportId)
      .where(sql`${t.type} = 'usage'`),
    // a checkout session is fulfilled once
    uniqueIndex('credit_ledger_purchase_session_idx')
      .on(t.checkoutSessionId)
      .where(sql`${t.type} = 'purchase'`),
  ],
);

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    /** our public id (local provider) or the provider's session id (Stripe) */
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => creditPackages.id),
    credits: integer('credits').notNull(),
    amountTotal: integer('amount_total').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** open | complete | expired */
    status: text('status').notNull().default('open'),
    /** unpaid | paid | no_payment_required */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId)],
);

/** Provider events already processed (webhook replays are ignored). */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
