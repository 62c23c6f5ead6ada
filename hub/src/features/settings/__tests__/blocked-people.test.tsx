import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockedUser } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { BlockedPeople } from '../components/blocked-people';

const bob: BlockedUser = {
  user: { id: '5d7a3f0e-2b1c-4e0a-9f3b-1c2d3e4f5a6b', firstName: 'Bob', lastName: 'Baker', profileImageUrl: null, role: 'CUSTOMER' },
  blockedAt: new Date().toISOString(),
};

function renderList() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BlockedPeople />
    </QueryClientProvider>,
  );
}

describe('the blocked people in Security settings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists whom the user blocked and unblocks one, who then leaves the list', async () => {
    const list = vi
      .spyOn(client.user, 'getBlockedUsers')
      .mockResolvedValueOnce({ items: [bob], nextCursor: null })
      .mockResolvedValue({ items: [], nextCursor: null });
    const unblock = vi.spyOn(client.user, 'unblock').mockResolvedValue(null);
    renderList();

    const people = await screen.findByRole('list', { name: 'People you blocked' });
    expect(within(people).getByText('Bob Baker')).toBeInTheDocument();
    expect(within(people).getByText('Blocked: Today')).toBeInTheDocument();
    await userEvent.click(within(people).getByRole('button', { name: 'Unblock Bob Baker' }));

    expect(unblock).toHaveBeenCalledWith({ body: { userId: bob.user.id } });
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('says so when nobody is blocked, and offers a retry when the list fails', async () => {
    vi.spyOn(client.user, 'getBlockedUsers').mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ items: [], nextCursor: null });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  });
});
