import { eq } from 'drizzle-orm';
import { assertTransition, formatPounds } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { works } from '../../db/schema/index.js';
import { conversationForQuote, postWorkMessage } from '../chat/service.js';
import type { PartyContext } from './work-access.js';
import { recordWorkChange } from './work-events.js';

// The quote's moves (ARCHITECTURE.md §7: DRAFT -> SENT -> ACCEPTED | REJECTED | CLOSED):
// the business sends or withdraws it, the customer accepts or rejects it. Sending writes a
// QUOTE message in the two people's conversation, answering a QUOTE_ACTION message. Each
// runs in the caller's transaction with the work's row locked.

const actorOf = (party: PartyContext) => ({ userId: party.userId, side: party.side });

/** DRAFT -> SENT: the customer sees the quote, as a QUOTE message in chat too. */
export async function sendQuote(db: Queryable, party: PartyContext): Promise<string> {
  const { work } = party;
  assertTransition('quote', work.quoteStatus, 'SENT');
  const conversationId = work.conversationId ?? (await conversationForQuote(db, party.userId, work.customerId));
  await db.update(works).set({ quoteStatus: 'SENT', conversationId }).where(eq(works.id, work.id));
  await postWorkMessage(db, {
    conversationId,
    senderId: party.userId,
    receiverId: work.customerId,
    type: 'QUOTE',
    text: `Quote: ${work.title}, ${formatPounds(work.totalPence)} including VAT`,
    workId: work.id,
  });
  await recordWorkChange(db, party, { kind: 'QUOTE_SENT', actor: actorOf(party), text: `${party.businessName} sent the quote for ${formatPounds(work.totalPence)}.` });
  return `Your quote has been sent to ${party.customerName}.`;
}

/**
 * The customer's answer. Accepting a QUICK contract also agrees it (there is no schedule to
 * agree: one payment on completion), so its work is AGREED and its schedule LOCKED at once.
 */
export async function answerQuote(db: Queryable, party: PartyContext, answer: 'ACCEPTED' | 'REJECTED'): Promise<string> {
  const { work } = party;
  assertTransition('quote', work.quoteStatus, answer);
  assertTransition('work', work.status, answer);
  const now = new Date();
  const quick = answer === 'ACCEPTED' && work.mode === 'QUICK';
  await db
    .update(works)
    .set({
      quoteStatus: answer,
      status: quick ? 'AGREED' : answer,
      ...(quick ? { customerAgreedAt: now, businessAgreedAt: now, lockStatus: 'LOCKED' as const } : {}),
      ...(answer === 'REJECTED' ? { lockStatus: 'CLOSED' as const } : {}),
    })
    .where(eq(works.id, work.id));
  if (work.conversationId) {
    await postWorkMessage(db, {
      conversationId: work.conversationId,
      senderId: party.userId,
      receiverId: party.ownerUserId,
      type: 'QUOTE_ACTION',
      text: answer === 'ACCEPTED' ? `Quote accepted: ${work.title}` : `Quote rejected: ${work.title}`,
      workId: work.id,
    });
  }
  const verb = answer === 'ACCEPTED' ? 'accepted' : 'rejected';
  await recordWorkChange(db, party, { kind: answer === 'ACCEPTED' ? 'QUOTE_ACCEPTED' : 'QUOTE_REJECTED', actor: actorOf(party), text: `${party.customerName} ${verb} the quote.` }, now);
  if (quick) {
    assertTransition('work', 'ACCEPTED', 'AGREED');
    await recordWorkChange(db, party, { kind: 'AGREED', actor: actorOf(party), text: 'The contract is agreed: one payment, on completion.' }, now);
    return 'You accepted the quote. The contract is agreed.';
  }
  return answer === 'ACCEPTED' ? 'You accepted the quote. Agree the contract to lock its payment schedule.' : 'You rejected the quote.';
}

/** SENT -> CLOSED: the business takes its quote back, which cancels the work. */
export async function withdrawQuote(db: Queryable, party: PartyContext): Promise<string> {
  const { work } = party;
  assertTransition('quote', work.quoteStatus, 'CLOSED');
  assertTransition('work', work.status, 'CANCELLED');
  await db.update(works).set({ quoteStatus: 'CLOSED', status: 'CANCELLED', lockStatus: 'CLOSED' }).where(eq(works.id, work.id));
  await recordWorkChange(db, party, { kind: 'QUOTE_WITHDRAWN', actor: actorOf(party), text: `${party.businessName} withdrew the quote.` });
  return 'You withdrew the quote.';
}
