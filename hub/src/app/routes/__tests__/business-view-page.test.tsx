import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, businessProfileReads, type PublicBusiness } from '@tradeshub/sdk';

const api = vi.hoisted(() => ({
  getById: vi.fn(),
  getReviews: vi.fn(),
  getRecommenders: vi.fn(),
  getFinishedWorks: vi.fn(),
  createConversation: vi.fn(),
  getBlockStatus: vi.fn(),
  block: vi.fn(),
  unblock: vi.fn(),
  session: { isAuthenticated: false, isLoading: false, userInfo: null as null | { id: string } },
}));
const fakeClient = vi.hoisted(() => ({
  business: {
    getById: (...args: unknown[]) => api.getById(...args),
    getReviews: (...args: unknown[]) => api.getReviews(...args),
    getRecommenders: (...args: unknown[]) => api.getRecommenders(...args),
  },
  chat: { createConversation: (...args: unknown[]) => api.createConversation(...args) },
  work: { getFinishedWorks: (...args: unknown[]) => api.getFinishedWorks(...args) },
  user: { getBlockStatus: (...args: unknown[]) => api.getBlockStatus(...args), block: (...args: unknown[]) => api.block(...args), unblock: (...args: unknown[]) => api.unblock(...args) },
}));
vi.mock('../../../lib/client', () => ({ client: fakeClient }));
// The profile's reads load the client when they first run (docs/decisions/0061-route-preloads-and-first-reads.md).
vi.mock('../../../lib/load-client', () => ({ loadClient: () => Promise.resolve(fakeClient) }));
vi.mock('../../../lib/session', () => ({ useSession: () => api.session }));

const { default: BusinessViewPage } = await import('../business-view-page');

const ID = '2f1d6a4e-7c1b-4f7e-9a53-0c6f1f0b9d11';
const OWNER = '9b0f3a55-1d2e-4c8b-8f6a-2a7e4c1d0e22';
const business: PublicBusiness = {
  id: ID,
  ownerId: OWNER,
  referralUuid: '5a7c9e1b-3d5f-4a6b-8c0d-2e4f6a8b0c1d',
  name: 'Aire Valley Plumbing',
  accountType: 'individual',
  isAssessor: false,
  categories: [{ id: 'c0a8012e-0000-4000-8000-000000000001', title: 'Plumbing' }],
  locality: 'Leeds',
  radius: 25,
  serviceArea: 25,
  description: 'Boilers, bathrooms and leaks.',
  profileImageUrl: null,
  rating: { average: 4.3, count: 12, dimensions: { OVERALL: 4.3, PRICE: 3.2, PUNCTUALITY: 4.5, CLEANLINESS: 2.4, QUALITY: 4.6, FRIENDLINESS: 4.1 } },
  recommendationCount: 3,
  createdAt: '2023-05-01T10:00:00.000Z',
};
const notFound = () => new ApiError(404, 'NOT_FOUND', 'There is no such page.');

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/business/view/:id', element: <BusinessViewPage /> },
      { path: '/auth/signin', element: <p>Sign-in page</p> },
      { path: '/messages/:conversationId', element: <p>Messages page</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.resetAllMocks();
  api.session = { isAuthenticated: false, isLoading: false, userInfo: null };
  api.getById.mockResolvedValue(business);
  api.getReviews.mockRejectedValue(notFound());
  api.getRecommenders.mockRejectedValue(notFound());
  api.getFinishedWorks.mockResolvedValue({ items: [], nextCursor: null });
  api.getBlockStatus.mockResolvedValue({ youBlocked: false, canContact: true });
});

