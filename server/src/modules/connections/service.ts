import { and, eq, sql } from 'drizzle-orm';
import { contactRequestCount, type ConnectionCheck, type UserConnection, type ViewerRole } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { userConnections, users } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { createNotification } from '../notifications/create.js';
import { connectionAcceptedNotice } from '../notifications/notices.js';
import { isBlockedBetween } from '../user/blocks.js';
import { between, findConnectionFor, involving, otherSideOf, toUserConnection, type ConnectionRow } from './queries.js';

async function findUser(db: Queryable, userId: string) {
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, avatarUrl: users.avatarUrl, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ?? null;
}

/** Why a second request between the same two people is refused, from the asker's side. */
function existingConnectionProblem(existing: ConnectionRow, askerId: string): string {
  if (existing.status === 'ACCEPTED') return 'You are already connected with this person.';
  if (existing.status === 'REJECTED') return 'A connection request between you has already been answered.';
  return existing.senderId === askerId
    ? 'You have already sent this person a connection request.'
    : 'This person has already sent you a connection request. Accept it from your pending requests.';
}

export interface ConnectionRequest {
  receiverId: string;
  isTrustedConnection: boolean;
}

/**
 * Sends a connection request: one per pair of people, whichever of them asks first. Once it
 * is committed the receiver's sockets hear CONNECTION_REQUEST with the request as they see it.
 */
export async function requestConnection(db: Database, events: EventBus, senderId: string, request: ConnectionRequest): Promise<UserConnection> {
  if (senderId === request.receiverId) throw badRequest('You cannot send a connection request to yourself.');
  const { asSender, asReceiver } = await db.transaction(async (tx) => {
    const [receiver, sender] = await Promise.all([findUser(tx, request.receiverId), findUser(tx, senderId)]);
    if (!receiver || !sender) throw notFound('user');
    if (await isBlockedBetween(tx, senderId, receiver.id)) {
      throw forbidden('You cannot connect with this person.');
    }
    if (request.isTrustedConnection && receiver.role !== 'TRADEPERSON') {
      throw badRequest('Only a business can have trusted connections. Send an ordinary connection request instead.');
    }
    // The unique index covers one direction only; this lock makes the two directions one queue.
    const pair = [senderId, receiver.id].sort().join('|');
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${pair}))`);
    const [existing] = await tx.select().from(userConnections).where(between(senderId, receiver.id)).limit(1);
    if (existing) throw conflict(existingConnectionProblem(existing, senderId));
    const [created] = await tx
      .insert(userConnections)
      .values({ senderId, receiverId: receiver.id, isTrustedConnection: request.isTrustedConnection })
      .returning();
    return { asSender: toUserConnection(created!, receiver), asReceiver: toUserConnection(created!, sender) };
  });
  await events.publish([asReceiver.receiverId], 'CONNECTION_REQUEST', asReceiver);
  return asSender;
}

/** The receiver accepts or rejects a request; accepting tells the sender. Anyone else hears 404. */
export async function answerConnectionRequest(
  db: Database,
  receiverId: string,
  connectionId: string,
  status: 'ACCEPTED' | 'REJECTED',
): Promise<UserConnection> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(userConnections)
      .where(and(eq(userConnections.id, connectionId), eq(userConnections.receiverId, receiverId)))
      .for('update')
      .limit(1);
    if (!row) throw notFound('connection request');
    if (row.status !== 'PENDING') throw conflict('You have already answered this connection request.');
    if (status === 'ACCEPTED' && (await isBlockedBetween(tx, row.senderId, receiverId))) {
      throw forbidden('You cannot connect with this person.');
    }
    const [updated] = await tx
      .update(userConnections)
      .set({ status, seen: true, updatedAt: new Date() })
      .where(eq(userConnections.id, row.id))
      .returning();
    const [sender, receiver] = await Promise.all([findUser(tx, row.senderId), findUser(tx, receiverId)]);
    if (!sender || !receiver) throw notFound('user');
    if (status === 'ACCEPTED') {
      await createNotification(tx, { userId: sender.id, triggeredByUserId: receiver.id, ...connectionAcceptedNotice(row.id, receiver) });
    }
    return toUserConnection(updated!, sender);
  });
}

/** Either side removes a connection or withdraws a request; anyone else hears 404. */
export async function removeConnection(db: Queryable, userId: string, connectionId: string): Promise<void> {
  const [removed] = await db
    .delete(userConnections)
    .where(and(eq(userConnections.id, connectionId), involving(userId)))
    .returning({ id: userConnections.id });
  if (!removed) throw notFound('connection');
}

/** Whether two people are connected, and the request between them if there is one. */
export async function connectionCheck(db: Queryable, viewerId: string, otherId: string): Promise<ConnectionCheck> {
  const connection = await findConnectionFor(db, viewerId, between(viewerId, otherId));
  return { connected: connection?.status === 'ACCEPTED', connection };
}

export async function markAllRequestsSeen(db: Queryable, receiverId: string): Promise<void> {
  await db
    .update(userConnections)
    .set({ seen: true })
    .where(and(eq(userConnections.receiverId, receiverId), eq(userConnections.seen, false)));
}

/** Connections both sides agreed to. */
export const acceptedConnections = eq(userConnections.status, 'ACCEPTED');

/** Requests waiting for `receiverId` to answer. */
export function pendingRequestsTo(receiverId: string) {
  return and(eq(userConnections.receiverId, receiverId), eq(userConnections.status, 'PENDING'));
}

/** The conditions of an unseen request to `receiverId`. */
export function unseenRequestsTo(receiverId: string) {
  return and(pendingRequestsTo(receiverId), eq(userConnections.seen, false));
}

/** The contact badge: unseen requests, trusted-connection ones only in business mode (sdk rule). */
export async function unseenRequestCount(db: Queryable, receiverId: string, mode: ViewerRole): Promise<number> {
  const requests = await db
    .select({ isTrustedConnection: userConnections.isTrustedConnection })
    .from(userConnections)
    .where(unseenRequestsTo(receiverId));
  return contactRequestCount(requests, mode);
}

/** Everyone `userId` is connected with (accepted either way): who hears the user's presence. */
export async function connectedUserIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: otherSideOf(userId) })
    .from(userConnections)
    .where(and(involving(userId), acceptedConnections));
  return rows.map((r) => r.id);
}
