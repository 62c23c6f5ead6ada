import { feeBreakdown, quoteTotals, type PaymentScheduleChangeSet, type PaymentScheduleItem, type Work } from '@tradeshub/sdk';

export const CUSTOMER_ID = '0c1d2e3f-0000-4000-8000-00000000c001';
export const TRADES_ID = '0c1d2e3f-0000-4000-8000-00000000b001';
export const TRADES_BUSINESS_ID = '0c1d2e3f-0000-4000-8000-00000000b0b1';
export const WORK_ID = '0c1d2e3f-0000-4000-8000-0000000000a1';

let sequence = 0;
const nextId = (block: string) => `0c1d2e3f-0000-4000-8000-${block}${String(++sequence).padStart(12 - block.length, '0')}`;

/** A scheduled payment of the fixture work; override what a test is about. */
export function aPayment(overrides: Partial<PaymentScheduleItem> = {}): PaymentScheduleItem {
  return {
    id: nextId('9'),
    workId: WORK_ID,
    description: 'Deposit',
    amountPence: 30_000,
    dueDate: '2026-03-05T12:00:00.000Z',
    status: 'OPEN',
    requestedAt: null,
    paidAt: null,
    lateChargePence: 0,
    ...overrides,
  };
}

/** The fees the server tells the business side, from the sdk's money rules (card fees off). */
export function feesOf(totalPence: number): NonNullable<Work['fees']> {
  const { platformFeePence, cardFeePence, netPence } = feeBreakdown({ totalPence });
  return { commissionRate: 4, platformFeePence, cardFeePence, netPence };
}

/**
 * Amelia's new bathroom by Clarke & Patel Plumbing: two lines (£1,000 at 20 % VAT, £100 at
 * 0 %), totals as the server computes them, seen by the customer; override the side,
 * status or payments a test needs (and `fees: feesOf(total)` for the business side).
 */
export function aWork(overrides: Partial<Work> = {}): Work {
  const lineItems = [
    { id: nextId('1'), description: 'Bathroom suite, fitted', price: 100_000, vat: 20, priority: 1 },
    { id: nextId('1'), description: 'Waste removal', price: 10_000, vat: 0, priority: 2 },
  ];
  const totals = quoteTotals(lineItems);
  return {
    id: WORK_ID,
    title: 'New bathroom',
    description: 'Replace the suite and re-tile around the bath.',
    status: 'OPEN',
    quoteStatus: 'SENT',
    mode: 'STANDARD',
    lockStatus: 'OPEN',
    category: null,
    customerId: CUSTOMER_ID,
    businessId: TRADES_BUSINESS_ID,
    customer: { id: CUSTOMER_ID, firstName: 'Amelia', lastName: 'Clarke', profileImageUrl: null, role: 'CUSTOMER' },
    business: { id: TRADES_BUSINESS_ID, name: 'Clarke & Patel Plumbing' },
    viewerSide: 'CUSTOMER',
    conversationId: null,
    lineItems,
    payments: [aPayment({ amountPence: 30_000 }), aPayment({ description: 'Balance', amountPence: totals.totalPence - 30_000, dueDate: '2026-04-05T12:00:00.000Z' })],
    paymentStatus: 'OPEN',
    dueDate: null,
    ...totals,
    fees: null,
    agreement: { customerAgreedAt: null, businessAgreedAt: null },
    cancelRequest: null,
    pendingChangeSetId: null,
    supportProposals: [],
    timeline: [],
    startDate: null,
    completedAt: null,
    createdAt: '2026-02-01T09:00:00.000Z',
    updatedAt: '2026-02-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A change set on the fixture work, proposed by the tradesperson unless overridden. */
export function aChangeSet(overrides: Partial<PaymentScheduleChangeSet> = {}): PaymentScheduleChangeSet {
  return {
    id: nextId('7'),
    workId: WORK_ID,
    requestedBy: TRADES_ID,
    requestedBySide: 'TRADEPERSON',
    status: 'REQUESTED',
    payments: [{ description: 'Stage 1', amountPence: 50_000, dueDate: '2026-03-20T12:00:00.000Z' }],
    messages: [],
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}
