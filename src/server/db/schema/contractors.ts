import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { deficiencies, reports } from './reports';

/** The embedded contractor directory (CSV import; optional demo rows, every one marked demo). */
export const contractors = pgTable(
  'contractors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** one of the Trade values */
    trade: text('trade').notNull(),
    phone: text('phone'),
    website: text('website'),
    address: text('address').notNull(),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    rating: real('rating'),
    reviewCount: integer('review_count'),
    priceLevel: integer('price_level'),
    isOpen: boolean('is_open'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** where the row came from ('csv:file.csv', 'demo') and as of when */
    source: text('source').notNull(),
    asOf: text('as_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contractors_trade_idx').on(t.trade), index('contractors_state_idx').on(t.state)],
);

export interface StoredContractor {
  id: string;
  placeId: string | null;
  name: string;
  category: string;
  rating: number | null;
  reviewCount: number | null;
  distance: number | null;
  address: string;
  phone: string | null;
  website: string | null;
  isOpen: boolean | null;
  priceLevel: number | null;
  isDemo: boolean;
  source: 'directory' | 'google';
}

/** Contractors matched to each deficiency when the report was analysed (a snapshot of what was shown). */
export const deficiencyContractors = pgTable(
  'deficiency_contractors',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    deficiencyId: integer('deficiency_id')
      .notNull()
      .references(() => deficiencies.id, { onDelete: 'cascade' }),
    contractorId: text('contractor_id').notNull(),
    trade: text('trade').notNull(),
    rank: integer('rank').notNull(),
    contractor: jsonb('contractor').$type<StoredContractor>().notNull(),
  },
  (t) => [
    index('deficiency_contractors_report_idx').on(t.reportId),
    index('deficiency_contractors_def_idx').on(t.deficiencyId),
  ],
);
