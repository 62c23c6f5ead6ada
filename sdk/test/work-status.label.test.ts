import { describe, expect, test } from 'vitest';
import { WORK_STATUSES } from '../src/domain/statuses.js';
import {
  WORK_STATUS_GREEN,
  WORK_STATUS_ORANGE,
  WORK_STATUS_RED,
  customerPastWorks,
  isCustomerPastWork,
  workStatusColour,
  workStatusLabel,
  workStatusText,
} from '../src/domain/work-status.js';

describe('work status label', () => {
  test.each([
    ['OPEN', 'Draft'],
    ['ACCEPTED', 'Contract Accepted'],
    ['AGREED', 'Contract agreed'],
    ['IN_PROGRESS', 'Job in progress'],
    ['COMPLETED', 'Job completed'],
    ['COMPLETED_PENDING', 'Job completed [awaiting payment] '],
    ['CLOSED', 'Job closed'],
    ['ON_GOING', 'Contract Ongoing'],
    ['REJECTED', 'Contract Rejected'],
    ['CANCELLED', 'Job Cancelled'],
    ['INDEPENDENT_ASSESSMENT', 'Independent Assessment'],
    ['SOMETHING_NEW', 'Pending'],
    ['', 'Pending'],
    ['toString', 'Pending'],
  ])('%s reads %j', (status, label) => {
    expect(workStatusLabel({ status })).toBe(label);
    expect(workStatusText(status)).toBe(label);
  });

  test('every known status has its own text, never the fallback', () => {
    for (const status of WORK_STATUSES) expect(workStatusText(status)).not.toBe('Pending');
  });

  test('a requested payment shows its due date as DD MMM YYYY', () => {
    const work = { status: 'IN_PROGRESS', payments: [{ status: 'PAID', dueDate: '2024-01-01' }, { status: 'REQUESTED', dueDate: '2024-03-05' }] };
    expect(workStatusLabel(work)).toBe('Payment requested - Due Date: 05 Mar 2024');
  });

  test.each(['CANCELLED', 'OPEN'])('%s wins over a requested payment', (status) => {
    const label = workStatusLabel({ status, payments: [{ status: 'REQUESTED', dueDate: '2024-03-05' }] });
    expect(label).toBe(status === 'OPEN' ? 'Draft' : 'Job Cancelled');
  });

  test.each(['AGREED', 'COMPLETED_PENDING', 'ON_GOING', 'SOMETHING_NEW'])('a requested payment wins over %s', (status) => {
    expect(workStatusLabel({ status, payments: [{ status: 'REQUESTED', dueDate: '2024-12-25' }] })).toBe(
      'Payment requested - Due Date: 25 Dec 2024',
    );
  });

  test('with several requested payments the one due first is shown', () => {
    const payments = [
      { status: 'REQUESTED', dueDate: '2024-06-10' },
      { status: 'REQUESTED', dueDate: 'not a date' },
      { status: 'REQUESTED', dueDate: '2024-04-02' },
      { status: 'REQUESTED', dueDate: '2024-05-01' },
    ];
    expect(workStatusLabel({ status: 'IN_PROGRESS', payments })).toBe('Payment requested - Due Date: 02 Apr 2024');
  });

  test("a requested payment without a due date falls back to the work's due date", () => {
    const work = { status: 'IN_PROGRESS', dueDate: '2024-09-30', payments: [{ status: 'REQUESTED', dueDate: null }] };
    expect(workStatusLabel(work)).toBe('Payment requested - Due Date: 30 Sep 2024');
  });

  test('a requested payment label always ends in a date, the work\'s when the payment has none', () => {
    const payments = [{ status: 'REQUESTED', dueDate: null }, { status: 'REQUESTED' }];
    expect(workStatusLabel({ status: 'AGREED', dueDate: '2024-11-02', payments })).toBe('Payment requested - Due Date: 02 Nov 2024');
  });

  test.each([undefined, null, 'not a date'])('with no readable due date anywhere (%s) the label is the status text, never a bare "Payment requested"', (dueDate) => {
    expect(workStatusLabel({ status: 'IN_PROGRESS', dueDate, payments: [{ status: 'REQUESTED', dueDate }] })).toBe('Job in progress');
  });

  test.each(['OPEN', 'PENDING', 'PAID', 'WARNING', 'LATE'])('a %s payment does not change the label', (paymentStatus) => {
    expect(workStatusLabel({ status: 'IN_PROGRESS', payments: [{ status: paymentStatus, dueDate: '2024-03-05' }] })).toBe(
      'Job in progress',
    );
  });

  test('payments may be null', () => {
    expect(workStatusLabel({ status: 'AGREED', payments: null })).toBe('Contract agreed');
  });
});

describe('work status colour', () => {
  test('the colours are an orange, a translucent red and a translucent green', () => {
    expect(WORK_STATUS_ORANGE).toBe('#FFBF89');
    expect(WORK_STATUS_RED).toMatch(/^rgba\(2\d\d, \d{1,2}, \d{1,2}, 0\.\d+\)$/);
    expect(WORK_STATUS_GREEN).toMatch(/^rgba\(\d{1,2}, 1\d\d, \d{1,2}, 0\.\d+\)$/);
  });

  test.each([
    ['OPEN', WORK_STATUS_ORANGE],
    ['IN_PROGRESS', WORK_STATUS_RED],
    ['ON_GOING', WORK_STATUS_RED],
    ['REJECTED', WORK_STATUS_RED],
    ['CANCELLED', WORK_STATUS_RED],
    ['COMPLETED_PENDING', WORK_STATUS_RED],
    ['INDEPENDENT_ASSESSMENT', WORK_STATUS_RED],
    ['SOMETHING_NEW', WORK_STATUS_RED],
    ['ACCEPTED', WORK_STATUS_GREEN],
    ['AGREED', WORK_STATUS_GREEN],
    ['COMPLETED', WORK_STATUS_GREEN],
    ['CLOSED', WORK_STATUS_GREEN],
  ])('%s is %s', (status, colour) => {
    expect(workStatusColour(status)).toBe(colour);
  });
});

describe('customer past works', () => {
  const works = WORK_STATUSES.map((status, i) => ({ id: i, status }));

  test('are exactly the COMPLETED and CLOSED works, in order', () => {
    expect(customerPastWorks(works).map((w) => w.status)).toEqual(['COMPLETED', 'CLOSED']);
  });

  test.each([
    ['COMPLETED', true],
    ['CLOSED', true],
    ['OPEN', false],
    ['COMPLETED_PENDING', false],
    ['CANCELLED', false],
  ])('%s is a past work: %s', (status, expected) => {
    expect(isCustomerPastWork({ status })).toBe(expected);
  });
});