describe('business profile', () => {
  it("renders at once from the answers the server put into a visitor's page, asking the API for none of them", () => {
    const reads = businessProfileReads(ID);
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'first-reads';
    element.textContent = JSON.stringify({
      [reads.business]: business,
      [reads.reviews]: { items: [], nextCursor: null },
      [reads.recommenders]: { items: [], nextCursor: null },
      [reads.finishedWorks]: { items: [], nextCursor: null },
    });
    document.body.append(element);
    renderAt(`/business/view/${ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Aire Valley Plumbing' })).toBeInTheDocument();
    expect(screen.getByText('Boilers, bathrooms and leaks.')).toBeInTheDocument();
    expect(screen.getByText('No recommendations yet.')).toBeInTheDocument();
    expect(api.getById).not.toHaveBeenCalled();
    expect(api.getReviews).not.toHaveBeenCalled();
    expect(api.getRecommenders).not.toHaveBeenCalled();
    expect(api.getFinishedWorks).not.toHaveBeenCalled();
    expect(document.getElementById('first-reads')).toBeNull();
  });

  it('shows the business, its overall rating and all six dimensions', async () => {
    renderAt(`/business/view/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aire Valley Plumbing' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rated 4.3 out of 5' }).length).toBeGreaterThan(0);
    const ratings = screen.getByRole('region', { name: 'Ratings' });
    for (const label of ['Overall', 'Price', 'Punctuality', 'Cleanliness', 'Quality', 'Friendliness']) {
      expect(within(ratings).getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText(/Works within/)).toHaveTextContent('Works within 25 miles of Leeds.');
    expect(screen.getByText('3 recommendations')).toBeInTheDocument();
  });

  it('says nobody recommends the business yet when the list is empty', async () => {
    api.getReviews.mockResolvedValue({ items: [], nextCursor: null });
    api.getRecommenders.mockResolvedValue({ items: [], nextCursor: null });
    renderAt(`/business/view/${ID}`);
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
    expect(await screen.findByText('No recommendations yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the recommenders cannot be loaded (a 404 included), and loads them again on request', async () => {
    api.getReviews.mockResolvedValue({ items: [], nextCursor: null });
    const recommender = {
      user: { id: 'bb8012e0-0000-4000-8000-000000000002', firstName: 'Tom', lastName: 'Reid', profileImageUrl: null, role: 'CUSTOMER' },
      categories: [{ id: 'c0a8012e-0000-4000-8000-000000000001', title: 'Plumbing' }],
      recommendedAt: '2024-02-01T09:00:00.000Z',
    };
    api.getRecommenders.mockRejectedValueOnce(notFound()).mockResolvedValue({ items: [recommender], nextCursor: null });
    renderAt(`/business/view/${ID}`);
    expect(await screen.findByText('We could not load who recommends this business.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Tom R.')).toBeInTheDocument();
  });

  it('lists reviews when the server answers', async () => {
    api.getReviews.mockResolvedValue({
      items: [
        {
          id: 'aa8012e0-0000-4000-8000-000000000001',
          businessId: ID,
          serviceContractId: null,
          reviewer: { id: 'bb8012e0-0000-4000-8000-000000000001', firstName: 'Priya', lastName: 'Shah', profileImageUrl: null, role: 'CUSTOMER' },
          ratings: { OVERALL: 5, PRICE: 4, PUNCTUALITY: 5, CLEANLINESS: 5, QUALITY: 5, FRIENDLINESS: 5 },
          comment: 'Fixed our boiler the same day.',
          isVerifiedJob: true,
          likeCount: 2,
          likedByMe: false,
          disputeStatus: null,
          hiddenReason: null,
          reply: null,
          editedAt: null,
          createdAt: '2024-01-10T09:00:00.000Z',
          updatedAt: '2024-01-10T09:00:00.000Z',
        },
      ],
      nextCursor: null,
    });
    renderAt(`/business/view/${ID}`);
    expect(await screen.findByText('Fixed our boiler the same day.')).toBeInTheDocument();
    expect(screen.getByText('Priya S.')).toBeInTheDocument();
    expect(screen.getByText('Verified job')).toBeInTheDocument();
  });

  it('lists the jobs it completed through Tradeshub, and leaves the section out while there are none', async () => {
    const job = {
      id: 'cc8012e0-0000-4000-8000-000000000001',
      title: 'New combi boiler',
      status: 'COMPLETED',
      category: { id: 'c0a8012e-0000-4000-8000-000000000001', title: 'Plumbing' },
      business: { id: ID, name: 'Aire Valley Plumbing' },
      completedAt: '2026-01-20T15:00:00.000Z',
      createdAt: '2026-01-02T09:00:00.000Z',
    };
    api.getFinishedWorks.mockResolvedValueOnce({ items: [], nextCursor: null });
    renderAt(`/business/view/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Aire Valley Plumbing' });
    await waitFor(() => expect(api.getFinishedWorks).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('heading', { name: 'Completed jobs' })).not.toBeInTheDocument();
    cleanup();

    api.getFinishedWorks.mockResolvedValue({ items: [job], nextCursor: null });
    renderAt(`/business/view/${ID}`);
    const section = (await screen.findByRole('heading', { name: 'Completed jobs' })).closest('section')!;
    expect(within(section).getByText('New combi boiler')).toBeInTheDocument();
    expect(within(section).getByText('Plumbing · Completed 20 Jan 2026')).toBeInTheDocument();
    expect(api.getFinishedWorks).toHaveBeenLastCalledWith({ query: { businessId: ID, limit: 6 } }, expect.anything());
  });

  it('says plainly when there is no such business', async () => {
    api.getById.mockRejectedValue(notFound());
    renderAt(`/business/view/${ID}`);
    expect(await screen.findByRole('heading', { name: "We couldn't find that tradesperson" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tradesperson' })).toHaveAttribute('href', '/findabussiness');
  });

  it('sends a visitor who is not signed in to sign in, and back here afterwards', async () => {
    const router = renderAt(`/business/view/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a message' }));
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(`/business/view/${ID}`);
  });

  it('opens (or starts) the conversation with the owner for a signed-in customer', async () => {
    api.session = { isAuthenticated: true, isLoading: false, userInfo: { id: 'someone-else' } };
    const conversationId = '5c7e2b1a-3d4f-4a6b-8c9d-0e1f2a3b4c5d';
    api.createConversation.mockResolvedValue({ id: conversationId });
    const router = renderAt(`/business/view/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a message' }));
    expect(await screen.findByText('Messages page')).toBeInTheDocument();
    expect(api.createConversation).toHaveBeenCalledWith({ body: { receiverId: OWNER, kind: 'GENERAL', startedByTradesperson: false } });
    expect(router.state.location.pathname).toBe(`/messages/${conversationId}`);
  });

  it('lets a signed-in visitor block the owner after saying what it does, and unblock them again', async () => {
    api.session = { isAuthenticated: true, isLoading: false, userInfo: { id: 'someone-else' } };
    api.getBlockStatus.mockResolvedValueOnce({ youBlocked: false, canContact: true }).mockResolvedValueOnce({ youBlocked: true, canContact: false }).mockResolvedValue({ youBlocked: false, canContact: true });
    api.block.mockResolvedValue(null);
    api.unblock.mockResolvedValue(null);
    renderAt(`/business/view/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Aire Valley Plumbing?' });
    expect(dialog).toHaveTextContent('will not be able to message you or connect with you');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(api.block).toHaveBeenCalledWith({ body: { userId: OWNER } });
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(api.unblock).toHaveBeenCalledWith({ body: { userId: OWNER } });
    expect(await screen.findByRole('button', { name: 'Block' })).toBeInTheDocument();
  });

  it('offers no block button to a visitor who is not signed in, nor to the owner', async () => {
    renderAt(`/business/view/${ID}`);
    await screen.findByRole('button', { name: 'Send a message' });
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    expect(api.getBlockStatus).not.toHaveBeenCalled();
  });

  it('offers the owner an edit link instead of a message button', async () => {
    api.session = { isAuthenticated: true, isLoading: false, userInfo: { id: OWNER } };
    renderAt(`/business/view/${ID}`);
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/user/settings/businessArea');
    expect(screen.queryByRole('button', { name: 'Send a message' })).not.toBeInTheDocument();
  });
});
