import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { INVITE_LIMIT_MESSAGE, MAX_INVITES_PER_BUSINESS_PER_DAY, type inviteRecommendationBodySchema, type Recommendation } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, notifications, recommendations, users } from '../../db/schema/index.js';
import { businessRequired, conflict, forbidden, notFound, tooManyRequests } from '../../http/errors.js';
import { sendTemplatedEmail, sendTemplatedSms } from '../../platform/templated-mail.js';
import { TEMPLATE_KEYS } from '../../seed/templates.js';
import type { AppContext } from '../context.js';
import { createNotification } from '../notifications/create.js';
import { findRecommendation, lockBusiness, toRecommendation } from './queries.js';
import { assertNotBlocked, assertOffersCategory } from './rules.js';

type InviteBody = z.output<typeof inviteRecommendationBodySchema>;

/** At most this many resends of one invite in any 24 hours. */
export const MAX_RESENDS_PER_DAY = 3;
export const RESEND_LIMIT_MESSAGE = `You have already resent this invitation ${MAX_RESENDS_PER_DAY} times today. You can send it again tomorrow.`;
const NO_BUSINESS_MESSAGE = 'Register your business first: invitations to recommend are sent by a registered business.';

/**
 * Where an invite takes the customer: the hub's recommend flow with the invite's code, which
 * shows the business, lets them pick the category, sign in or register inline and recommend.
 */
export function inviteLink(siteUrl: string, referralCode: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/home/recommend?code=${encodeURIComponent(referralCode)}`;
}

interface InviteSend {
  recommendationId: string;
  referralCode: string;
  businessName: string;
  customerName: string;
  email: string | null;
  phone: string | null;
}

/**
 * Tells the business owner that the invite went out, one notice per channel, in the
 * caller's transaction. `sendNumber` (1 for the first send) lets resends be counted.
 */
async function noteSends(db: Queryable, ownerUserId: string, send: InviteSend, sendNumber: number): Promise<void> {
  const metaData = { recommendationId: send.recommendationId, sendNumber };
  const again = sendNumber > 1 ? ' again' : '';
  if (send.email) {
    await createNotification(db, {
      userId: ownerUserId,
      actionType: 'EMAIL_SENT',
      message: `We emailed ${send.customerName}${again}, inviting them to recommend ${send.businessName}.`,
      isForBusiness: true,
      metaData,
    });
  }
  if (send.phone) {
    await createNotification(db, {
      userId: ownerUserId,
      actionType: 'SMS_SENT',
      message: `We texted ${send.customerName}${again}, inviting them to recommend ${send.businessName}.`,
      isForBusiness: true,
      metaData,
    });
  }
}

/** Sends the invite from the stored templates; runs after the transaction commits. */
async function deliver(context: AppContext, send: InviteSend): Promise<void> {
  const values = { businessName: send.businessName, customerName: send.customerName, link: inviteLink(context.config.siteUrl, send.referralCode) };
  if (send.email) await sendTemplatedEmail(context.db, context.mailer, TEMPLATE_KEYS.recommendationInviteEmail, send.email, values);
  if (send.phone) await sendTemplatedSms(context.db, context.sms, TEMPLATE_KEYS.recommendationInviteSms, send.phone, values);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Refuses a new invite once the business has sent MAX_INVITES_PER_BUSINESS_PER_DAY in the last
 * 24 hours, saying when the oldest of them leaves the window. Called with the business row
 * locked, so invites sent at once are counted one after another and cannot pass the cap.
 */
async function refuseOverDailyInvites(db: Queryable, businessId: string): Promise<void> {
  const since = new Date(Date.now() - DAY_MS);
  const [row] = await db
    .select({ sent: sql<number>`count(*)::int`.mapWith(Number), oldest: sql<Date | null>`min(${recommendations.createdAt})`.mapWith(recommendations.createdAt) })
    .from(recommendations)
    .where(and(eq(recommendations.businessId, businessId), gt(recommendations.inviteCount, 0), gt(recommendations.createdAt, since)));
  if (!row || row.sent < MAX_INVITES_PER_BUSINESS_PER_DAY) return;
  const freedAt = (row.oldest?.getTime() ?? Date.now()) + DAY_MS;
  throw tooManyRequests(INVITE_LIMIT_MESSAGE, Math.max(1, Math.ceil((freedAt - Date.now()) / 1000)));
}

/** The caller's business invites a past customer to recommend it in one of its categories. */
export async function inviteCustomer(context: AppContext, userId: string, body: InviteBody): Promise<Recommendation> {
  const { db } = context;
  const [own] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerUserId, userId)).limit(1);
  if (!own) throw businessRequired(NO_BUSINESS_MESSAGE);

  if (body.emailAddress) {
    const [person] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.emailAddress)).limit(1);
    if (person?.id === userId) throw forbidden('You cannot invite yourself to recommend your own business.');
    if (person) await assertNotBlocked(db, userId, person.id, 'You cannot invite this customer because one of you has blocked the other.');
  }

  const { send, recommendation } = await db.transaction(async (tx) => {
    const business = await lockBusiness(tx, own.id);
    if (!business) throw notFound('business');
    await refuseOverDailyInvites(tx, business.id);
    await assertOffersCategory(tx, business.id, body.workCategoryId);
    const now = new Date();
    const [created] = await tx
      .insert(recommendations)
      .values({
        businessId: business.id,
        categoryId: body.workCategoryId,
        invitedName: body.name,
        invitedEmail: body.emailAddress ?? null,
        invitedPhone: body.phoneNumber ?? null,
        inviteCount: 1,
        inviteSentAt: now,
      })
      .returning({ id: recommendations.id, referralCode: recommendations.referralCode });
    const send: InviteSend = {
      recommendationId: created!.id,
      referralCode: created!.referralCode,
      businessName: business.name,
      customerName: body.name,
      email: body.emailAddress ?? null,
      phone: body.phoneNumber ?? null,
    };
    await noteSends(tx, userId, send, 1);
    const record = await findRecommendation(tx, eq(recommendations.id, created!.id));
    return { send, recommendation: toRecommendation(record!, userId) };
  });
  await deliver(context, send);
  return recommendation;
}

/** How many times an invite was resent in the last 24 hours, from the owner's sent notices. */
async function resendsInLastDay(db: Queryable, ownerUserId: string, recommendationId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${notifications.metaData}->>'sendNumber')::int`.mapWith(Number) })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, ownerUserId),
        inArray(notifications.actionType, ['EMAIL_SENT', 'SMS_SENT']),
        sql`${notifications.metaData}->>'recommendationId' = ${recommendationId}`,
        sql`(${notifications.metaData}->>'sendNumber')::int > 1`,
        sql`${notifications.createdAt} > now() - interval '24 hours'`,
      ),
    );
  return row?.count ?? 0;
}

