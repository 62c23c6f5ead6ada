import { describe, expect, test } from 'vitest';
import { workActionsFor, workMoverProblem, quoteMoverProblem, type WorkForMoves, type WorkSide } from '../src/index.js';

const work = (overrides: Partial<WorkForMoves> = {}): WorkForMoves => ({
  status: 'OPEN',
  quoteStatus: 'DRAFT',
  lockStatus: 'OPEN',
  mode: 'STANDARD',
  agreement: { customerAgreedAt: null, businessAgreedAt: null },
  cancelRequest: null,
  payments: [{ status: 'OPEN' }],
  pendingChangeSetId: null,
  ...overrides,
});
const at = '2026-01-01T00:00:00.000Z';

describe('workActionsFor', () => {
  test.each<[string, WorkForMoves, WorkSide, string[]]>([
    ['a draft, business', work(), 'TRADEPERSON', ['EDIT_QUOTE', 'SEND_QUOTE', 'CANCEL']],
    ['a sent quote, customer', work({ quoteStatus: 'SENT' }), 'CUSTOMER', ['ACCEPT_QUOTE', 'REJECT_QUOTE']],
    ['a sent quote, business', work({ quoteStatus: 'SENT' }), 'TRADEPERSON', ['WITHDRAW_QUOTE']],
    ['accepted, nobody agreed', work({ status: 'ACCEPTED', quoteStatus: 'ACCEPTED' }), 'CUSTOMER', ['AGREE', 'CANCEL']],
    ['accepted, customer agreed', work({ status: 'ACCEPTED', quoteStatus: 'ACCEPTED', agreement: { customerAgreedAt: at, businessAgreedAt: null } }), 'CUSTOMER', ['CANCEL']],
    ['agreed, business', work({ status: 'AGREED', quoteStatus: 'ACCEPTED', lockStatus: 'LOCKED' }), 'TRADEPERSON', ['START', 'START_ONGOING', 'REQUEST_PAYMENT', 'PROPOSE_SCHEDULE_CHANGE', 'CANCEL']],
    ['in progress, customer', work({ status: 'IN_PROGRESS', quoteStatus: 'STARTED', lockStatus: 'LOCKED' }), 'CUSTOMER', ['PROPOSE_SCHEDULE_CHANGE', 'REQUEST_CANCEL']],
    ['in progress, cancel asked by the business, customer', work({ status: 'IN_PROGRESS', quoteStatus: 'STARTED', lockStatus: 'LOCKED', cancelRequest: { requestedBy: 'TRADEPERSON' } }), 'CUSTOMER', ['PROPOSE_SCHEDULE_CHANGE', 'CONFIRM_CANCEL']],
    ['in progress, cancel asked by the business, business', work({ status: 'IN_PROGRESS', quoteStatus: 'STARTED', lockStatus: 'LOCKED', cancelRequest: { requestedBy: 'TRADEPERSON' } }), 'TRADEPERSON', ['REQUEST_PAYMENT', 'COMPLETE', 'PROPOSE_SCHEDULE_CHANGE']],
    ['awaiting payment, all paid', work({ status: 'COMPLETED_PENDING', quoteStatus: 'STARTED', lockStatus: 'LOCKED', payments: [{ status: 'PAID' }] }), 'TRADEPERSON', ['COMPLETE', 'REQUEST_CANCEL']],
    ['completed', work({ status: 'COMPLETED', quoteStatus: 'STARTED', lockStatus: 'CLOSED', payments: [{ status: 'PAID' }] }), 'TRADEPERSON', ['CLOSE']],
    ['completed, customer', work({ status: 'COMPLETED', quoteStatus: 'STARTED', lockStatus: 'CLOSED', payments: [{ status: 'PAID' }] }), 'CUSTOMER', []],
  ])('%s', (_, subject, side, expected) => {
    expect(workActionsFor(subject, side)).toEqual(expected);
  });
});

describe('who may move', () => {
  test.each<[WorkSide, Parameters<typeof workMoverProblem>[1], string | null]>([
    ['CUSTOMER', 'IN_PROGRESS', 'Only the tradesperson can start the job.'],
    ['TRADEPERSON', 'ACCEPTED', 'Only the customer can accept the quote.'],
    ['CUSTOMER', 'ACCEPTED', null],
    ['CUSTOMER', 'CANCELLED', null],
    ['TRADEPERSON', 'AGREED', null],
    // Nobody moves to OPEN; the machine refuses it with its own sentence.
    ['TRADEPERSON', 'OPEN', null],
  ])('%s to %s', (side, to, problem) => {
    expect(workMoverProblem(side, to)).toBe(problem);
  });

  test('quotes are sent by the business and answered by the customer', () => {
    expect(quoteMoverProblem('CUSTOMER', 'SENT')).toBe('Only the tradesperson can send the quote.');
    expect(quoteMoverProblem('TRADEPERSON', 'REJECTED')).toBe('Only the customer can reject the quote.');
    expect(quoteMoverProblem('CUSTOMER', 'ACCEPTED')).toBeNull();
  });
});
