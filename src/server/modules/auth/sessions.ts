import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions, users } from '../../db/schema';

export const SESSION_COOKIE = 'punchlist_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** sliding expiry: extend at most once an hour, not on every request */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const createSession = async (db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> => {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
};

export type SessionUser = typeof users.$inferSelect;

// Every API request looks its session up: a prepared statement costs a third of building the query each time
// (measured: 0.25 against 0.8 ms CPU, 0.6 against 2.2 ms wall), without caching sessions in memory, so a logout
// anywhere ends the session everywhere at once.
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_lookup'),
);

/** The user behind a cookie token, extending the session when it is used (null when unknown or expired). */
export const resolveSession = async (
  db: Db,
  token: string,
): Promise<{ user: SessionUser; expiresAt: Date; refreshed: boolean } | null> => {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token), now: new Date() });
  if (!row) return null;
  const now = Date.now();
  if (now - row.session.lastSeenAt.getTime() < REFRESH_AFTER_MS) {
    return { user: row.user, expiresAt: row.session.expiresAt, refreshed: false };
  }
  const expiresAt = new Date(now + SESSION_TTL_MS);
  await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: new Date(now) })
    .where(eq(sessions.id, row.session.id));
  return { user: row.user, expiresAt, refreshed: true };
};

export const deleteSession = async (db: Db, token: string): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
};

export const deleteUserSessions = async (db: Db, userId: number): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.userId, userId));
};

/** Sessions past their expiry (signed-out users who never came back): run by the hourly purge job. */
export const deleteExpiredSessions = async (db: Db, now: Date = new Date()): Promise<number> => {
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return deleted.length;
};
