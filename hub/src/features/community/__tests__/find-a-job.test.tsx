import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Business, Conversation } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { reads } from '../../../lib/plain-reads';
import HomePage from '../pages/home-page';
import { aPost, ME, nextId, page, TILER } from './community-fixtures';
import { agesDrawn } from './counted-age';
import { FEED_TURNS } from '../api/get-feed';

const session = vi.hoisted(() => ({ current: {} as object }));
vi.mock('../../../lib/session', () => ({ useSession: () => session.current, refreshSession: vi.fn() }));

// Post cards draw their age once each, however many turns the list takes.
vi.mock('../components/age', async (importOriginal) => (await import('./counted-age')).countedAge(importOriginal));

const tiling = { id: nextId(), title: 'Tiling' as const };
const flooring = { id: nextId(), title: 'Flooring' as const };
const businessId = nextId();
const job = aPost({ type: 'JOB_REQUEST', title: 'Retile the bathroom floor', author: ME, category: tiling, locality: 'Bath', budgetBand: 'FROM_500_TO_5000', status: 'OPEN', distanceMiles: 3.2 });

function renderFindAJob() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/home', element: <HomePage /> },
      { path: '/messages/:id', element: <p>Conversation</p> },
      { path: '/managework/new', element: <p>Quote builder</p> },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  session.current = {
    isAuthenticated: true,
    isLoading: false,
    isBusinessUser: true,
    businessModeKnown: true,
    commissionRate: 4,
    userInfo: { ...TILER, business: { id: businessId, name: 'Shah Tiling', locality: 'Bath' }, communityRuleAccepted: true },
  };
  vi.spyOn(client.business, 'getById').mockResolvedValue({ id: businessId, serviceId: nextId(), categories: [tiling, flooring], serviceArea: 30 } as Business);
});
afterEach(() => vi.restoreAllMocks());

describe('Find a Job', () => {
  it('lists job requests with their trade, budget band, town and distance', async () => {
    const getJobs = vi.spyOn(reads.community, 'getJobRequests').mockResolvedValue(page([job]));
    renderFindAJob();
    const card = await screen.findByRole('article', { name: 'Retile the bathroom floor' });
    const facts = within(card).getByRole('list', { name: 'About this job request' });
    expect(facts).toHaveTextContent('Tiling');
    expect(facts).toHaveTextContent('Budget £500–£5,000');
    expect(facts).toHaveTextContent('3 miles away');
    expect(within(card).getByText('Bath')).toBeInTheDocument();
    expect(getJobs).toHaveBeenCalledWith({ query: { cursor: undefined, limit: 10 } }, expect.anything());
  });

  it("draws a phone's first screenful of job requests with the page and the rest in turns, each card once", async () => {
    const jobs = Array.from({ length: 8 }, (_, at) => ({ ...job, id: nextId(), title: `Job number ${at + 1}`, author: { ...ME, id: nextId() } }));
    vi.spyOn(reads.community, 'getJobRequests').mockResolvedValue(page(jobs));
    agesDrawn.count = 0;
    renderFindAJob();

    const list = await screen.findByRole('list', { name: 'Job requests' });
    expect(within(list).getAllByRole('article')).toHaveLength(FEED_TURNS.first);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(8));
    // Each with its Reply, and drawn once: each turn drawing every card again made it 35.
    expect(within(list).getAllByRole('button', { name: /^Reply/ })).toHaveLength(8);
    expect(agesDrawn.count).toBe(8);
  });

  it('narrows to one of the business trades and a shorter distance', async () => {
    const getJobs = vi.spyOn(reads.community, 'getJobRequests').mockResolvedValue(page([job]));
    const { user } = renderFindAJob();
    await screen.findByRole('article', { name: 'Retile the bathroom floor' });
    const filters = screen.getByRole('group', { name: 'Filter job requests' });
    expect(within(filters).getByRole('option', { name: 'Your whole service area (30 miles)' })).toBeInTheDocument();
    expect(within(filters).queryByRole('option', { name: 'Within 50 miles' })).not.toBeInTheDocument();

    getJobs.mockResolvedValue(page([]));
    await user.selectOptions(within(filters).getByLabelText('Trade'), 'Flooring');
    await user.selectOptions(within(filters).getByLabelText('Distance'), 'Within 10 miles');
    expect(await screen.findByRole('heading', { name: 'No job requests match these filters' })).toBeInTheDocument();
    expect(getJobs).toHaveBeenLastCalledWith({ query: { categoryId: flooring.id, radiusMiles: 10, cursor: undefined, limit: 10 } }, expect.anything());
  });

  it.each([
    ['Reply', (c: Conversation) => `/messages/${c.id}`],
    ['Send a quote', (c: Conversation) => `/managework/new?conversationId=${c.id}&customerId=${ME.id}`],
  ])("'%s' opens a JOB_REQUEST conversation with the poster that carries the post", async (button, destination) => {
    vi.spyOn(reads.community, 'getJobRequests').mockResolvedValue(page([job]));
    const conversation = { id: nextId() } as Conversation;
    const create = vi.spyOn(client.chat, 'createConversation').mockResolvedValue(conversation);
    const { router, user } = renderFindAJob();
    const card = await screen.findByRole('article', { name: 'Retile the bathroom floor' });
    await user.click(within(card).getByRole('button', { name: button }));
    expect(create).toHaveBeenCalledWith({ body: { receiverId: ME.id, kind: 'JOB_REQUEST', postId: job.id, startedByTradesperson: true } });
    await screen.findByText(button === 'Reply' ? 'Conversation' : 'Quote builder');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(destination(conversation));
  });

  it('offers no Reply on a closed job request', async () => {
    vi.spyOn(reads.community, 'getJobRequests').mockResolvedValue(page([{ ...job, status: 'CLOSED' }]));
    renderFindAJob();
    const card = await screen.findByRole('article', { name: 'Retile the bathroom floor' });
    expect(within(card).getByText('Closed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('says when there are no job requests nearby', async () => {
    vi.spyOn(reads.community, 'getJobRequests').mockResolvedValue(page([]));
    renderFindAJob();
    expect(await screen.findByRole('heading', { name: 'No open job requests near you right now' })).toBeInTheDocument();
  });
});
