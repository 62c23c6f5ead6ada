import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type CheckoutSession, type SupportProposal, type Work } from '@tradeshub/sdk';
import { browserLocation, readCheckoutReturn } from '../../../entities/payments';
import { client } from '../../../lib/client';
import { aPayment, aWork, WORK_ID } from '../../../testing/work-fixtures';
import WorkPage from '../pages/work-page';
import { fakeRealtime, renderAt, sessionAs } from './render-work';

const session = vi.hoisted(() => ({ current: {} as object }));
vi.mock('../../../lib/session', () => ({ useSession: () => session.current }));

const running = { status: 'IN_PROGRESS', lockStatus: 'LOCKED', quoteStatus: 'STARTED' } as const;
const PROPOSAL_ID = '0c1d2e3f-0000-4000-8000-0000000005a1';

function aProposal(overrides: Partial<SupportProposal> = {}): SupportProposal {
  return {
    id: PROPOSAL_ID,
    workId: WORK_ID,
    type: 'INDEPENDENT_ASSESSMENT',
    status: 'IN_PROGRESS',
    stage: 'AWAITING_PRICE',
    requestedBySide: 'CUSTOMER',
    photos: [],
    assessor: null,
    findings: null,
    findingsAt: null,
    findingsDocumentId: null,
    adviserName: null,
    advice: null,
    customerOutcome: null,
    businessOutcome: null,
    outcome: null,
    completedAt: null,
    description: 'The tiles around the bath are cracking after a week.',
    pricePence: null,
    paidAt: null,
    createdAt: '2026-02-10T10:00:00.000Z',
    ...overrides,
  };
}

const held = (proposal: SupportProposal): Work =>
  aWork({ ...running, status: 'INDEPENDENT_ASSESSMENT', supportProposals: [proposal], payments: [aPayment({ status: 'WARNING', requestedAt: '2026-02-02T10:00:00.000Z' })] });

function openWork(work: Work) {
  session.current = sessionAs(work.viewerSide);
  vi.spyOn(client.work, 'getById').mockResolvedValue(work);
  fakeRealtime();
  return renderAt(`/managework/${work.id}`, [{ path: '/managework/:id', element: <WorkPage /> }]);
}

const helpSection = () => screen.findByRole('region', { name: 'Help with this job' });

beforeEach(() => {
  vi.spyOn(client.config, 'get').mockResolvedValue({ commissionRate: 4, cardFeesEnabled: false, recommendationRewardPence: 500, referralRewardPence: 2500 });
  vi.spyOn(client.work, 'getChangeSets').mockResolvedValue([]);
  window.sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('asking for help on a running job', () => {
  it.each(['CUSTOMER', 'TRADEPERSON'] as const)('lets the %s ask for an independent assessment, saying what is wrong', async (side) => {
    const { user } = openWork(aWork({ ...running, viewerSide: side }));
    const request = vi.spyOn(client.work, 'requestSupport').mockResolvedValue(aProposal());
    await user.click(within(await helpSection()).getByRole('button', { name: 'Ask for help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for help with this job' });
    await user.click(within(dialog).getByRole('radio', { name: /Independent assessment/ }));
    await user.type(within(dialog).getByLabelText('What is wrong?'), '  The tiles are cracking.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for help' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith({ body: { workId: WORK_ID, type: 'INDEPENDENT_ASSESSMENT', description: 'The tiles are cracking.' } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says what is missing before sending, and shows the refusal of the server in the dialog', async () => {
    const { user } = openWork(aWork(running));
    const request = vi.spyOn(client.work, 'requestSupport').mockRejectedValue(new ApiError(409, 'CONFLICT', 'This job already has help under way.'));
    await user.click(within(await helpSection()).getByRole('button', { name: 'Ask for help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for help with this job' });
    await user.click(within(dialog).getByRole('button', { name: 'Ask for help' }));
    expect(await within(dialog).findByText('Choose independent assessment or legal advice')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('radio', { name: /Legal advice/ }));
    await user.type(within(dialog).getByLabelText('What is wrong?'), 'They stopped coming.');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for help' }));
    expect(await within(dialog).findByText('This job already has help under way.')).toBeInTheDocument();
  });

  it('is not offered before the contract is agreed', async () => {
    openWork(aWork({ status: 'ACCEPTED', quoteStatus: 'ACCEPTED' }));
    await screen.findByRole('heading', { name: 'New bathroom' });
    expect(screen.queryByRole('region', { name: 'Help with this job' })).not.toBeInTheDocument();
  });
});

describe('a job held for an assessment', () => {
  it('shows the status, that payments are on hold, and no Pay on the schedule', async () => {
    openWork(held(aProposal()));
    expect(await screen.findByTestId('work-status')).toHaveTextContent(/^Independent Assessment$/);
    const schedule = screen.getByRole('region', { name: 'Payment schedule' });
    expect(within(schedule).getByText('Payments are on hold')).toBeInTheDocument();
    expect(within(schedule).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    const help = await helpSection();
    expect(within(help).getByTestId('support-stage')).toHaveTextContent('Waiting for a price');
    expect(within(help).queryByRole('button', { name: 'Ask for help' })).not.toBeInTheDocument();
  });

  it('sends the payer to the checkout for the priced help, remembering the work', async () => {
    const { user } = openWork(held(aProposal({ stage: 'AWAITING_PAYMENT', pricePence: 15_000 })));
    const session: CheckoutSession = {
      id: 'cs_support_1',
      url: 'http://127.0.0.1:4101/sandbox/checkout/cs_support_1',
      status: 'open',
      paid: false,
      amountPence: 15_000,
      scheduleItemId: null,
      supportProposalId: PROPOSAL_ID,
      expiresAt: '2026-02-10T11:00:00.000Z',
      declineMessage: null,
    };
    const create = vi.spyOn(client.payments, 'createSupportProposalCheckoutSession').mockResolvedValue(session);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const help = await helpSection();
    expect(within(help).getByTestId('support-stage')).toHaveTextContent('Waiting for payment');
    await user.click(within(help).getByRole('button', { name: 'Pay £150.00 for independent assessment' }));
    expect(create).toHaveBeenCalledWith({ body: { supportProposalId: PROPOSAL_ID } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(session.url));
    expect(readCheckoutReturn()).toEqual({ sessionId: 'cs_support_1', workId: WORK_ID });
  });
});
