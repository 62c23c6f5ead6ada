import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { ApiError, type Work } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { aChangeSet, aPayment, aWork, CUSTOMER_ID, feesOf, WORK_ID } from '../../../testing/work-fixtures';
import WorkPage from '../pages/work-page';
import { fakeRealtime, renderAt, sessionAs } from './render-work';
import { platformConfigApi } from '../../../entities/platform-config';
import { loadRealtime } from '../../../lib/realtime';

const session = vi.hoisted(() => ({ current: {} as object }));
vi.mock('../../../lib/session', () => ({ useSession: () => session.current }));

const at = '2026-02-02T10:00:00.000Z';
const locked = { lockStatus: 'LOCKED', quoteStatus: 'STARTED' } as const;

function openWork(work: Work) {
  session.current = sessionAs(work.viewerSide);
  const getById = vi.spyOn(client.work, 'getById').mockResolvedValue(work);
  const realtime = fakeRealtime();
  return { getById, realtime, ...renderAt(`/managework/${work.id}`, [{ path: '/managework/:id', element: <WorkPage /> }]) };
}

const buttonsShown = () => within(screen.getByRole('group', { name: 'What you can do' })).getAllByRole('button').map((b) => b.textContent);

beforeEach(() => {
  vi.spyOn(platformConfigApi, 'get').mockResolvedValue({ commissionRate: 4, cardFeesEnabled: false, recommendationRewardPence: 500, referralRewardPence: 2500 });
  vi.spyOn(client.work, 'getChangeSets').mockResolvedValue([]);
  vi.spyOn(client.accounts, 'getReceipts').mockResolvedValue({ items: [], nextCursor: null });
});
afterEach(() => vi.restoreAllMocks());

// The socket arrives with the client (lib/realtime.ts); loaded first, pushes reach listeners at once.
beforeAll(() => loadRealtime());

describe('the moves a viewer may make, as buttons', () => {
  it.each<[string, Partial<Work>, string[]]>([
    ['customer, quote sent', { quoteStatus: 'SENT' }, ['Accept quote', 'Reject quote']],
    ['tradesperson, quote sent', { viewerSide: 'TRADEPERSON', quoteStatus: 'SENT' }, ['Withdraw quote']],
    ['tradesperson, draft', { viewerSide: 'TRADEPERSON', quoteStatus: 'DRAFT' }, ['Send quote', 'Cancel']],
    ['customer, accepted', { status: 'ACCEPTED', quoteStatus: 'ACCEPTED' }, ['Agree the contract', 'Cancel']],
    ['customer, accepted and agreed already', { status: 'ACCEPTED', quoteStatus: 'ACCEPTED', agreement: { customerAgreedAt: at, businessAgreedAt: null } }, ['Cancel']],
    ['tradesperson, agreed', { viewerSide: 'TRADEPERSON', status: 'AGREED', ...locked, quoteStatus: 'ACCEPTED' }, ['Start the job', 'Start as ongoing work', 'Cancel']],
    ['customer, in progress', { status: 'IN_PROGRESS', ...locked }, ['Ask to cancel the job']],
    ['tradesperson, in progress', { viewerSide: 'TRADEPERSON', status: 'IN_PROGRESS', ...locked }, ['Mark the job complete', 'Ask to cancel the job']],
    ['customer, the business asked to cancel', { status: 'IN_PROGRESS', ...locked, cancelRequest: { requestedBy: 'TRADEPERSON', requestedAt: at, reason: null } }, ['Agree to cancel']],
    ['tradesperson, completed', { viewerSide: 'TRADEPERSON', status: 'COMPLETED', ...locked, lockStatus: 'CLOSED', payments: [aPayment({ status: 'PAID' })] }, ['Close the job']],
  ])('%s', async (_, overrides, expected) => {
    openWork(aWork(overrides));
    await screen.findByRole('heading', { name: 'New bathroom', level: 1 });
    if (expected.length === 0) expect(screen.queryByRole('group', { name: 'What you can do' })).not.toBeInTheDocument();
    else expect(buttonsShown()).toEqual(expected);
  });

  it('shows no buttons on a finished job the customer can do nothing more with', async () => {
    openWork(aWork({ status: 'CLOSED', ...locked, lockStatus: 'CLOSED', payments: [aPayment({ status: 'PAID' })] }));
    await screen.findByRole('heading', { name: 'New bathroom', level: 1 });
    expect(screen.queryByRole('group', { name: 'What you can do' })).not.toBeInTheDocument();
  });
});

