import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import HomePage from '../pages/home-page';
import { aPost, ME, nextId, page, TILER } from './community-fixtures';

const session = vi.hoisted(() => ({ current: {} as object }));
vi.mock('../../../lib/session', () => ({ useSession: () => session.current, refreshSession: vi.fn() }));

const tiling = { id: nextId(), title: 'Tiling' as const };
const job = aPost({ type: 'JOB_REQUEST', title: 'Retile the bathroom floor', author: ME, category: tiling, locality: 'Bath' });

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
    commissionRate: 4,
    userInfo: { ...TILER, business: { id: nextId(), name: 'Shah Tiling', locality: 'Bath' }, communityRuleAccepted: true },
  };
});
afterEach(() => vi.restoreAllMocks());

describe('Find a Job', () => {
  it('lists job requests only, with their trade and town', async () => {
    const getPosts = vi.spyOn(client.community, 'getPosts').mockResolvedValue(page([job]));
    renderFindAJob();
    const card = await screen.findByRole('article', { name: 'Retile the bathroom floor' });
    expect(within(card).getByText('Tiling')).toBeInTheDocument();
    expect(within(card).getByText('Bath')).toBeInTheDocument();
    expect(getPosts).toHaveBeenCalledWith({ query: expect.objectContaining({ type: 'JOB_REQUEST' }) }, expect.anything());
  });

  it.each([
    ['Reply', (c: Conversation) => `/messages/${c.id}`],
    ['Send a quote', (c: Conversation) => `/managework/new?conversationId=${c.id}&customerId=${ME.id}`],
  ])("'%s' opens a JOB_REQUEST conversation with the poster that carries the post", async (button, destination) => {
    vi.spyOn(client.community, 'getPosts').mockResolvedValue(page([job]));
    const conversation = { id: nextId() } as Conversation;
    const create = vi.spyOn(client.chat, 'createConversation').mockResolvedValue(conversation);
    const { router, user } = renderFindAJob();
    const card = await screen.findByRole('article', { name: 'Retile the bathroom floor' });
    await user.click(within(card).getByRole('button', { name: button }));
    expect(create).toHaveBeenCalledWith({ body: { receiverId: ME.id, kind: 'JOB_REQUEST', postId: job.id, startedByTradesperson: true } });
    await screen.findByText(button === 'Reply' ? 'Conversation' : 'Quote builder');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(destination(conversation));
  });

  it('says when there are no job requests nearby', async () => {
    vi.spyOn(client.community, 'getPosts').mockResolvedValue(page([]));
    renderFindAJob();
    expect(await screen.findByRole('heading', { name: 'No open job requests near you right now' })).toBeInTheDocument();
  });
});