/** Sends an unanswered invite again; at most MAX_RESENDS_PER_DAY times in 24 hours (429 after). */
export async function resendInvite(context: AppContext, userId: string, id: string): Promise<{ customerName: string }> {
  const { db } = context;
  const first = await findRecommendation(db, eq(recommendations.id, id));
  if (!first || first.businessOwnerId !== userId) throw notFound('recommendation');

  const send = await db.transaction(async (tx) => {
    await lockBusiness(tx, first.row.businessId);
    const [row] = await tx.select().from(recommendations).where(eq(recommendations.id, id)).for('update');
    if (!row) throw notFound('recommendation');
    if (row.revokedAt) throw conflict('This invitation was withdrawn, so it cannot be sent again.');
    if (row.recommenderUserId) throw conflict('The customer has already answered this invitation, so there is nothing to resend.');
    if (row.inviteCount === 0 || (!row.invitedEmail && !row.invitedPhone)) {
      throw conflict('This recommendation did not come from an invitation, so there is nothing to resend.');
    }
    if ((await resendsInLastDay(tx, userId, id)) >= MAX_RESENDS_PER_DAY) throw tooManyRequests(RESEND_LIMIT_MESSAGE);
    const now = new Date();
    const [updated] = await tx
      .update(recommendations)
      .set({ inviteCount: sql`${recommendations.inviteCount} + 1`, inviteSentAt: now, updatedAt: now })
      .where(eq(recommendations.id, id))
      .returning({ inviteCount: recommendations.inviteCount });
    const send: InviteSend = {
      recommendationId: id,
      referralCode: row.referralCode,
      businessName: first.businessName,
      customerName: row.invitedName ?? 'there',
      email: row.invitedEmail,
      phone: row.invitedPhone,
    };
    await noteSends(tx, userId, send, updated!.inviteCount);
    return send;
  });
  await deliver(context, send);
  return { customerName: send.customerName };
}
