import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import type { SocketStatus } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { RealtimeConnection, loadRealtime, type RealtimeConnectionProps } from '../../../lib/realtime';
import { ConnectionStatus } from '../components/connection-status';
import { MessagesLiveSync } from '../components/messages-live-sync';
import { messagesKeys } from '../api/keys';
import { BACK_ONLINE_FOR_MS, RECONNECTING_NOTICE_AFTER_MS } from '../hooks/use-connection-notice';
import { fakeRealtime } from './render-messages';

const session = vi.hoisted(() => ({ isAuthenticated: true, isLoading: false, isBusinessUser: false, userInfo: { id: 'me' } as { id: string } | null }));
vi.mock('../../../lib/session', () => ({ useSession: () => session }));

/** The socket's status as the sdk reports it, moved by the test. */
function fakeStatus(initial: SocketStatus) {
  let status = initial;
  const listeners = new Set<(s: SocketStatus) => void>();
  vi.spyOn(client.realtime, 'getStatus').mockImplementation(() => status);
  vi.spyOn(client.realtime, 'onStatusChange').mockImplementation((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  });
  return (next: SocketStatus) =>
    act(() => {
      status = next;
      for (const listener of [...listeners]) listener(next);
    });
}

beforeEach(() => {
  session.isAuthenticated = true;
  session.userInfo = { id: 'me' };
  vi.spyOn(client.realtime, 'connect').mockImplementation(() => undefined);
  vi.spyOn(client.realtime, 'disconnect').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The socket arrives with the client (lib/realtime.ts); loaded first, pushes reach listeners at once.
beforeAll(() => loadRealtime());

describe('the realtime connection', () => {
  // Any keys do: the connection invalidates exactly the ones the app shell gives it.
  const NOTICES = ['notices'] as const;
  const REQUESTS = ['requests'] as const;

  function mount(queryClient = new QueryClient()) {
    const view = render(
      <QueryClientProvider client={queryClient}>
        <RealtimeConnection invalidateOn={{ NOTIFICATION: [NOTICES], CONNECTION_REQUEST: [REQUESTS] }} />
      </QueryClientProvider>,
    );
    return { ...view, queryClient };
  }

  it('after the gateway refuses the token, checks the session once and reconnects only if it stands', async () => {
    const setStatus = fakeStatus('open');
    fakeRealtime();
    const restore = vi
      .spyOn(client.session, 'restore')
      .mockResolvedValue({ isAuthenticated: true } as Awaited<ReturnType<typeof client.session.restore>>);
    mount();
    expect(client.realtime.connect).toHaveBeenCalledTimes(1);
    setStatus('unauthorised');
    await act(async () => undefined);
    expect(restore).toHaveBeenCalledTimes(1);
    expect(client.realtime.connect).toHaveBeenCalledTimes(2);
    // Refused again: no second check and no loop.
    setStatus('unauthorised');
    await act(async () => undefined);
    expect(restore).toHaveBeenCalledTimes(1);
    expect(client.realtime.connect).toHaveBeenCalledTimes(2);
  });

  it('connects while someone is signed in and lets go when they leave', () => {
    fakeStatus('closed');
    fakeRealtime();
    const { unmount } = mount();
    expect(client.realtime.connect).toHaveBeenCalledTimes(1);
    unmount();
    expect(client.realtime.disconnect).toHaveBeenCalledTimes(1);
  });

  it('stays closed for a visitor', () => {
    fakeStatus('closed');
    fakeRealtime();
    session.isAuthenticated = false;
    session.userInfo = null;
    mount();
    expect(client.realtime.connect).not.toHaveBeenCalled();
  });

  it('refreshes the bell and the connection requests when they are pushed, and both whenever the socket opens', () => {
    const setStatus = fakeStatus('open');
    const realtime = fakeRealtime();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    mount(queryClient);

    realtime.push('CONNECTION_REQUEST', {} as never);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: REQUESTS });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: NOTICES });
    realtime.push('NOTIFICATION', {} as never);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: NOTICES });

    invalidate.mockClear();
    setStatus('closed');
    setStatus('connecting');
    expect(invalidate).not.toHaveBeenCalled();
    setStatus('open');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: NOTICES });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: REQUESTS });
  });

  /** A connection mounted while the socket is still connecting, with the invalidations it asks for. */
  function mountConnecting(props: RealtimeConnectionProps) {
    const setStatus = fakeStatus('connecting');
    fakeRealtime();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(
      <QueryClientProvider client={queryClient}>
        <RealtimeConnection {...props} />
      </QueryClientProvider>,
    );
    return { setStatus, invalidate };
  }

  it('does not ask again on the first open of a signed-in load, and asks each key once when it opens again', () => {
    const { setStatus, invalidate } = mountConnecting({
      invalidateOn: { NOTIFICATION: [NOTICES], CONNECTION_REQUEST: [REQUESTS, NOTICES], CONTRACT_UPDATED: [['notices']] },
    });
    setStatus('open');
    expect(invalidate).not.toHaveBeenCalled();

    setStatus('closed');
    setStatus('connecting');
    setStatus('open');
    expect(invalidate.mock.calls).toEqual([[{ queryKey: NOTICES }], [{ queryKey: REQUESTS }]]);
  });

  it('asks again on the first open for what arrives only as an event, once, and a reopen still asks every key', async () => {
    const { setStatus, invalidate } = mountConnecting({
      invalidateOn: { NOTIFICATION: [NOTICES], CONNECTION_REQUEST: [REQUESTS] },
      askAgainOnFirstOpen: [NOTICES],
    });
    expect(invalidate).not.toHaveBeenCalled();
    setStatus('open');
    // After cancelling a first load of them still running (askAgainNow).
    await vi.waitFor(() => expect(invalidate.mock.calls).toEqual([[{ queryKey: NOTICES }]]));

    invalidate.mockClear();
    setStatus('closed');
    setStatus('connecting');
    setStatus('open');
    expect(invalidate.mock.calls).toEqual([[{ queryKey: NOTICES }], [{ queryKey: REQUESTS }]]);
  });
});

