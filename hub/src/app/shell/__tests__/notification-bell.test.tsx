import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerMenuCounts } from '../../../testing/menu-counts';
import { NotificationBell } from '../notification-bell';

const session = vi.hoisted(() => ({ current: { isAuthenticated: true, isBusinessUser: false } }));
vi.mock('../../../lib/session', () => ({
  useSession: () => ({ isLoading: false, commissionRate: 4, userInfo: { id: 'u1' }, ...session.current }),
}));

function renderBell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('notification bell', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    { isBusinessUser: false, mode: 'CUSTOMER' as const, count: 3 },
    { isBusinessUser: true, mode: 'TRADEPERSON' as const, count: 12 },
  ])('shows the $mode unread count in its label and badge', async ({ isBusinessUser, mode, count }) => {
    session.current = { isAuthenticated: true, isBusinessUser };
    const getUnreadCount = answerMenuCounts({ notifications: count });
    renderBell();

    const bell = await screen.findByRole('link', { name: `Notifications, ${count} unread` });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent(String(count));
    expect(getUnreadCount).toHaveBeenCalledWith({ query: { mode } });
  });

  it('shows no badge when nothing is unread', async () => {
    session.current = { isAuthenticated: true, isBusinessUser: false };
    answerMenuCounts();
    renderBell();

    const bell = await screen.findByRole('link', { name: 'Notifications, 0 unread' });
    expect(bell).toHaveTextContent('');
  });

  it('is not shown, and asks nothing, when signed out', () => {
    session.current = { isAuthenticated: false, isBusinessUser: false };
    const getUnreadCount = answerMenuCounts();
    renderBell();

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(getUnreadCount).not.toHaveBeenCalled();
  });
});
