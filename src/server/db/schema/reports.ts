import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { CostEstimate } from '../../../analysis/types';
import { users } from './auth';

export const reportStatusEnum = pgEnum('report_status', ['processing', 'completed', 'failed']);

export interface StoredAddress {
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  full: string;
}

/**
 * A completed report's figures for the list (GET /api/reports), kept with the report so listing hundreds of reports
 * does not aggregate every deficiency: counts, per-unit cost × quantity sums and categories over the findings that
 * are not excluded, and distinct matched contractors per trade. Rewritten by writeListSummary whenever the
 * report's findings, exclusions, quantities or contractor matches change; null means "not computed" and the list
 * aggregates it on the fly.
 */
export interface StoredListSummary {
  total: number;
  critical: number;
  major: number;
  minor: number;
  minCost: number;
  maxCost: number;
  categories: string[];
  contractors: Record<string, number>;
}

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** key in the storage provider; null once the upload has been purged */
    storageKey: text('storage_key'),
    fileDeletedAt: timestamp('file_deleted_at', { withTimezone: true }),
    status: reportStatusEnum('status').notNull().default('processing'),
    /** queued | restarting | extracting | ocr | analyzing | pricing | matching | done */
    stage: text('stage').notNull().default('queued'),
    /** {done, total} while a counted stage runs ('ocr': scanned pages read); null otherwise */
    stageProgress: jsonb('stage_progress').$type<{ done: number; total: number }>(),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    /** the worker process running the current attempt (jobs/worker-liveness.ts): its run is restarted if it dies */
    workerId: text('worker_id'),
    format: text('format'),
    pageCount: integer('page_count'),
    propertyAddress: jsonb('property_address').$type<StoredAddress>(),
    inspectionDate: text('inspection_date'),
    /** set when the owner corrected the address: a re-analysis keeps theirs (and prices with it) */
    propertyEditedAt: timestamp('property_edited_at', { withTimezone: true }),
    /** the ZIP/state used for pricing, so a changed unit can be re-priced the same way */
    pricingRegion: jsonb('pricing_region').$type<{ zip: string | null; state: string | null }>(),
    timings: jsonb('timings').$type<Record<string, number>>(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    processingStartedAt: timestamp('processing_started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** set when a credit unlocked the report (lifetime access) */
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    contractorsViewedAt: timestamp('contractors_viewed_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    listSummary: jsonb('list_summary').$type<StoredListSummary>(),
    /** the engine that made the current analysis (jobs/engine-version.ts): a refresh by the same one is a no-op */
    engineVersion: text('engine_version'),
    /** after a re-analysis of a report the user had edited: how many edits found their finding again */
    editsCarriedOver: jsonb('edits_carried_over').$type<{ carried: number; notCarried: number }>(),
  },
  (t) => [index('reports_user_uploaded_idx').on(t.userId, t.uploadedAt), index('reports_status_idx').on(t.status)],
);

/** Per-unit estimate as the cost engine produced it (src/analysis/types.ts). */
export type StoredCostEstimate = CostEstimate;

export const deficiencies = pgTable(
  'deficiencies',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    categoryKey: text('category_key').notNull(),
    severity: text('severity').notNull(),
    location: text('location'),
    description: text('description').notNull(),
    recommendation: text('recommendation'),
    repairMethod: text('repair_method'),
    page: integer('page'),
    quote: text('quote'),
    inspectorLabel: text('inspector_label'),
    confidence: real('confidence'),
    /** the engine that found it, or 'user' for a finding the owner added (USER_FINDING_SOURCE), kept on re-analysis */
    source: text('source').notNull().default('builtin'),
    trade: text('trade').notNull(),
    /** whole for 'each'; up to two decimals for areas, lengths, volumes and hours (contracts QuantityUpdateSchema) */
    quantity: doublePrecision('quantity').notNull().default(1),
    unitType: text('unit_type').notNull().default('each'),
    excluded: boolean('excluded').notNull().default(false),
    /** the catalog item the estimate was priced from (re-pricing on unit change) */
    costItemCode: text('cost_item_code'),
    /** per-unit estimate, null when no catalog item matched */
    costEstimate: jsonb('cost_estimate').$type<StoredCostEstimate>(),
    /** the owner's private note (never shared, never in the download) */
    note: text('note'),
    /** set when the user excluded it, changed its quantity or wrote a note: a re-analysis carries such edits over */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('deficiencies_report_idx').on(t.reportId, t.position)],
);
