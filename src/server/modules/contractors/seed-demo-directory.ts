import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contractors } from '../../db/schema';
import { buildDemoDirectory, DEMO_SOURCE, DEMO_VERSION } from './demo-directory';

const BATCH = 5000;
// any constant key: concurrent api processes starting together seed once
const SEED_LOCK = 7_310_042;

const seeded = async (db: AppContext['db']) => {
  const [row] = await db
    .select({ n: count() })
    .from(contractors)
    .where(and(eq(contractors.source, DEMO_SOURCE), eq(contractors.asOf, DEMO_VERSION)));
  return (row?.n ?? 0) > 0;
};

/**
 * Loads the demo directory when DEMO_DATA is on (idempotent: one transaction, skipped when this version is there;
 * an older demo version is replaced). Imported (non-demo) rows are never touched.
 */
export const seedDemoDirectory = async (
  ctx: Pick<AppContext, 'db'> & { log?: Pick<AppContext['log'], 'info'> },
): Promise<{ inserted: number }> => {
  if (await seeded(ctx.db)) return { inserted: 0 };
  const rows = buildDemoDirectory();
  const started = Date.now();
  const inserted = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await seeded(tx as unknown as AppContext['db'])) return 0;
    await tx.delete(contractors).where(eq(contractors.source, DEMO_SOURCE));
    // one JSON parameter per batch: thousands of bound parameters are slow on PGlite
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx.execute(sql`
        insert into contractors
          (name, trade, phone, website, address, city, state, zip, lat, lon, rating, review_count, price_level,
           is_open, is_demo, source, as_of)
        select name, trade, phone, website, address, city, state, zip, lat, lon, rating, "reviewCount", "priceLevel",
           "isOpen", "isDemo", source, "asOf"
        from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + BATCH))}::jsonb) as x(
          name text, trade text, phone text, website text, address text, city text, state text, zip text,
          lat double precision, lon double precision, rating real, "reviewCount" integer, "priceLevel" integer,
          "isOpen" boolean, "isDemo" boolean, source text, "asOf" text)`);
    }
    return rows.length;
  });
  if (inserted > 0) ctx.log?.info({ rows: inserted, ms: Date.now() - started }, 'demo contractor directory loaded');
  return { inserted };
};
