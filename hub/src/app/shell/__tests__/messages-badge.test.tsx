import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { useUnseenConversationCount } from '../../../features/messages/api/get-unseen-count';
import { answerMenuCounts } from '../../../testing/menu-counts';
import { MainNav } from '../main-nav';

const session = vi.hoisted(() => ({ current: { isAuthenticated: true, isBusinessUser: false } }));
vi.mock('../../../lib/session', () => ({
  useSession: () => ({ isLoading: false, commissionRate: 4, userInfo: { id: 'u1' }, ...session.current }),
}));

const items = [
  { label: 'Find A tradesperson', to: paths.find() },
  { label: 'Messages', to: paths.messages() },
];

function NavWithBadge() {
  const unseen = useUnseenConversationCount();
  return <MainNav items={items} counts={{ [paths.messages()]: unseen }} />;
}

function renderNav() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NavWithBadge />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the Messages badge', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    { isBusinessUser: false, mode: 'CUSTOMER' as const },
    { isBusinessUser: true, mode: 'TRADEPERSON' as const },
  ])('counts the $mode conversations with unseen messages, on the link and the mobile menu button', async ({ isBusinessUser, mode }) => {
    session.current = { isAuthenticated: true, isBusinessUser };
    const getUnseenCounts = answerMenuCounts({ conversations: 2 });
    renderNav();

    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const link = await within(nav).findByRole('link', { name: 'Messages , 2 unread' });
    expect(link).toHaveTextContent('Messages2');
    expect(within(nav).getByRole('link', { name: 'Find A tradesperson' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu, 2 unread' })).toBeInTheDocument();
    expect(getUnseenCounts).toHaveBeenCalledWith({ query: { mode } });
  });

  it('shows nothing when every message has been seen', async () => {
    session.current = { isAuthenticated: true, isBusinessUser: false };
    const getUnseenCounts = answerMenuCounts({ conversations: 0 });
    renderNav();

    await vi.waitFor(() => expect(getUnseenCounts).toHaveBeenCalled());
    expect(screen.getAllByRole('link', { name: 'Messages' })[0]).toHaveTextContent(/^Messages$/);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('asks nothing when signed out', () => {
    session.current = { isAuthenticated: false, isBusinessUser: false };
    const getUnseenCounts = answerMenuCounts();
    renderNav();
    expect(getUnseenCounts).not.toHaveBeenCalled();
  });
});
