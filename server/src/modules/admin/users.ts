import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import { workStatusText, type AdminUser, type AdminUserDetail, type UserActivity } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { businesses, operatorActions, recommendations, reviews, sessions, users, works } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import { afterCursor, createdAtMs, decodePageCursor, toPage, type Page } from '../../http/page-cursor.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { recordOperatorAction } from './audit.js';

// Users as operators see them: look-up, suspension and ending sessions. A suspended account
// cannot sign in (auth/service.ts issues it no session) and its sessions are not honoured
// (auth/sessions.ts), so a token taken before the suspension is worthless too.

type UserRow = typeof users.$inferSelect;
const joined = createdAtMs(users.createdAt);
const RECENT = 5;

/** Escapes LIKE's wildcards so a search for "50%" finds "50%", not everything. */
const likeFragment = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function describeUsers(db: Queryable, rows: readonly UserRow[]): Promise<AdminUser[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [owned, live] = await Promise.all([
    db.select({ ownerUserId: businesses.ownerUserId, id: businesses.id, name: businesses.name }).from(businesses).where(inArray(businesses.ownerUserId, ids)),
    db
      .select({ userId: sessions.userId, active: count(sessions.id) })
      .from(sessions)
      .where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .groupBy(sessions.userId),
  ]);
  const lastSeen = await db
    .select({ userId: sessions.userId, lastSeenAt: max(sessions.lastSeenAt) })
    .from(sessions)
    .where(inArray(sessions.userId, ids))
    .groupBy(sessions.userId);
  return rows.map((row) => {
    const business = owned.find((b) => b.ownerUserId === row.id);
    const seen = lastSeen.find((s) => s.userId === row.id)?.lastSeenAt;
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      role: row.role,
      business: business ? { id: business.id, name: business.name } : null,
      emailVerified: row.emailVerifiedAt !== null,
      suspendedAt: row.suspendedAt?.toISOString() ?? null,
      suspendedReason: row.suspendedReason,
      activeSessions: Number(live.find((s) => s.userId === row.id)?.active ?? 0),
      lastSeenAt: seen ? new Date(seen).toISOString() : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** Users whose name or email contains `q` (all users without one), newest first. */
export async function searchUsers(db: Queryable, query: { q?: string | undefined; cursor?: string | undefined; limit: number }): Promise<Page<AdminUser>> {
  const after = query.cursor ? decodePageCursor(query.cursor, 'users') : null;
  const q = query.q?.trim();
  const matches = q
    ? or(ilike(users.email, likeFragment(q)), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likeFragment(q)))
    : undefined;
  const rows = await db
    .select({ user: users, createdAtMs: joined })
    .from(users)
    .where(and(matches, afterCursor(joined, users.id, after)))
    .orderBy(desc(joined), desc(users.id))
    .limit(query.limit + 1);
  const kept = rows.slice(0, query.limit);
  const described = await describeUsers(db, kept.map((r) => r.user));
  return toPage(
    rows,
    query.limit,
    (row) => ({ createdAt: row.createdAtMs, id: row.user.id }),
    (row) => described.find((u) => u.id === row.user.id)!,
  );
}

async function userRow(db: Queryable, userId: string, lock = false): Promise<UserRow> {
  const select = db.select().from(users).where(eq(users.id, userId)).limit(1);
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw notFound('user');
  return row;
}

export async function adminUser(db: Queryable, userId: string): Promise<AdminUser> {
  const [described] = await describeUsers(db, [await userRow(db, userId)]);
  return described!;
}

/** What a user did lately, newest first: sign-ins, reviews, works, recommendations, and what operators did to them. */
async function recentActivity(db: Queryable, userId: string): Promise<UserActivity[]> {
  const [signIns, written, ownWorks, recommended, actions] = await Promise.all([
    db.select({ at: sessions.createdAt, agent: sessions.userAgent }).from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)).limit(RECENT),
    db
      .select({ at: reviews.createdAt, business: businesses.name, overall: reviews.overall })
      .from(reviews)
      .innerJoin(businesses, eq(businesses.id, reviews.businessId))
      .where(eq(reviews.authorUserId, userId))
      .orderBy(desc(reviews.createdAt))
      .limit(RECENT),
    db
      .select({ at: works.createdAt, title: works.title, status: works.status, business: businesses.name, customerId: works.customerId })
      .from(works)
      .innerJoin(businesses, eq(businesses.id, works.businessId))
      .where(or(eq(works.customerId, userId), eq(businesses.ownerUserId, userId)))
      .orderBy(desc(works.createdAt))
      .limit(RECENT),
    db
      .select({ at: recommendations.createdAt, business: businesses.name })
      .from(recommendations)
      .innerJoin(businesses, eq(businesses.id, recommendations.businessId))
      .where(and(eq(recommendations.recommenderUserId, userId), isNotNull(recommendations.recommenderUserId)))
      .orderBy(desc(recommendations.createdAt))
      .limit(RECENT),
    db.select().from(operatorActions).where(eq(operatorActions.targetId, userId)).orderBy(desc(operatorActions.createdAt)).limit(RECENT),
  ]);
  const items: UserActivity[] = [
    ...signIns.map((s) => ({ kind: 'SIGNED_IN' as const, text: s.agent ? `Signed in (${s.agent.slice(0, 120)})` : 'Signed in', at: s.at.toISOString() })),
    ...written.map((r) => ({ kind: 'REVIEW_WRITTEN' as const, text: `Reviewed ${r.business} (${r.overall} of 5)`, at: r.at.toISOString() })),
    ...ownWorks.map((w) => ({
      kind: 'WORK' as const,
      text: `${w.customerId === userId ? `Work with ${w.business}` : 'Quoted'}: ${w.title} · ${workStatusText(w.status)}`.slice(0, 400),
      at: w.at.toISOString(),
    })),
    ...recommended.map((r) => ({ kind: 'RECOMMENDATION' as const, text: `Recommended ${r.business}`, at: r.at.toISOString() })),
    ...actions.map((a) => ({
      kind: 'OPERATOR_ACTION' as const,
      text: `${a.operatorName}: ${a.action === 'USER_SUSPENDED' ? 'suspended' : a.action === 'USER_RESTORED' ? 'restored' : 'ended the sessions of'} this account${a.reason ? ` — ${a.reason}` : ''}`.slice(0, 400),
      at: a.createdAt.toISOString(),
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, 15);
}

export async function adminUserDetail(db: Queryable, userId: string): Promise<AdminUserDetail> {
  const user = await adminUser(db, userId);
  return { ...user, recentActivity: await recentActivity(db, userId) };
}

const fullName = (row: UserRow) => `${row.firstName} ${row.lastName} <${row.email}>`;

/** Suspends an account and ends its sessions; its sockets close once this commits. */
export async function suspendUser(db: Database, operatorId: string, userId: string, reason: string): Promise<AdminUser> {
  if (userId === operatorId) throw conflict('You cannot suspend your own account. Ask another operator.');
  await db.transaction(async (tx) => {
    const row = await userRow(tx, userId, true);
    if (row.suspendedAt) throw conflict('This account is already suspended.');
    await tx.update(users).set({ suspendedAt: new Date(), suspendedReason: reason, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
    await recordOperatorAction(tx, {
      operatorId,
      action: 'USER_SUSPENDED',
      targetType: 'USER',
      targetId: userId,
      targetLabel: fullName(row),
      reason,
      changes: [{ field: 'status', from: 'Active', to: 'Suspended' }],
    });
  });
  return adminUser(db, userId);
}

/** Lifts a suspension: the user can sign in again (their old sessions stay ended). */
export async function restoreUser(db: Database, operatorId: string, userId: string, reason: string): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const row = await userRow(tx, userId, true);
    if (!row.suspendedAt) throw conflict('This account is not suspended.');
    await tx.update(users).set({ suspendedAt: null, suspendedReason: null, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordOperatorAction(tx, {
      operatorId,
      action: 'USER_RESTORED',
      targetType: 'USER',
      targetId: userId,
      targetLabel: fullName(row),
      reason,
      changes: [{ field: 'status', from: 'Suspended', to: 'Active' }],
    });
  });
  return adminUser(db, userId);
}

/** Signs a user out everywhere (every session, every open socket) without suspending them. */
export async function endUserSessions(db: Database, operatorId: string, userId: string, reason: string): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const row = await userRow(tx, userId, true);
    const before = await describeUsers(tx, [row]);
    await revokeUserSessions(tx, userId);
    await recordOperatorAction(tx, {
      operatorId,
      action: 'USER_SESSIONS_ENDED',
      targetType: 'USER',
      targetId: userId,
      targetLabel: fullName(row),
      reason,
      changes: [{ field: 'active sessions', from: String(before[0]?.activeSessions ?? 0), to: '0' }],
    });
  });
  return adminUser(db, userId);
}
