import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { useManageWorkUnseenCount } from '../../../features/work/api/manage-work-count';
import { answerMenuCounts } from '../../../testing/menu-counts';
import { MainNav } from '../main-nav';

const session = vi.hoisted(() => ({ current: { isAuthenticated: true, isBusinessUser: false } }));
vi.mock('../../../lib/session', () => ({
  useSession: () => ({ isLoading: false, commissionRate: 4, userInfo: { id: 'u1' }, ...session.current }),
}));

const items = [{ label: 'Manage Work', to: paths.manageWork() }];

function NavWithBadge() {
  const unseen = useManageWorkUnseenCount();
  return <MainNav items={items} counts={{ [paths.manageWork()]: unseen }} />;
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

describe('the Manage Work badge', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    { isBusinessUser: false, mode: 'CUSTOMER' },
    { isBusinessUser: true, mode: 'TRADEPERSON' },
  ] as const)('counts the unseen work updates of the mode in use (business user: $isBusinessUser)', async ({ isBusinessUser, mode }) => {
    session.current = { isAuthenticated: true, isBusinessUser };
    const asked = answerMenuCounts({ manageWork: 3 });
    renderNav();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(await within(nav).findByRole('link', { name: 'Manage Work , 3 unread' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledWith({ query: { mode } });
  });

  it('asks nothing when signed out', () => {
    session.current = { isAuthenticated: false, isBusinessUser: false };
    const count = answerMenuCounts();
    renderNav();
    expect(count).not.toHaveBeenCalled();
  });
});
