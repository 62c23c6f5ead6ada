import { WORK_UNDER_SUPPORT_SENTENCE, assertTransition, quoteMoverProblem, workMoverProblem, type QuoteStatus, type Work, type WorkStatus } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { conflict, forbidden } from '../../http/errors.js';
import { agreeContract, cancelWork, closeWork, completeWork, startWork } from './contract-moves.js';
import { answerQuote, sendQuote, withdrawQuote } from './quote-moves.js';
import { workForParty, type PartyContext } from './work-access.js';
import { workView } from './work-view.js';

// The two status endpoints: update-work-status and update-quote-status. Each locks the work,
// refuses the wrong side (403) before the machine refuses the wrong move (409), makes the
// move and answers the work as the caller now sees it, with a sentence saying what happened.

export interface MoveResult {
  work: Work;
  message: string;
}

async function statusMove(db: Queryable, party: PartyContext, to: WorkStatus, reason: string | undefined): Promise<string> {
  const problem = workMoverProblem(party.side, to);
  if (problem) throw forbidden(problem);
  if (party.work.status === 'INDEPENDENT_ASSESSMENT') throw conflict(WORK_UNDER_SUPPORT_SENTENCE);
  switch (to) {
    case 'ACCEPTED':
    case 'REJECTED':
      return answerQuote(db, party, to);
    case 'AGREED':
      return agreeContract(db, party);
    case 'IN_PROGRESS':
    case 'ON_GOING':
      return startWork(db, party, to);
    case 'COMPLETED':
    case 'COMPLETED_PENDING':
      return completeWork(db, party);
    case 'CLOSED':
      return closeWork(db, party);
    case 'CANCELLED':
      return cancelWork(db, party, reason);
    case 'INDEPENDENT_ASSESSMENT':
      throw conflict('Ask for an independent assessment from the job’s support options, not by changing its status.');
    case 'OPEN':
      assertTransition('work', party.work.status, to);
      throw conflict('A job cannot go back to draft.');
  }
}

async function quoteMove(db: Queryable, party: PartyContext, to: QuoteStatus): Promise<string> {
  const problem = quoteMoverProblem(party.side, to);
  if (problem) throw forbidden(problem);
  switch (to) {
    case 'SENT':
      return sendQuote(db, party);
    case 'ACCEPTED':
    case 'REJECTED':
      return answerQuote(db, party, to);
    case 'CLOSED':
      return withdrawQuote(db, party);
    case 'STARTED':
      return startWork(db, party, 'IN_PROGRESS');
    case 'DRAFT':
      assertTransition('quote', party.work.quoteStatus, to);
      throw conflict('A quote cannot go back to draft.');
  }
}

/** update-work-status: moves a work the caller takes part in. */
export async function moveWork(db: Database, userId: string, workId: string, to: WorkStatus, reason?: string): Promise<MoveResult> {
  const message = await db.transaction(async (tx) => statusMove(tx, await workForParty(tx, userId, workId, { lock: true }), to, reason));
  return { work: await workView(db, userId, workId), message };
}

/** update-quote-status: sends, answers, withdraws or starts a work's quote. */
export async function moveQuote(db: Database, userId: string, workId: string, to: QuoteStatus): Promise<MoveResult> {
  const message = await db.transaction(async (tx) => quoteMove(tx, await workForParty(tx, userId, workId, { lock: true }), to));
  return { work: await workView(db, userId, workId), message };
}