describe('making a move', () => {
  it('accepts a quote at once and shows the answer', async () => {
    const { user } = openWork(aWork({ quoteStatus: 'SENT' }));
    // The work is on screen (its read loads the client first) before the server's answers change.
    const accept = await screen.findByRole('button', { name: 'Accept quote' });
    const accepted = aWork({ status: 'ACCEPTED', quoteStatus: 'ACCEPTED' });
    const update = vi.spyOn(client.work, 'updateQuoteStatus').mockResolvedValue(accepted);
    vi.mocked(client.work.getById).mockResolvedValue(accepted);
    await user.click(accept);
    expect(update).toHaveBeenCalledWith({ params: { id: WORK_ID }, body: { status: 'ACCEPTED' } });
    expect(await screen.findByText('Contract Accepted')).toBeInTheDocument();
    expect(buttonsShown()).toEqual(['Agree the contract', 'Cancel']);
  });

  it('asks before rejecting, and does nothing when the customer thinks again', async () => {
    const { user } = openWork(aWork({ quoteStatus: 'SENT' }));
    const update = vi.spyOn(client.work, 'updateQuoteStatus').mockResolvedValue(aWork({ status: 'REJECTED', quoteStatus: 'REJECTED' }));
    await user.click(await screen.findByRole('button', { name: 'Reject quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this quote?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(update).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reject quote' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject quote' }));
    expect(update).toHaveBeenCalledWith({ params: { id: WORK_ID }, body: { status: 'REJECTED' } });
  });

  it("shows the server's sentence when a move is refused", async () => {
    const { user } = openWork(aWork({ status: 'ACCEPTED', quoteStatus: 'ACCEPTED' }));
    vi.spyOn(client.work, 'updateStatus').mockRejectedValue(new ApiError(409, 'ILLEGAL_TRANSITION', "A job cannot move from 'Job closed' to 'Contract agreed'."));
    await user.click(await screen.findByRole('button', { name: 'Agree the contract' }));
    const { useToasts } = await import('../../../lib/toasts');
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => t.text)).toContain("A job cannot move from 'Job closed' to 'Contract agreed'."));
  });

  it('lets the tradesperson ask for a scheduled payment while the job runs', async () => {
    const deposit = aPayment({ description: 'Deposit', status: 'OPEN' });
    const { user } = openWork(aWork({ viewerSide: 'TRADEPERSON', status: 'IN_PROGRESS', ...locked, payments: [deposit, aPayment({ description: 'Balance', status: 'PAID' })] }));
    const request = vi.spyOn(client.work, 'requestPayment').mockResolvedValue({ ...deposit, status: 'REQUESTED', requestedAt: at });
    const schedule = await screen.findByRole('list', { name: 'Payment schedule' });
    expect(within(schedule).getAllByRole('button', { name: 'Request payment' })).toHaveLength(1);
    await user.click(within(schedule).getByRole('button', { name: 'Request payment' }));
    expect(request).toHaveBeenCalledWith({ params: { id: deposit.id } });
  });
});

describe('what each side sees', () => {
  it("shows the tradesperson the fees and what they receive, and the customer neither", async () => {
    const work = aWork({ viewerSide: 'TRADEPERSON' });
    openWork({ ...work, fees: feesOf(work.totalPence) });
    const totals = (await screen.findAllByRole('definition')).map((d) => d.textContent);
    // £1,100 + £200 VAT = £1,300; 4.8 % is £62.40.
    expect(totals).toEqual(expect.arrayContaining(['£1,100.00', '£200.00', '£1,300.00', '−£62.40', '£1,237.60']));
    expect(screen.getAllByText('You receive').length).toBeGreaterThan(0);
  });

  it('shows the customer the lines, totals, schedule with late charges, and no fees', async () => {
    openWork(aWork({ status: 'IN_PROGRESS', ...locked, payments: [aPayment({ status: 'LATE', lateChargePence: 460 })] }));
    expect(await screen.findByRole('cell', { name: /Bathroom suite, fitted/ })).toBeInTheDocument();
    expect(screen.getAllByText('£1,300.00').length).toBeGreaterThan(0);
    expect(screen.queryByText('You receive')).not.toBeInTheDocument();
    const schedule = screen.getByRole('list', { name: 'Payment schedule' });
    expect(within(schedule).getByText('Late')).toBeInTheDocument();
    expect(within(schedule).getByText('+ £4.60 late charge')).toBeInTheDocument();
  });

  it('answers 404 with a way back to the list', async () => {
    session.current = sessionAs('CUSTOMER');
    vi.spyOn(client.work, 'getById').mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'There is no such work.'));
    fakeRealtime();
    renderAt(`/managework/${WORK_ID}`, [{ path: '/managework/:id', element: <WorkPage /> }]);
    expect(await screen.findByRole('heading', { name: "We couldn't find that work" })).toBeInTheDocument();
  });
});

