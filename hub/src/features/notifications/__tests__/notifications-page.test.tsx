import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import NotificationPage from '../pages/notification-page';
import NotificationsPage from '../pages/notifications-page';

const sarah = { id: '00000000-0000-4000-8000-000000000002', firstName: 'Sarah', lastName: 'Knight', profileImageUrl: null, role: 'CUSTOMER' as const };
const businessId = '00000000-0000-4000-8000-0000000000b1';

function notification(overrides: Partial<Notification>): Notification {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-000000000009',
    actionType: 'CONNECTION_ACCEPTED',
    message: 'Sarah Knight accepted your connection request.',
    triggeredBy: sarah,
    read: false,
    isForTradeperson: false,
    isForBusiness: false,
    metaData: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

function renderPage(path = '/notifications') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/notifications" element={<NotificationsPage />} />
          <Route path="/notifications/:id" element={<NotificationPage />} />
          <Route path="/business/view/:id" element={<p>Business profile</p>} />
          <Route path="/home/post/:id" element={<p>Community post</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('notifications page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('marks a notification read and opens the business its metaData names', async () => {
    const reply = notification({
      actionType: 'REPLY',
      message: 'Knight Plumbing replied to your review.',
      metaData: JSON.stringify({ reviewId: '00000000-0000-4000-8000-0000000000r1', businessId }),
    });
    vi.spyOn(client.notifications, 'getAll').mockResolvedValue({ items: [reply], nextCursor: null });
    const markRead = vi.spyOn(client.notifications, 'markRead').mockResolvedValue({ ...reply, read: true });
    const user = renderPage();

    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Knight Plumbing replied to your review/ }));

    expect(markRead).toHaveBeenCalledWith({ params: { id: reply.id } });
    expect(await screen.findByText('Business profile')).toBeInTheDocument();
  });

  it('opens the community post a comment notification names', async () => {
    const comment = notification({
      actionType: 'COMMENT',
      message: 'Sarah Knight commented on your job request.',
      metaData: { postId: '00000000-0000-4000-8000-0000000000p1', commentId: '00000000-0000-4000-8000-0000000000c1' },
    });
    vi.spyOn(client.notifications, 'getAll').mockResolvedValue({ items: [comment], nextCursor: null });
    vi.spyOn(client.notifications, 'markRead').mockResolvedValue({ ...comment, read: true });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: /Sarah Knight commented on your job request/ }));
    expect(await screen.findByText('Community post')).toBeInTheDocument();
  });

  it('opens a notification that names nothing else on its own page, marked read, with a way back', async () => {
    let accepted = notification({});
    vi.spyOn(client.notifications, 'getAll').mockImplementation(async () => ({ items: [accepted], nextCursor: null }));
    vi.spyOn(client.notifications, 'getById').mockImplementation(async () => accepted);
    const markRead = vi.spyOn(client.notifications, 'markRead').mockImplementation(async () => (accepted = { ...accepted, read: true }));
    const user = renderPage();

    const row = await screen.findByRole('button', { name: /accepted your connection request/ });
    expect(within(row).getByText('Unread')).toBeInTheDocument();
    await user.click(row);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sarah Knight accepted your connection request.' })).toBeInTheDocument();
    expect(screen.getByText('Connection accepted')).toBeInTheDocument();
    expect(screen.getByText(/From Sarah Knight/)).toBeInTheDocument();
    expect(markRead).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: /All notifications/ }));
    expect(await screen.findByRole('heading', { name: 'Your notifications' })).toBeInTheDocument();
    expect(within(await screen.findByRole('button', { name: /accepted your connection request/ })).queryByText('Unread')).not.toBeInTheDocument();
  });

  it("shows a notification's own page from its address, marks it read once, and links on to what it names", async () => {
    const reply = notification({ actionType: 'REPLY', message: 'Knight Plumbing replied to your review.', metaData: { reviewId: 'r1', businessId } });
    vi.spyOn(client.notifications, 'getById').mockResolvedValue(reply);
    const markRead = vi.spyOn(client.notifications, 'markRead').mockResolvedValue({ ...reply, read: true });
    const user = renderPage(`/notifications/${reply.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Knight Plumbing replied to your review.' })).toBeInTheDocument();
    await waitFor(() => expect(markRead).toHaveBeenCalledWith({ params: { id: reply.id } }));
    await user.click(screen.getByRole('link', { name: 'Go to it' }));
    expect(await screen.findByText('Business profile')).toBeInTheDocument();
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  it("says so when the notification is not the caller's or does not exist", async () => {
    const { ApiError } = await import('@tradeshub/sdk');
    vi.spyOn(client.notifications, 'getById').mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'We could not find that notification.'));
    renderPage('/notifications/00000000-0000-4000-8000-0000000000ff');
    expect(await screen.findByRole('heading', { name: "We couldn't find that notification" })).toBeInTheDocument();
  });

  it('does not mark an already read notification again', async () => {
    const read = notification({ read: true });
    vi.spyOn(client.notifications, 'getAll').mockResolvedValue({ items: [read], nextCursor: null });
    const markRead = vi.spyOn(client.notifications, 'markRead');
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: /accepted your connection request/ }));
    expect(markRead).not.toHaveBeenCalled();
  });

  it('marks all as read', async () => {
    let items = [notification({}), notification({ id: '00000000-0000-4000-8000-000000000003', message: 'You earned a reward.', triggeredBy: null })];
    vi.spyOn(client.notifications, 'getAll').mockImplementation(async () => ({ items, nextCursor: null }));
    const markAllRead = vi.spyOn(client.notifications, 'markAllRead').mockImplementation(async () => {
      items = items.map((n) => ({ ...n, read: true }));
      return null;
    });
    const user = renderPage();

    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    expect(markAllRead).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('You are all caught up')).toBeInTheDocument();
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    vi.spyOn(client.notifications, 'getAll').mockResolvedValue({ items: [], nextCursor: null });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });
});
