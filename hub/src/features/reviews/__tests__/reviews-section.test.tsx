import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type PublicBusiness } from '@tradeshub/sdk';
import { aReview, BUSINESS_ID, OWNER_ID } from '../../../testing/review-fixtures';
import type * as LikeButtonModule from '../components/like-button';

const api = vi.hoisted(() => ({
  getReviews: vi.fn(),
  toggleReviewLike: vi.fn(),
  session: { isAuthenticated: true, isLoading: false, userInfo: { id: 'cc8012e0-0000-4000-8000-000000000009' } as null | { id: string } },
}));
vi.mock('../../../lib/client', () => ({
  client: { business: { getReviews: api.getReviews, toggleReviewLike: api.toggleReviewLike } },
}));
vi.mock('../../../lib/session', () => ({ useSession: () => api.session }));

// How many times reviews draw their like button: once a review, however many turns they take.
const likesDrawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('../components/like-button', async (importOriginal) => {
  const actual = await importOriginal<typeof LikeButtonModule>();
  return {
    ...actual,
    LikeButton: (props: Parameters<typeof actual.LikeButton>[0]) => {
      likesDrawn.count += 1;
      return actual.LikeButton(props);
    },
  };
});

const { ReviewsSection } = await import('../components/reviews-section');

const business = {
  id: BUSINESS_ID,
  ownerId: OWNER_ID,
  name: 'Aire Valley Plumbing',
  rating: { average: 4.3, count: 2, dimensions: {} },
} as PublicBusiness;

function SignInPage() {
  const location = useLocation();
  return <p>Sign-in page {location.search}</p>;
}

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/business/view/${BUSINESS_ID}`]}>
        <Routes>
          <Route path="/business/view/:id" element={<ReviewsSection business={business} />} />
          <Route path="/auth/signin" element={<SignInPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.resetAllMocks();
  api.session = { isAuthenticated: true, isLoading: false, userInfo: { id: 'cc8012e0-0000-4000-8000-000000000009' } };
});

describe('review likes', () => {
  it('shows the like at once and takes it back when the server refuses', async () => {
    api.getReviews.mockResolvedValue({ items: [aReview({ likeCount: 2, likedByMe: false })], nextCursor: null });
    let refuse: (error: unknown) => void = () => undefined;
    api.toggleReviewLike.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    renderSection();

    const like = await screen.findByRole('button', { name: /^Helpful 2 likes/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);

    expect(api.toggleReviewLike).toHaveBeenCalledWith({ body: { reviewId: aReview().id } });
    expect(await screen.findByRole('button', { name: 'Helpful 3 likes' })).toHaveAttribute('aria-pressed', 'true');

    refuse(new ApiError(500, 'INTERNAL', 'Something went wrong on our side.'));
    expect(await screen.findByRole('button', { name: 'Helpful 2 likes' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a visitor to sign in and back to this profile, liking nothing', async () => {
    api.session = { isAuthenticated: false, isLoading: false, userInfo: null };
    api.getReviews.mockResolvedValue({ items: [aReview({ likeCount: 2, likedByMe: false })], nextCursor: null });
    renderSection();

    const like = await screen.findByRole('button', { name: 'Helpful 2 likes. Sign in to like' });
    expect(like).not.toHaveAttribute('aria-pressed');
    await userEvent.click(like);

    expect(await screen.findByText(/^Sign-in page/)).toHaveTextContent(encodeURIComponent(`/business/view/${BUSINESS_ID}`));
    expect(api.toggleReviewLike).not.toHaveBeenCalled();
  });
});

describe('moderated reviews', () => {
  it('says a hidden review was removed and why, instead of dropping it', async () => {
    api.getReviews.mockResolvedValue({
      items: [aReview({ comment: null, hiddenReason: 'Disrespectful or abusive', disputeStatus: 'ACCEPTED' })],
      nextCursor: null,
    });
    renderSection();

    const item = await screen.findByRole('listitem', { name: 'Review by Priya S.' });
    expect(within(item).getByText(/This review was removed:/)).toHaveTextContent('This review was removed: Disrespectful or abusive.');
    expect(within(item).queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
    expect(within(item).queryByText('Under review by Tradeshub')).not.toBeInTheDocument();
  });

  it('labels a review under dispute and keeps it readable', async () => {
    api.getReviews.mockResolvedValue({ items: [aReview({ disputeStatus: 'PENDING' })], nextCursor: null });
    renderSection();
    expect(await screen.findByText('Under review by Tradeshub')).toBeInTheDocument();
    expect(screen.getByText('Fixed our boiler the same day.')).toBeInTheDocument();
  });

  it('offers the owner a public reply and a dispute, not a like of their own review', async () => {
    api.session = { isAuthenticated: true, isLoading: false, userInfo: { id: OWNER_ID } };
    api.getReviews.mockResolvedValue({ items: [aReview()], nextCursor: null });
    renderSection();
    expect(await screen.findByRole('button', { name: 'Reply publicly' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dispute' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });
});

describe('drawing the reviews', () => {
  it('shows its placeholder while the profile paints, then the reviews two at a time, each drawn once, and offers more once all are in', async () => {
    const names = ['Priya', 'Tom', 'Aisha', 'Ben', 'Chloe'];
    const reviews = names.map((firstName, at) =>
      aReview({ id: `aa8012e0-0000-4000-8000-00000000001${at}`, reviewer: { ...aReview().reviewer, id: `bb8012e0-0000-4000-8000-00000000001${at}`, firstName } }),
    );
    api.getReviews.mockResolvedValue({ items: reviews, nextCursor: 'next' });
    likesDrawn.count = 0;
    renderSection();

    const drawn: number[] = [];
    const count = () => screen.queryAllByRole('listitem', { name: /^Review by/ }).length;
    const observer = new MutationObserver(() => drawn.at(-1) !== count() && drawn.push(count()));
    observer.observe(document.body, { childList: true, subtree: true });
    expect(await screen.findByRole('button', { name: 'Show more reviews' })).toBeInTheDocument();
    observer.disconnect();

    expect(drawn.filter((n) => n > 0)).toEqual([2, 4, 5]);
    expect(screen.getByRole('listitem', { name: 'Review by Chloe S.' })).toBeInTheDocument();
    // Each review drawn once: a turn adds its reviews without drawing the earlier ones again (11 if it did).
    expect(likesDrawn.count).toBe(5);
  });
});