describe('the connection status line', () => {
  it('stays quiet through a short drop', () => {
    vi.useFakeTimers();
    const setStatus = fakeStatus('open');
    render(<ConnectionStatus />);
    setStatus('closed');
    act(() => vi.advanceTimersByTime(RECONNECTING_NOTICE_AFTER_MS - 100));
    setStatus('open');
    act(() => vi.advanceTimersByTime(BACK_ONLINE_FOR_MS * 2));
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    expect(screen.queryByText('Back online')).not.toBeInTheDocument();
  });

  it("says 'Reconnecting…' after two seconds down, then 'Back online' for a moment", () => {
    vi.useFakeTimers();
    const setStatus = fakeStatus('open');
    render(<ConnectionStatus />);
    setStatus('closed');
    act(() => vi.advanceTimersByTime(RECONNECTING_NOTICE_AFTER_MS / 2));
    setStatus('connecting');
    setStatus('closed');
    act(() => vi.advanceTimersByTime(RECONNECTING_NOTICE_AFTER_MS / 2));
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();

    setStatus('open');
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    expect(screen.getByText('Back online')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(BACK_ONLINE_FOR_MS));
    expect(screen.queryByText('Back online')).not.toBeInTheDocument();
  });

  it('does not promise a reconnection the client will not try, after the gateway refused the token', () => {
    vi.useFakeTimers();
    const setStatus = fakeStatus('open');
    render(<ConnectionStatus />);
    setStatus('unauthorised');
    act(() => vi.advanceTimersByTime(RECONNECTING_NOTICE_AFTER_MS * 3));
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  });

  it('does not call the first connection a reconnection', () => {
    vi.useFakeTimers();
    fakeStatus('connecting');
    render(<ConnectionStatus />);
    act(() => vi.advanceTimersByTime(RECONNECTING_NOTICE_AFTER_MS * 3));
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  });
});

describe('catching up', () => {
  it('refetches the messages whenever the socket opens, so nothing sent before it opened is missed', async () => {
    const setStatus = fakeStatus('open');
    fakeRealtime();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(
      <QueryClientProvider client={queryClient}>
        <MessagesLiveSync />
      </QueryClientProvider>,
    );
    setStatus('closed');
    expect(invalidate).not.toHaveBeenCalled();
    setStatus('open');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: messagesKeys.all }));
    invalidate.mockClear();
    setStatus('closed');
    setStatus('connecting');
    setStatus('open');
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
  });

  it('starts again a first load that was running when the socket opened, instead of joining it', async () => {
    const setStatus = fakeStatus('connecting');
    fakeRealtime();
    const queryClient = new QueryClient();
    let calls = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: messagesKeys.thread('t1'),
      queryFn: () => {
        calls += 1;
        return new Promise<string>((resolve) => setTimeout(() => resolve(`load ${calls}`), 20));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    render(
      <QueryClientProvider client={queryClient}>
        <MessagesLiveSync />
      </QueryClientProvider>,
    );
    expect(calls).toBe(1);
    setStatus('open');
    await waitFor(() => expect(queryClient.getQueryData(messagesKeys.thread('t1'))).toBe('load 2'));
    unsubscribe();
  });
});
