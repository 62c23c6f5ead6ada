import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewDisputeQueueItem } from '@tradeshub/sdk';
import { aReview, BUSINESS_ID } from '../../../testing/review-fixtures';

const api = vi.hoisted(() => ({ getReviewDisputes: vi.fn(), decideReviewDispute: vi.fn(), getCommunityReports: vi.fn() }));
vi.mock('../../../lib/client', () => ({
  client: { admin: { getReviewDisputes: api.getReviewDisputes, decideReviewDispute: api.decideReviewDispute, getCommunityReports: api.getCommunityReports } },
}));
vi.mock('../../../lib/session', () => ({ useSession: () => ({ isAuthenticated: true, isLoading: false, userInfo: { id: 'op', role: 'ADMIN' } }) }));

const { default: ModerationPage } = await import('../pages/moderation-page');

const DISPUTE_ID = 'dd8012e0-0000-4000-8000-000000000001';
const pending: ReviewDisputeQueueItem = {
  id: DISPUTE_ID,
  reviewId: aReview().id,
  businessId: BUSINESS_ID,
  reason: 'Misleading or false information',
  comment: 'We never worked at this address.',
  status: 'PENDING',
  customerResponse: 'They did, in March.',
  seen: false,
  decidedAt: null,
  decisionReason: null,
  createdAt: '2024-02-01T09:00:00.000Z',
  updatedAt: '2024-02-01T09:00:00.000Z',
  review: aReview({ disputeStatus: 'PENDING' }),
  business: { id: BUSINESS_ID, name: 'Aire Valley Plumbing' },
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ModerationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.resetAllMocks();
  api.getCommunityReports.mockResolvedValue({ items: [], nextCursor: null });
});

describe('review dispute queue', () => {
  it('says so when nothing is waiting', async () => {
    api.getReviewDisputes.mockResolvedValue({ items: [], nextCursor: null });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No disputes waiting' })).toBeInTheDocument();
  });

  it('shows the case from both sides and accepts only after confirming, with the reason', async () => {
    api.getReviewDisputes.mockResolvedValue({ items: [pending], nextCursor: null });
    api.decideReviewDispute.mockResolvedValue({ ...pending, status: 'ACCEPTED' });
    renderPage();

    const card = await screen.findByRole('article');
    expect(within(card).getByText('Misleading or false information')).toBeInTheDocument();
    expect(within(card).getByText('We never worked at this address.')).toBeInTheDocument();
    expect(within(card).getByText('They did, in March.')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: /^Accept dispute/ }));
    expect(api.decideReviewDispute).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Accept this dispute?' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'False claim.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and hide review' }));

    expect(api.decideReviewDispute).toHaveBeenCalledWith({ params: { id: DISPUTE_ID }, body: { status: 'ACCEPTED', reason: 'False claim.' } });
  });
});
