import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { connectionKeys } from '../../../entities/connections';
import { useUnseenReviewDisputeCount } from '../../../entities/menu-counts';
import { client } from '../../../lib/client';
import { reads } from '../../../lib/plain-reads';
import { answerMenuCounts, menuCounts } from '../../../testing/menu-counts';
import { RealtimeConnection, loadRealtime } from '../../../lib/realtime';
import { LIVE_QUERIES } from '../signed-in-live';
import { AccountMenu } from '../account-menu';

const session = vi.hoisted(() => ({
  current: {
    isAuthenticated: true,
    isLoading: false,
    isBusinessUser: false,
    userInfo: { id: 'u1', firstName: 'Amelia', lastName: 'Clarke', emailAddress: 'amelia@example.co.uk', role: 'CUSTOMER', business: null },
  },
}));
vi.mock('../../../lib/session', () => ({ useSession: () => session.current }));

function Where() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

function DisputeCount() {
  return <p>Disputes: {useUnseenReviewDisputeCount()}</p>;
}

function renderShell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AccountMenu />
        <DisputeCount />
        <RealtimeConnection invalidateOn={LIVE_QUERIES} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

type Handler = (data: unknown) => void;
const handlers = new Map<string, Set<Handler>>();

beforeEach(() => {
  session.current = { ...session.current, isBusinessUser: false };
  handlers.clear();
  vi.spyOn(client.realtime, 'connect').mockImplementation(() => undefined);
  vi.spyOn(client.realtime, 'disconnect').mockImplementation(() => undefined);
  vi.spyOn(client.realtime, 'on').mockImplementation(((event: string, handler: Handler) => {
    if (!handlers.has(event)) handlers.set(event, new Set());
    handlers.get(event)!.add(handler);
    return () => handlers.get(event)?.delete(handler);
  }) as typeof client.realtime.on);
});
afterEach(() => vi.restoreAllMocks());

// The socket arrives with the client (lib/realtime.ts); loaded first, pushes reach listeners at once.
beforeAll(() => loadRealtime());

describe('the unseen connection-request badge', () => {
  it('counts requests for the mode in use on the account menu and its Connections item, which opens the requests', async () => {
    const asked = vi.spyOn(reads.user, 'getMenuCounts').mockResolvedValue(menuCounts({ connectionRequests: 2 }));
    renderShell();
    const button = await screen.findByRole('button', { name: 'Account menu for Amelia Clarke, 2 new connection requests' });
    expect(asked).toHaveBeenCalledWith({ query: { mode: 'CUSTOMER' } });
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: /^Connections\s*, 2 new$/ }));
    expect(await screen.findByText('At /connections?tab=requests')).toBeInTheDocument();
  });

  it('follows a pushed request: the count refreshes when the connection reads go stale', async () => {
    session.current = { ...session.current, isBusinessUser: true };
    const asked = vi
      .spyOn(reads.user, 'getMenuCounts')
      .mockResolvedValueOnce(menuCounts({}, 'TRADEPERSON'))
      .mockResolvedValue(menuCounts({ connectionRequests: 1 }, 'TRADEPERSON'));
    const queryClient = renderShell();
    expect(await screen.findByRole('button', { name: 'Account menu for Amelia Clarke' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledWith({ query: { mode: 'TRADEPERSON' } });
    await queryClient.invalidateQueries({ queryKey: connectionKeys.all });
    expect(await screen.findByRole('button', { name: 'Account menu for Amelia Clarke, 1 new connection request' })).toBeInTheDocument();
  });
});

describe('the unseen review-dispute count', () => {
  it('is read in customer mode, with the account menu\'s count, in one read', async () => {
    const asked = answerMenuCounts({ reviewDisputes: 3 });
    renderShell();
    expect(await screen.findByText('Disputes: 3')).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('follows a pushed DISPUTE_UPDATED', async () => {
    vi.spyOn(reads.user, 'getMenuCounts').mockResolvedValueOnce(menuCounts()).mockResolvedValue(menuCounts({ reviewDisputes: 1 }));
    renderShell();
    expect(await screen.findByText('Disputes: 0')).toBeInTheDocument();
    await act(async () => handlers.get('DISPUTE_UPDATED')?.forEach((handler) => handler({})));
    expect(await screen.findByText('Disputes: 1')).toBeInTheDocument();
  });

  it('is 0 in business mode, whatever the answer says', async () => {
    session.current = { ...session.current, isBusinessUser: true };
    const asked = answerMenuCounts({ reviewDisputes: 4 });
    renderShell();
    await vi.waitFor(() => expect(asked).toHaveBeenCalledWith({ query: { mode: 'TRADEPERSON' } }));
    expect(await screen.findByText('Disputes: 0')).toBeInTheDocument();
  });
});
