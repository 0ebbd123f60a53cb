import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// GET /api/reports and GET /api/reports/:id/analysis are pure functions of report rows: the list figures are stored
// on the report row (list-summary.ts) and any write to a report's findings or matches updates its row too
// (db/list-summary-triggers.ts), and every update gives a row a new version (xmin). So a serialised response is kept
// with a fingerprint of the rows it was built from, and a request whose fingerprint still matches is answered from
// memory. The fingerprint is read before the response is built, so a kept body is never older than its
// fingerprint; every process checks against the database, so writes made by other processes are seen at once.

const listFingerprintQuery = (userId: number) => sql`
  select md5(coalesce(string_agg(id::text || ':' || xmin::text, ',' order by id), '')) as fingerprint
  from reports where user_id = ${userId}`;

/** The version of a user's whole report list: every row's id and xmin. */
export const reportListFingerprint = async (db: Db, userId: number): Promise<string> => {
  const { rows } = (await db.execute(listFingerprintQuery(userId))) as unknown as { rows: { fingerprint: string }[] };
  return rows[0]?.fingerprint ?? '';
};

interface Entry {
  fingerprint: string;
  body: string;
}

export interface ResponseCache {
  /** the body for `key`: from memory while `fingerprint` is unchanged, else built (and kept) */
  get: (key: string, fingerprint: string, build: () => Promise<string>) => Promise<string>;
  /** bytes held (tests) */
  size: () => number;
}

/** A per-process cache of serialised responses, least recently used first out beyond `maxBytes`. */
export const createResponseCache = ({ maxBytes = 16 * 1024 * 1024 } = {}): ResponseCache => {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
  return {
    get: async (key, fingerprint, build) => {
      const entry = entries.get(key);
      if (entry?.fingerprint === fingerprint) {
        // most recently used last
        entries.delete(key);
        entries.set(key, entry);
        return entry.body;
      }
      const body = await build();
      remove(key);
      if (body.length <= maxBytes) {
        entries.set(key, { fingerprint, body });
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
