import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { ApiError, type CheckoutSession, type Work } from '@tradeshub/sdk';
import { browserLocation, readCheckoutReturn } from '../../../entities/payments';
import { client } from '../../../lib/client';
import { answerMenuCounts } from '../../../testing/menu-counts';
import { useToasts } from '../../../lib/toasts';
import { aPayment, aWork, WORK_ID } from '../../../testing/work-fixtures';
import ManageWorkPage from '../pages/manage-work-page';
import WorkPage from '../pages/work-page';
import { fakeRealtime, renderAt, sessionAs } from './render-work';
import { platformConfigApi } from '../../../entities/platform-config';
import { loadRealtime } from '../../../lib/realtime';

const session = vi.hoisted(() => ({ current: {} as object }));
vi.mock('../../../lib/session', () => ({ useSession: () => session.current }));

const running = { status: 'IN_PROGRESS', lockStatus: 'LOCKED', quoteStatus: 'STARTED' } as const;
const requested = aPayment({ description: 'Deposit', amountPence: 30_000, status: 'REQUESTED', requestedAt: '2026-02-02T10:00:00.000Z' });
const late = aPayment({ description: 'Balance', amountPence: 102_000, status: 'LATE', lateChargePence: 1_234 });

function checkoutSession(overrides: Partial<CheckoutSession> = {}): CheckoutSession {
  return {
    id: 'cs_sandbox_1',
    url: 'http://127.0.0.1:4101/sandbox/checkout/cs_sandbox_1',
    status: 'open',
    paid: false,
    amountPence: 30_000,
    scheduleItemId: requested.id,
    supportProposalId: null,
    expiresAt: '2026-02-02T11:00:00.000Z',
    declineMessage: null,
    ...overrides,
  };
}

function openWork(work: Work) {
  session.current = sessionAs(work.viewerSide);
  vi.spyOn(client.work, 'getById').mockResolvedValue(work);
  fakeRealtime();
  return renderAt(`/managework/${work.id}`, [{ path: '/managework/:id', element: <WorkPage /> }]);
}

const schedule = () => screen.findByRole('list', { name: 'Payment schedule' });

beforeEach(() => {
  vi.spyOn(platformConfigApi, 'get').mockResolvedValue({ commissionRate: 4, cardFeesEnabled: false, recommendationRewardPence: 500, referralRewardPence: 2500 });
  vi.spyOn(client.work, 'getChangeSets').mockResolvedValue([]);
  vi.spyOn(client.rewards, 'getCheckoutCredit').mockResolvedValue({ availablePence: 0, creditPence: 0 });
  window.sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

// The socket arrives with the client (lib/realtime.ts); loaded first, pushes reach listeners at once.
beforeAll(() => loadRealtime());

describe('Pay on a requested payment', () => {
  it('offers the customer Pay on each payment asked for, with any late charge, and nothing on the rest', async () => {
    openWork(aWork({ ...running, payments: [aPayment({ description: 'Survey', status: 'PAID' }), requested, late, aPayment({ description: 'Snagging' })] }));
    const list = await schedule();
    const buttons = within(list).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(buttons).toEqual(['Pay £300.00 for Deposit', 'Pay £1,032.34 for Balance']);
  });

  it("tells the customer what their rewards take off each payment before they pay, from the server's figure", async () => {
    const credit = vi.spyOn(client.rewards, 'getCheckoutCredit').mockImplementation(({ query }) =>
      Promise.resolve({ availablePence: 2_000, creditPence: query.scheduleItemId === requested.id ? 1_440 : 0 }),
    );
    openWork(aWork({ ...running, payments: [requested, late] }));
    const list = await schedule();
    const deposit = within(list).getByRole('listitem', { name: 'Payment 1: Deposit' });
    expect(await within(deposit).findByText(/Rewards: −£14\.40/)).toBeInTheDocument();
    expect(credit).toHaveBeenCalledWith({ query: { scheduleItemId: late.id } }, expect.anything());
    expect(within(within(list).getByRole('listitem', { name: 'Payment 2: Balance' })).queryByText(/Rewards:/)).not.toBeInTheDocument();
  });

  it('offers the tradesperson no Pay', async () => {
    openWork(aWork({ ...running, viewerSide: 'TRADEPERSON', payments: [requested] }));
    const list = await schedule();
    expect(within(list).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('opens the checkout for that payment and sends the browser to it, remembering the work to come back to', async () => {
    const { user } = openWork(aWork({ ...running, payments: [requested] }));
    const create = vi.spyOn(client.payments, 'createCheckoutSession').mockResolvedValue(checkoutSession());
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    await user.click(within(await schedule()).getByRole('button', { name: 'Pay £300.00 for Deposit' }));
    expect(create).toHaveBeenCalledWith({ body: { scheduleItemId: requested.id } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:4101/sandbox/checkout/cs_sandbox_1'));
    expect(readCheckoutReturn()).toEqual({ sessionId: 'cs_sandbox_1', workId: WORK_ID });
  });

  it("shows the server's sentence when the payment cannot be paid, and stays", async () => {
    const { user } = openWork(aWork({ ...running, payments: [requested] }));
    vi.spyOn(client.payments, 'createCheckoutSession').mockRejectedValue(
      new ApiError(409, 'CONFLICT', 'Clarke & Patel Plumbing cannot take card payments yet.'),
    );
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    await user.click(within(await schedule()).getByRole('button', { name: 'Pay £300.00 for Deposit' }));
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => t.text)).toContain('Clarke & Patel Plumbing cannot take card payments yet.'));
    expect(assign).not.toHaveBeenCalled();
    expect(within(await schedule()).getByRole('button', { name: 'Pay £300.00 for Deposit' })).toBeEnabled();
  });
});

describe('Manage Work for a customer asked to pay', () => {
  it('offers Pay on the work in the list and marks the payment requests read', async () => {
    session.current = sessionAs('CUSTOMER');
    fakeRealtime();
    vi.spyOn(client.work, 'getAll').mockResolvedValue({ items: [aWork({ ...running, payments: [requested] })], nextCursor: null });
    answerMenuCounts({ paymentRequests: 1 });
    const markRead = vi.spyOn(client.payments, 'markAllPaymentRequestsRead').mockResolvedValue(null);
    renderAt('/managework', [{ path: '/managework', element: <ManageWorkPage /> }]);
    const item = await screen.findByRole('listitem', { name: 'New bathroom' });
    expect(within(item).getByRole('button', { name: 'Pay £300.00 for Deposit' })).toBeInTheDocument();
    await waitFor(() => expect(markRead).toHaveBeenCalledTimes(1));
  });
});

describe('a card declined on the checkout', () => {
  it('tells the customer on the work, live, and leaves the payment payable', async () => {
    session.current = sessionAs('CUSTOMER');
    vi.spyOn(client.work, 'getById').mockResolvedValue(aWork({ ...running, payments: [requested] }));
    const realtime = fakeRealtime();
    renderAt(`/managework/${WORK_ID}`, [{ path: '/managework/:id', element: <WorkPage /> }]);
    await schedule();
    const sentence = 'Your card was declined. Try another card, or ask your bank why.';
    act(() => realtime.push('PAYMENT_UPDATED', { workId: WORK_ID, scheduleItemId: requested.id, status: 'REQUESTED', checkoutSessionId: 'cs_1', receiptId: null, declineMessage: sentence }));
    expect(await screen.findByText(new RegExp(sentence.replace(/\./g, '\\.')))).toBeInTheDocument();
    expect(within(await schedule()).getByRole('button', { name: 'Pay £300.00 for Deposit' })).toBeEnabled();
  });
});
