import { describe, expect, test } from 'vitest';
import {
  IllegalTransitionError,
  WORK_WORKING_STATES,
  assertTransition,
  canTransition,
  isIllegalTransitionError,
  needsAgreement,
  nextStates,
} from '../src/domain/state-machines.js';
import type { StateMachineName, StateOf } from '../src/domain/state-machines.js';
import { PAYMENT_SCHEDULE_STATUSES, QUOTE_STATUSES, WORK_STATUSES } from '../src/domain/statuses.js';
import type { WorkStatus } from '../src/domain/statuses.js';

function reachableFrom<M extends StateMachineName>(machine: M, start: StateOf<M>): Set<StateOf<M>> {
  const seen = new Set<StateOf<M>>([start]);
  const queue = [start];
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    for (const next of nextStates(machine, state, { agreement: true })) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

describe('work machine', () => {
  test.each<[WorkStatus, WorkStatus]>([
    ['OPEN', 'ACCEPTED'],
    ['ACCEPTED', 'AGREED'],
    ['AGREED', 'IN_PROGRESS'],
    ['IN_PROGRESS', 'COMPLETED_PENDING'],
    ['COMPLETED_PENDING', 'COMPLETED'],
    ['COMPLETED', 'CLOSED'],
    ['AGREED', 'ON_GOING'],
    ['ON_GOING', 'COMPLETED_PENDING'],
    ['OPEN', 'REJECTED'],
    ['OPEN', 'CANCELLED'],
    ['ACCEPTED', 'CANCELLED'],
    ['AGREED', 'CANCELLED'],
  ])('%s -> %s is allowed to either side', (from, to) => {
    expect(canTransition('work', from, to)).toBe(true);
    expect(() => assertTransition('work', from, to)).not.toThrow();
  });

  test.each<[WorkStatus, WorkStatus]>([
    ['OPEN', 'CLOSED'],
    ['OPEN', 'IN_PROGRESS'],
    ['ACCEPTED', 'REJECTED'],
    ['CLOSED', 'OPEN'],
    ['CANCELLED', 'OPEN'],
    ['REJECTED', 'ACCEPTED'],
    ['COMPLETED', 'INDEPENDENT_ASSESSMENT'],
    ['INDEPENDENT_ASSESSMENT', 'COMPLETED'],
    ['OPEN', 'INDEPENDENT_ASSESSMENT'],
    ['OPEN', 'OPEN'],
  ])('%s -> %s is illegal', (from, to) => {
    expect(canTransition('work', from, to)).toBe(false);
    expect(canTransition('work', from, to, { agreement: true })).toBe(false);
  });

  test.each(['IN_PROGRESS', 'ON_GOING', 'COMPLETED_PENDING', 'INDEPENDENT_ASSESSMENT'] as const)(
    'cancelling from %s needs both sides to agree',
    (from) => {
      expect(needsAgreement('work', from, 'CANCELLED')).toBe(true);
      expect(canTransition('work', from, 'CANCELLED')).toBe(false);
      expect(canTransition('work', from, 'CANCELLED', { agreement: true })).toBe(true);
      expect(nextStates('work', from)).not.toContain('CANCELLED');
      expect(nextStates('work', from, { agreement: true })).toContain('CANCELLED');
    },
  );

  test.each(['OPEN', 'ACCEPTED', 'AGREED'] as const)('cancelling from %s needs no agreement', (from) => {
    expect(needsAgreement('work', from, 'CANCELLED')).toBe(false);
  });

  test('cancelling after completion is not possible even by agreement', () => {
    expect(canTransition('work', 'COMPLETED', 'CANCELLED', { agreement: true })).toBe(false);
  });

  test('an assessment is reachable from the agreed and every working state and resolves back to one', () => {
    for (const state of ['AGREED', ...WORK_WORKING_STATES] as const) expect(canTransition('work', state, 'INDEPENDENT_ASSESSMENT')).toBe(true);
    expect(nextStates('work', 'INDEPENDENT_ASSESSMENT')).toEqual(['AGREED', ...WORK_WORKING_STATES]);
  });

  test('an assessment ends the job (cancelled or closed) only when both sides accept that', () => {
    expect(canTransition('work', 'INDEPENDENT_ASSESSMENT', 'CLOSED')).toBe(false);
    expect(canTransition('work', 'INDEPENDENT_ASSESSMENT', 'CLOSED', { agreement: true })).toBe(true);
    expect(needsAgreement('work', 'INDEPENDENT_ASSESSMENT', 'CANCELLED')).toBe(true);
  });

  test('every status is reachable from a draft; only closed, rejected and cancelled are final', () => {
    expect(reachableFrom('work', 'OPEN')).toEqual(new Set(WORK_STATUSES));
    const final = WORK_STATUSES.filter((s) => nextStates('work', s, { agreement: true }).length === 0);
    expect(final.sort()).toEqual(['CANCELLED', 'CLOSED', 'REJECTED']);
  });

  test('a status the sdk does not know has no moves rather than crashing', () => {
    expect(nextStates('work', 'ARCHIVED' as WorkStatus)).toEqual([]);
    expect(canTransition('work', 'ARCHIVED' as WorkStatus, 'OPEN')).toBe(false);
  });
});

describe('quote machine', () => {
  test.each([
    ['DRAFT', 'SENT', true],
    ['SENT', 'ACCEPTED', true],
    ['SENT', 'REJECTED', true],
    ['SENT', 'CLOSED', true],
    ['ACCEPTED', 'STARTED', true],
    ['DRAFT', 'ACCEPTED', false],
    ['SENT', 'STARTED', false],
    ['REJECTED', 'SENT', false],
    ['STARTED', 'ACCEPTED', false],
  ] as const)('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(canTransition('quote', from, to)).toBe(allowed);
  });

  test('every status is reachable from a draft', () => {
    expect(reachableFrom('quote', 'DRAFT')).toEqual(new Set(QUOTE_STATUSES));
  });
});

