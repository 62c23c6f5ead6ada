import type { DisputeStatus } from '@tradeshub/sdk';
import { conflict } from '../../http/errors.js';

/**
 * Review dispute moves: an operator accepts or rejects a pending dispute, or the business
 * withdraws it; a decided dispute can then only be closed. Anything else is refused with 409.
 */
export const REVIEW_DISPUTE_TRANSITIONS = {
  PENDING: ['ACCEPTED', 'REJECTED', 'CLOSED'],
  ACCEPTED: ['CLOSED'],
  REJECTED: ['CLOSED'],
  CLOSED: [],
} as const satisfies Record<DisputeStatus, readonly DisputeStatus[]>;

export function assertDisputeTransition(from: DisputeStatus, to: DisputeStatus): void {
  const allowed: readonly DisputeStatus[] = REVIEW_DISPUTE_TRANSITIONS[from];
  if (allowed.includes(to)) return;
  const word = (status: DisputeStatus) => status.toLowerCase();
  throw conflict(`A review dispute that is ${word(from)} cannot be moved to ${word(to)}.`, 'ILLEGAL_TRANSITION');
}