describe('live updates', () => {
  it('follows a pushed CONTRACT_UPDATED without a reload', async () => {
    const { realtime } = openWork(aWork({ quoteStatus: 'SENT' }));
    await screen.findByRole('button', { name: 'Accept quote' });
    vi.mocked(client.work.getById).mockResolvedValue(aWork({ status: 'CANCELLED', quoteStatus: 'CLOSED' }));
    act(() => realtime.push('CONTRACT_UPDATED', { workId: WORK_ID, status: 'CANCELLED' }));
    expect(await screen.findByText('Job Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
  });

  it('follows a pushed PAYMENT_REQUESTED with the due date in the label', async () => {
    const { realtime } = openWork(aWork({ status: 'IN_PROGRESS', ...locked }));
    await screen.findByText('Job in progress');
    const requested = aPayment({ status: 'REQUESTED', dueDate: '2026-03-12T12:00:00.000Z' });
    vi.mocked(client.work.getById).mockResolvedValue(aWork({ status: 'IN_PROGRESS', ...locked, payments: [requested] }));
    act(() => realtime.push('PAYMENT_REQUESTED', { workId: WORK_ID, scheduleItemId: requested.id, amountPence: requested.amountPence, dueDate: requested.dueDate }));
    expect(await screen.findByText('Payment requested - Due Date: 12 Mar 2026')).toBeInTheDocument();
  });
});

describe('schedule changes', () => {
  const running = { status: 'IN_PROGRESS', ...locked } as const;

  it('lets the other side approve a proposal, and talk about it', async () => {
    const proposal = aChangeSet({ messages: [{ id: '0c1d2e3f-0000-4000-8000-0000000000f1', senderId: 'x', text: 'The tiles came in dearer.', createdAt: at }] });
    vi.mocked(client.work.getChangeSets).mockResolvedValue([proposal]);
    const { user, realtime } = openWork(aWork({ ...running, pendingChangeSetId: proposal.id }));
    const card = (await screen.findByRole('heading', { name: 'Clarke & Patel Plumbing proposed a new schedule' })).closest('li')!;
    expect(within(card).getByText('The tiles came in dearer.')).toBeInTheDocument();

    const message = vi.spyOn(client.work, 'addChangeSetMessage').mockResolvedValue(proposal);
    await user.type(within(card).getByLabelText('Message about this change'), 'Fine by me{Enter}');
    expect(message).toHaveBeenCalledWith({ params: { id: proposal.id }, body: { text: 'Fine by me' } });

    const respond = vi.spyOn(client.work, 'respondToChangeSet').mockResolvedValue({ ...proposal, status: 'APPROVED' });
    await user.click(within(card).getByRole('button', { name: 'Approve new schedule' }));
    expect(respond).toHaveBeenCalledWith({ params: { id: proposal.id }, body: { status: 'APPROVED' } });

    vi.mocked(client.work.getChangeSets).mockResolvedValue([{ ...proposal, status: 'APPROVED' }]);
    act(() => realtime.push('PAYMENT_SCHEDULE_CHANGE_SET', { workId: WORK_ID, changeSetId: proposal.id, action: 'APPROVED' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
  });

  it('lets the proposer withdraw, not answer, their own proposal', async () => {
    const proposal = aChangeSet({ requestedBy: CUSTOMER_ID, requestedBySide: 'CUSTOMER' });
    vi.mocked(client.work.getChangeSets).mockResolvedValue([proposal]);
    const { user } = openWork(aWork({ ...running, pendingChangeSetId: proposal.id }));
    const card = (await screen.findByRole('heading', { name: 'You proposed a new schedule' })).closest('li')!;
    expect(within(card).queryByRole('button', { name: 'Approve new schedule' })).not.toBeInTheDocument();
    const withdraw = vi.spyOn(client.work, 'deleteChangeSet').mockResolvedValue(null);
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(withdraw).toHaveBeenCalledWith({ params: { id: proposal.id } });
  });

  it('proposes a new schedule for what is unpaid, which must add up to it', async () => {
    const paid = aPayment({ description: 'Deposit', amountPence: 30_000, status: 'PAID', paidAt: at });
    const balance = aPayment({ description: 'Balance', amountPence: 100_000, status: 'OPEN' });
    const { user } = openWork(aWork({ ...running, payments: [paid, balance] }));
    await user.click(await screen.findByRole('button', { name: 'Propose a new schedule' }));
    const form = screen.getByRole('form', { name: 'Propose a new schedule' });
    expect(within(form).getByText('Adds up to £1,000.00')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Equal stages' }));
    expect(within(form).getAllByLabelText('Amount (£)').map((i) => (i as HTMLInputElement).value)).toEqual(['333.34', '333.33', '333.33']);

    const propose = vi.spyOn(client.work, 'createChangeSet').mockResolvedValue(aChangeSet());
    await user.type(within(form).getByLabelText('Why the change? (optional)'), 'Spread it out');
    await user.click(within(form).getByRole('button', { name: 'Propose new schedule' }));
    const body = propose.mock.calls[0]![0].body;
    expect(body.workId).toBe(WORK_ID);
    expect(body.message).toBe('Spread it out');
    expect(body.payments.map((p) => p.amountPence)).toEqual([33_334, 33_333, 33_333]);
  });
});