describe('payment schedule item machine', () => {
  test.each([
    ['OPEN', 'REQUESTED', true],
    ['REQUESTED', 'PENDING', true],
    ['PENDING', 'PAID', true],
    ['PENDING', 'REQUESTED', true],
    ['REQUESTED', 'WARNING', true],
    ['PENDING', 'WARNING', true],
    ['WARNING', 'LATE', true],
    ['REQUESTED', 'LATE', true],
    ['WARNING', 'PAID', true],
    ['LATE', 'PAID', true],
    ['OPEN', 'PAID', false],
    ['REQUESTED', 'PAID', false],
    ['LATE', 'WARNING', false],
    ['WARNING', 'REQUESTED', false],
    ['PAID', 'REQUESTED', false],
  ] as const)('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(canTransition('scheduleItem', from, to)).toBe(allowed);
  });

  test('every status is reachable from OPEN and PAID is the only end', () => {
    expect(reachableFrom('scheduleItem', 'OPEN')).toEqual(new Set(PAYMENT_SCHEDULE_STATUSES));
    expect(PAYMENT_SCHEDULE_STATUSES.filter((s) => nextStates('scheduleItem', s).length === 0)).toEqual(['PAID']);
  });
});

describe('illegal transition error', () => {
  function thrown(run: () => void): unknown {
    try {
      run();
    } catch (error) {
      return error;
    }
    throw new Error('expected a throw');
  }

  test.each([
    ['work', 'OPEN', 'CLOSED', "A job cannot move from 'Draft' to 'Job closed'."],
    ['work', 'COMPLETED_PENDING', 'OPEN', "A job cannot move from 'Job completed [awaiting payment]' to 'Draft'."],
    ['work', 'IN_PROGRESS', 'CANCELLED', "A job cannot move from 'Job in progress' to 'Job Cancelled' without both sides agreeing."],
    ['quote', 'DRAFT', 'ACCEPTED', "A quote cannot move from 'Draft' to 'Quote Accepted'."],
    ['scheduleItem', 'OPEN', 'PAID', "A payment cannot move from 'Scheduled' to 'Paid'."],
    ['work', 'ARCHIVED', 'OPEN', "A job cannot move from 'ARCHIVED' to 'Draft'."],
  ] as const)('%s %s -> %s says %j', (machine, from, to, message) => {
    const error = thrown(() => assertTransition(machine, from as never, to as never));
    expect(isIllegalTransitionError(error)).toBe(true);
    expect(error).toBeInstanceOf(IllegalTransitionError);
    expect(error).toMatchObject({ message, code: 'ILLEGAL_TRANSITION', status: 409, machine, from, to, name: 'IllegalTransitionError' });
  });

  test('the guard recognises an error from another copy of the sdk by its marker, not its class', () => {
    const fromOtherBundle = Object.assign(new Error('x'), { isIllegalTransitionError: true, code: 'ILLEGAL_TRANSITION' });
    expect(isIllegalTransitionError(fromOtherBundle)).toBe(true);
  });

  test.each([null, undefined, 'ILLEGAL_TRANSITION', new Error('x'), { code: 'ILLEGAL_TRANSITION' }])('the guard rejects %j', (value) => {
    expect(isIllegalTransitionError(value)).toBe(false);
  });
});

describe('the review dispute machine', () => {
  test.each([
    ['PENDING', 'ACCEPTED', true],
    ['PENDING', 'REJECTED', true],
    ['PENDING', 'CLOSED', true],
    ['ACCEPTED', 'CLOSED', true],
    ['REJECTED', 'CLOSED', true],
    ['ACCEPTED', 'REJECTED', false],
    ['CLOSED', 'PENDING', false],
    ['CLOSED', 'ACCEPTED', false],
  ] as const)('%s -> %s is %s', (from, to, allowed) => {
    expect(canTransition('reviewDispute', from, to)).toBe(allowed);
  });

  test('an illegal move names it in words', () => {
    expect(() => assertTransition('reviewDispute', 'CLOSED', 'ACCEPTED')).toThrow("A review dispute cannot move from 'Closed' to 'Upheld'.");
  });
});
