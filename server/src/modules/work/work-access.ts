import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { WorkSide } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, users, works } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/errors.js';

// Who takes part in a work and on which side. The customer is one user; the business side is
// every user of the business (today its owner, as a business has one user). Anyone else, and
// the customer while the quote is still a draft (the business's own working copy), hears 404.

export type WorkRow = typeof works.$inferSelect;

/** A work with the people around it, as every change needs it. */
export interface WorkContext {
  work: WorkRow;
  ownerUserId: string;
  businessName: string;
  customerName: string;
}

/** A work seen by one of its parties. */
export interface PartyContext extends WorkContext {
  userId: string;
  side: WorkSide;
}

/** The condition "this user can see the work": its customer once the quote is sent, or its business. */
export function visibleTo(userId: string): SQL {
  return or(and(eq(works.customerId, userId), sql`${works.quoteStatus} <> 'DRAFT'`), eq(businesses.ownerUserId, userId))!;
}

const columns = {
  work: works,
  ownerUserId: businesses.ownerUserId,
  businessName: businesses.name,
  customerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
};

function selectWork(db: Queryable) {
  return db.select(columns).from(works).innerJoin(businesses, eq(businesses.id, works.businessId)).innerJoin(users, eq(users.id, works.customerId));
}

/**
 * The work as the caller sees it, with their side; 404 for anyone who does not take part.
 * `lock` takes the work's row lock for the caller's transaction: every change to a work's
 * status, schedule or agreements holds it, so concurrent moves give one outcome.
 */
export async function workForParty(db: Queryable, userId: string, workId: string, options: { lock?: boolean } = {}): Promise<PartyContext> {
  const query = selectWork(db).where(and(eq(works.id, workId), visibleTo(userId))).limit(1);
  const [row] = options.lock ? await query.for('update', { of: works }) : await query;
  if (!row) throw notFound('job');
  return { ...row, userId, side: row.ownerUserId === userId ? 'TRADEPERSON' : 'CUSTOMER' };
}

/** The work by id whoever asks (for the system's own changes: late payments, payments); locks it when asked. */
export async function workContext(db: Queryable, workId: string, options: { lock?: boolean } = {}): Promise<WorkContext> {
  const query = selectWork(db).where(eq(works.id, workId)).limit(1);
  const [row] = options.lock ? await query.for('update', { of: works }) : await query;
  if (!row) throw notFound('job');
  return row;
}

/** The users on one side of a work: the customer, or every user of the business. */
export function sideUserIds(context: WorkContext, side: WorkSide): string[] {
  return side === 'CUSTOMER' ? [context.work.customerId] : [context.ownerUserId];
}

/** Both sides' users, for the events both hear. */
export function partyUserIds(context: WorkContext): string[] {
  return [...sideUserIds(context, 'CUSTOMER'), ...sideUserIds(context, 'TRADEPERSON')];
}

/** How a side is named in sentences: the customer by name, the business by its name. */
export function sideName(context: WorkContext, side: WorkSide): string {
  return side === 'CUSTOMER' ? context.customerName : context.businessName;
}

/** Refuses a move that belongs to the business when the caller is the customer, with the sentence given. */
export function requireBusinessSide(party: PartyContext, sentence: string): void {
  if (party.side !== 'TRADEPERSON') throw forbidden(sentence);
}
