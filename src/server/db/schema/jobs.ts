import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per live worker process (ROLE=worker or all), written every WORKER_HEARTBEAT_SECONDS by the database's
 * clock (jobs/worker-liveness.ts). A worker whose row is older than three intervals, or gone, is dead: the reports
 * it was analysing are queued again.
 */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  workerId: text('worker_id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
