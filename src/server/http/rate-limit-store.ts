import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// Rate-limit counters in the app's database (PGlite or PostgreSQL) instead of each process's memory: every API
// process behind a load balancer shares one budget, and a restart does not hand out a fresh one. Fixed windows,
// timed by the database's clock so processes with drifting clocks agree. One upsert per counted request.

export interface CounterHit {
  count: number;
  /** milliseconds until this window ends */
  ttlMs: number;
}

/** Adds one to `key` in its current window, or starts a new window when the last one ended. */
export const hitCounter = async (db: Db, key: string, windowMs: number): Promise<CounterHit> => {
  sweepNowAndThen(db);
  const { rows } = (await db.execute(sql`
    insert into rate_limits (key, count, expires_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limits.expires_at <= now() then 1 else rate_limits.count + 1 end,
      expires_at = case when rate_limits.expires_at <= now() then excluded.expires_at else rate_limits.expires_at end
    returning count, greatest(0, extract(epoch from (expires_at - now())) * 1000)::float8 as ttl_ms`)) as unknown as {
    rows: { count: number; ttl_ms: number }[];
  };
  const row = rows[0]!;
  return { count: Number(row.count), ttlMs: Math.ceil(Number(row.ttl_ms)) };
};

/** The counter without counting (0 when its window ended). */
export const readCounter = async (db: Db, key: string): Promise<CounterHit> => {
  const { rows } = (await db.execute(sql`
    select count, greatest(0, extract(epoch from (expires_at - now())) * 1000)::float8 as ttl_ms
    from rate_limits where key = ${key} and expires_at > now()`)) as unknown as {
    rows: { count: number; ttl_ms: number }[];
  };
  const row = rows[0];
  return row ? { count: Number(row.count), ttlMs: Math.ceil(Number(row.ttl_ms)) } : { count: 0, ttlMs: 0 };
};

/** Takes back one hit (an attempt that turned out not to count, such as a successful sign-in). */
export const undoHit = async (db: Db, key: string): Promise<void> => {
  await db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and count > 0`);
};

export const clearCounter = async (db: Db, key: string): Promise<void> => {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
};

// Expired rows are only garbage (a hit on one restarts it): delete them at most once a minute per process, off the
// request's path.
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();
const sweepNowAndThen = (db: Db) => {
  const now = Date.now();
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  db.execute(sql`delete from rate_limits where expires_at < now() - interval '1 minute'`).catch(() => {
    // a failed sweep is retried a minute later; the counters themselves are unaffected
  });
};

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store over these counters. Each route's limit gets its own key space (method and URL, like
 * the plugin's Redis store); limiters made with `app.createRateLimit` or `app.rateLimit` have no route, so their
 * keyGenerator should name its budget (e.g. `sms:user:1`), else two limiters with the same window share counters.
 */
export const databaseRateLimitStore = (db: Db): FastifyRateLimitStoreCtor => {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_options?: unknown, prefix = 'global|') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      hitCounter(db, this.prefix + key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      readCounter(db, this.prefix + key).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const options = routeOptions as { routeInfo?: { method?: unknown; url?: unknown }; timeWindow?: unknown };
      const route = options.routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      // a limiter without a route: its window at least keeps budgets of different lengths apart
      const prefix = route?.url
        ? `${String(method)} ${String(route.url)}|`
        : `limiter ${typeof options.timeWindow === 'number' ? options.timeWindow : 'fn'}|`;
      return new DatabaseRateLimitStore(undefined, prefix);
    }
  }
  return DatabaseRateLimitStore;
};
