import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import type { Viewer } from '../../http/viewer.js';
import { signalOnCommit } from '../../realtime/publish-on-commit.js';
import { newToken, sha256 } from './secrets.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions last 30 days from their last use... */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** ...and never more than 90 days from sign-in, however often they are used. */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS;
// Touching last_seen_at on every request would write on every read; once a minute is plenty.
const TOUCH_INTERVAL_MS = 60 * 1000;

export async function createSession(db: Queryable, userId: string, userAgent?: string): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The viewer a bearer token belongs to, or null when it is unknown, revoked or expired. */
export async function resolveSession(db: Queryable, token: string): Promise<Viewer | null> {
  const now = new Date();
  const [row] = await db
    .select({ sessionId: sessions.id, userId: users.id, role: users.role, lastSeenAt: sessions.lastSeenAt, createdAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A suspended account's sessions are not honoured, whatever their state.
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(users.suspendedAt)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    // Sliding, but capped: expires_at never passes the session's absolute end.
    const expiresAt = Math.min(now.getTime() + SESSION_TTL_MS, row.createdAt.getTime() + SESSION_MAX_AGE_MS);
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(expiresAt) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, userId: row.userId, role: row.role };
}

/** Ends one session; its open sockets, on every server process, are closed once this commits. */
export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  const [ended] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.id, sessionId))
    .returning({ userId: sessions.userId });
  if (ended) await announceSessionsEnded(db, ended.userId, [sessionId]);
}

/**
 * Ends every session of a user, optionally keeping the one making the request; their open
 * sockets, on every server process, are closed once this commits.
 */
export async function revokeUserSessions(db: Queryable, userId: string, exceptSessionId?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  await announceSessionsEnded(
    db,
    userId,
    ended.map((session) => session.id),
  );
}

// Named by id rather than "all but one": a session started just after this commits keeps its sockets.
async function announceSessionsEnded(db: Queryable, userId: string, sessionIds: string[]): Promise<void> {
  if (sessionIds.length > 0) await signalOnCommit(db, { kind: 'sessions-ended', process: '', userId, sessionIds });
}

/** Which of these sessions are still signed in (the realtime gateway drops sockets of the others). */
export async function liveSessionIds(db: Queryable, sessionIds: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (let start = 0; start < sessionIds.length; start += 5000) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, sessionIds.slice(start, start + 5000)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
    for (const row of rows) live.add(row.id);
  }
  return live;
}
