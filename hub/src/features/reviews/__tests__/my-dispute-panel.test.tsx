import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyReviewDispute, Review } from '@tradeshub/sdk';
import { aReview } from '../../../testing/review-fixtures';

const AUTHOR_ID = aReview().reviewer.id;
const DISPUTE_ID = 'dd8012e0-0000-4000-8000-000000000001';

const api = vi.hoisted(() => ({
  updateReviewDispute: vi.fn(),
  markAllReviewDisputesSeen: vi.fn(),
  getReviews: vi.fn(),
}));
vi.mock('../../../lib/client', () => ({
  client: {
    business: { updateReviewDispute: api.updateReviewDispute, getReviews: api.getReviews },
    work: { markAllReviewDisputesSeen: api.markAllReviewDisputesSeen },
  },
}));
vi.mock('../../../lib/session', () => ({ useSession: () => ({ isAuthenticated: true, isLoading: false, userInfo: { id: AUTHOR_ID } }) }));

const { ReviewItem } = await import('../components/review-item');

function aDispute(overrides: Partial<MyReviewDispute> = {}): MyReviewDispute {
  return {
    id: DISPUTE_ID,
    reason: 'Disrespectful or abusive',
    explanation: 'We have never worked for this person.',
    status: 'PENDING',
    customerResponse: null,
    seen: true,
    ...overrides,
  };
}

function renderItem(review: Review, userId: string | null = AUTHOR_ID) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ul>
          <ReviewItem review={review} businessName="Aire Valley Plumbing" viewer={{ userId, isOwner: false, signedIn: true }} now={new Date('2024-02-01T09:00:00Z')} onEdit={() => undefined} onLike={() => undefined} />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.resetAllMocks();
  api.getReviews.mockResolvedValue({ items: [], nextCursor: null });
  api.markAllReviewDisputesSeen.mockResolvedValue(undefined);
});

describe("the author's view of a dispute of their review", () => {
  it('says calmly what the business asked and sends the author\'s side', async () => {
    const user = userEvent.setup();
    api.updateReviewDispute.mockResolvedValue({ id: DISPUTE_ID, customerResponse: 'They did my roof in May.' });
    renderItem(aReview({ disputeStatus: 'PENDING', myDispute: aDispute() }));

    const panel = screen.getByRole('region', { name: 'Dispute of your review' });
    expect(panel).toHaveTextContent(
      'The business has asked our moderators to remove this review: Disrespectful or abusive. We have never worked for this person.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Give your side' }));

    const dialog = await screen.findByRole('dialog', { name: 'Give your side' });
    const box = within(dialog).getByRole('textbox', { name: /Your side/ });
    await user.type(box, 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Send your side' }));
    expect(await within(dialog).findByText('Give your side in at least 10 characters')).toBeInTheDocument();
    expect(api.updateReviewDispute).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, 'They did my roof in May.');
    await user.click(within(dialog).getByRole('button', { name: 'Send your side' }));
    expect(api.updateReviewDispute).toHaveBeenCalledWith({ body: { disputeId: DISPUTE_ID, response: 'They did my roof in May.' } });
    expect(api.markAllReviewDisputesSeen).not.toHaveBeenCalled();
  });

  it('shows the answer once given, and marks an unseen dispute as seen', async () => {
    renderItem(aReview({ disputeStatus: 'PENDING', myDispute: aDispute({ customerResponse: 'They did my roof in May.', seen: false }) }));
    expect(screen.getByRole('region', { name: 'Dispute of your review' })).toHaveTextContent('You answered: They did my roof in May.');
    expect(screen.queryByRole('button', { name: 'Give your side' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(api.markAllReviewDisputesSeen).toHaveBeenCalledTimes(1));
  });

  it('shows nothing to anyone else', () => {
    renderItem(aReview({ disputeStatus: 'PENDING', myDispute: aDispute() }), 'cc8012e0-0000-4000-8000-000000000009');
    expect(screen.queryByRole('region', { name: 'Dispute of your review' })).not.toBeInTheDocument();
    expect(screen.getByText('Under review by Tradeshub')).toBeInTheDocument();
  });

  it('shows no panel once the dispute is decided', () => {
    renderItem(aReview({ disputeStatus: 'REJECTED', myDispute: aDispute({ status: 'REJECTED' }) }));
    expect(screen.queryByRole('region', { name: 'Dispute of your review' })).not.toBeInTheDocument();
    expect(api.markAllReviewDisputesSeen).not.toHaveBeenCalled();
  });
});
