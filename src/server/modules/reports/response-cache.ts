import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// GET /api/reports is a pure function of the user's report rows (the list figures are stored on them, see
// list-summary.ts), and every change to a row gives it a new xmin. So the serialised list is kept per user with a
// fingerprint of its rows' (id, xmin), and a request whose fingerprint matches is answered from memory: one small
// query instead of reading, checking and serialising every report. The fingerprint is read before the list is
// built, so a cached body is never older than its fingerprint; every process checks against the database, so
// writes made by other processes are seen at once.

const fingerprintQuery = (userId: number) => sql`
  select md5(coalesce(string_agg(id::text || ':' || xmin::text, ',' order by id), '')) as fingerprint
  from reports where user_id = ${userId}`;

export const reportListFingerprint = async (db: Db, userId: number): Promise<string> => {
  const { rows } = (await db.execute(fingerprintQuery(userId))) as unknown as { rows: { fingerprint: string }[] };
  return rows[0]?.fingerprint ?? '';
};

interface Entry {
  fingerprint: string;
  body: string;
}

export interface ReportListCache {
  /** the user's serialised list: from memory when their rows have not changed, else built (and kept) */
  get: (db: Db, userId: number, build: () => Promise<string>) => Promise<string>;
  /** bytes held (tests) */
  size: () => number;
}

/** A per-process cache of serialised lists, least recently used first out beyond `maxBytes`. */
export const createReportListCache = ({ maxBytes = 16 * 1024 * 1024 } = {}): ReportListCache => {
  const entries = new Map<number, Entry>();
  let bytes = 0;
  const remove = (userId: number) => {
    const entry = entries.get(userId);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(userId);
  };
  return {
    get: async (db, userId, build) => {
      const fingerprint = await reportListFingerprint(db, userId);
      const entry = entries.get(userId);
      if (entry?.fingerprint === fingerprint) {
        // most recently used last
        entries.delete(userId);
        entries.set(userId, entry);
        return entry.body;
      }
      const body = await build();
      remove(userId);
      if (body.length <= maxBytes) {
        entries.set(userId, { fingerprint, body });
        bytes += body.length;
        for (const oldest of entries.keys()) {
          if (bytes <= maxBytes) break;
          remove(oldest);
        }
      }
      return body;
    },
    size: () => bytes,
  };
};
