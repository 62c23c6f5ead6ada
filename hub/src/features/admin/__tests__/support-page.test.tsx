import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { ApiError, type SupportQueueItem } from '@tradeshub/sdk';
import { loadRealtime } from '../../../lib/realtime';

const api = vi.hoisted(() => ({
  getSupportProposals: vi.fn(),
  getEligibleAssessors: vi.fn(),
  assignAssessor: vi.fn(),
  recordLegalAdvice: vi.fn(),
  getConsoleCounts: vi.fn(),
  updateSupportProposal: vi.fn(),
}));
vi.mock('../../../lib/client', () => ({
  client: {
    admin: {
      getSupportProposals: api.getSupportProposals,
      getEligibleAssessors: api.getEligibleAssessors,
      assignAssessor: api.assignAssessor,
      recordLegalAdvice: api.recordLegalAdvice,
      getConsoleCounts: api.getConsoleCounts,
    },
    work: { updateSupportProposal: api.updateSupportProposal },
    realtime: { on: () => () => undefined },
    session: { getAccessToken: () => null },
  },
}));
vi.mock('../../../lib/session', () => ({ useSession: () => ({ isAuthenticated: true, isLoading: false, userInfo: { id: 'op', role: 'ADMIN' } }) }));

const { default: SupportPage } = await import('../pages/support-page');

const ASSESSOR_ID = '5a5e5500-0000-4000-8000-000000000001';

function anItem(overrides: Partial<SupportQueueItem> = {}): SupportQueueItem {
  return {
    id: '5a5e5500-0000-4000-8000-0000000000a1',
    workId: '5a5e5500-0000-4000-8000-0000000000b1',
    type: 'INDEPENDENT_ASSESSMENT',
    status: 'IN_PROGRESS',
    stage: 'AWAITING_PRICE',
    description: 'The tiles cracked within a week.',
    requestedBySide: 'CUSTOMER',
    pricePence: null,
    paidAt: null,
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
    createdAt: '2026-11-20T09:00:00.000Z',
    work: { id: '5a5e5500-0000-4000-8000-0000000000b1', title: 'New bathroom', status: 'INDEPENDENT_ASSESSMENT', statusBefore: 'IN_PROGRESS', category: null, totalPence: 120_000 },
    customer: { id: '5a5e5500-0000-4000-8000-0000000000c1', name: 'Amelia Clarke', email: 'amelia@example.co.uk' },
    business: { id: '5a5e5500-0000-4000-8000-0000000000d1', name: 'Aire Valley Plumbing', email: 'office@example.co.uk' },
    requestedBy: { id: '5a5e5500-0000-4000-8000-0000000000c1', name: 'Amelia Clarke' },
    ...overrides,
  };
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SupportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const card = () => screen.findByRole('article', { name: 'Independent assessment: New bathroom' });

beforeEach(() => {
  vi.resetAllMocks();
  api.getConsoleCounts.mockResolvedValue({ moderation: 0, support: 1, users: 0, audit: 0, content: 0, config: 0, outbox: 0 });
});

// The socket arrives with the client (lib/realtime.ts); loaded first, pushes reach listeners at once.
beforeAll(() => loadRealtime());

describe('the Support queue', () => {
  it('says so when nobody has asked for help', async () => {
    api.getSupportProposals.mockResolvedValue({ items: [], nextCursor: null });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No support asked for yet' })).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    api.getSupportProposals.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Something went wrong on our side.')).mockResolvedValue({ items: [], nextCursor: null });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No support asked for yet' })).toBeInTheDocument();
  });

  it('prices a proposal in pounds, with the reason the audit log keeps', async () => {
    api.getSupportProposals.mockResolvedValue({ items: [anItem()], nextCursor: null });
    api.updateSupportProposal.mockResolvedValue(anItem({ stage: 'AWAITING_PAYMENT', pricePence: 14_999 }));
    const user = renderPage();
    expect(await screen.findByRole('heading', { name: /^To price \(1\)/ })).toBeInTheDocument();
    await user.click(within(await card()).getByRole('button', { name: 'Set the price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price this help' });
    await user.click(within(dialog).getByRole('button', { name: 'Set the price' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Price (£, VAT included)'), 'lots');
    await user.type(within(dialog).getByLabelText('Reason'), 'Standard fee for a bathroom.');
    await user.click(within(dialog).getByRole('button', { name: 'Set the price' }));
    expect(await within(dialog).findByText('Enter the price in pounds, like 150 or 149.99')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Price (£, VAT included)'));
    await user.type(within(dialog).getByLabelText('Price (£, VAT included)'), '149.99');
    await user.click(within(dialog).getByRole('button', { name: 'Set the price' }));
    await waitFor(() =>
      expect(api.updateSupportProposal).toHaveBeenCalledWith({ params: { id: anItem().id }, body: { pricePence: 14_999, reason: 'Standard fee for a bathroom.' } }),
    );
  });

  it('assigns one of the eligible assessors to a paid assessment', async () => {
    api.getSupportProposals.mockResolvedValue({ items: [anItem({ stage: 'IN_PROGRESS', pricePence: 15_000, paidAt: '2026-11-21T09:00:00.000Z' })], nextCursor: null });
    api.getEligibleAssessors.mockResolvedValue([{ id: ASSESSOR_ID, name: 'Kirkstall Surveyors', locality: 'Leeds', distanceKm: 3.2, radiusMiles: 30, rating: 4.6 }]);
    api.assignAssessor.mockResolvedValue(anItem({ stage: 'IN_PROGRESS', assessor: { id: ASSESSOR_ID, name: 'Kirkstall Surveyors' } }));
    const user = renderPage();
    expect(await screen.findByRole('heading', { name: /^Paid, waiting for you/ })).toBeInTheDocument();
    await user.click(within(await card()).getByRole('button', { name: 'Assign an assessor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign an assessor' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Nearest assessor.');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Choose an assessor')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: /Kirkstall Surveyors/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(api.assignAssessor).toHaveBeenCalledWith({ params: { id: anItem().id }, body: { businessId: ASSESSOR_ID, reason: 'Nearest assessor.' } }));
  });

  it('completes only with carrying on unless both sides accepted an end', async () => {
    api.getSupportProposals.mockResolvedValue({
      items: [anItem({ stage: 'IN_PROGRESS', paidAt: '2026-11-21T09:00:00.000Z', assessor: { id: ASSESSOR_ID, name: 'Kirkstall Surveyors' }, findings: 'Unsealed board.', customerOutcome: 'CANCELLED' })],
      nextCursor: null,
    });
    api.updateSupportProposal.mockResolvedValue(anItem({ stage: 'COMPLETED' }));
    const user = renderPage();
    await user.click(within(await card()).getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete this help' });
    expect(within(dialog).getByRole('radio', { name: /Cancel the job/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Carry on with the job/ })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Reason'), 'Findings written.');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(api.updateSupportProposal).toHaveBeenCalledWith({ params: { id: anItem().id }, body: { status: 'COMPLETED', outcome: 'RETURN', reason: 'Findings written.' } }),
    );
  });
});
