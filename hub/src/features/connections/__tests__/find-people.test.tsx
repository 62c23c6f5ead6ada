import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../../lib/client';
import { FindPeopleTab, SEARCH_DEBOUNCE_MS } from '../components/find-people-tab';

vi.mock('../../../lib/session', () => ({
  useSession: () => ({ isAuthenticated: true, isLoading: false, commissionRate: 4, isBusinessUser: false, userInfo: { id: 'me' } }),
}));

const sarah = { id: '00000000-0000-4000-8000-000000000002', firstName: 'Sarah', lastName: 'Knight', profileImageUrl: null, role: 'CUSTOMER' as const };

function renderTab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FindPeopleTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const settle = () => act(async () => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 50));

describe('find people', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('does not search on a single letter', async () => {
    const search = vi.spyOn(client.connections, 'searchUsersByName').mockResolvedValue({ items: [], nextCursor: null });
    const user = renderTab();

    await user.type(screen.getByLabelText('Search by name'), 'S');
    await settle();

    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText(/at least 2 letters/)).toBeInTheDocument();
  });

  it('searches once for the name typed, after typing pauses', async () => {
    const search = vi.spyOn(client.connections, 'searchUsersByName').mockResolvedValue({ items: [sarah], nextCursor: null });
    vi.spyOn(client.connections, 'checkIfConnected').mockResolvedValue({ connected: false, connection: null });
    const user = renderTab();

    await user.type(screen.getByLabelText('Search by name'), 'Sarah');
    await settle();

    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith({ query: { name: 'Sarah', limit: 20 } }, expect.anything());
    expect(await screen.findByRole('button', { name: 'Connect with Sarah Knight' })).toBeInTheDocument();
  });

  it('shows a pending request instead of Connect', async () => {
    vi.spyOn(client.connections, 'searchUsersByName').mockResolvedValue({ items: [sarah], nextCursor: null });
    vi.spyOn(client.connections, 'checkIfConnected').mockResolvedValue({
      connected: false,
      connection: {
        id: '00000000-0000-4000-8000-0000000000c1',
        senderId: 'me',
        receiverId: sarah.id,
        status: 'PENDING',
        seen: false,
        isTrustedConnection: false,
        user: sarah,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      },
    });
    const user = renderTab();

    await user.type(screen.getByLabelText('Search by name'), 'Sa');
    await settle();

    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Connect with/ })).not.toBeInTheDocument();
  });
});
