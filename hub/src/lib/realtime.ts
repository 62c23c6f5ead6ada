import { useEffect, useRef, useSyncExternalStore } from 'react';
import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { SOCKET_STATUS, type RealtimeClient, type RealtimeEventName, type RealtimeEvents, type SocketStatus } from '@tradeshub/sdk';
import { useSession } from './session';
import { session } from './session-store';

// The hub's side of the realtime socket (spec section 4). The sdk's client owns the socket,
// its reconnect timing and the sign-out disconnect; this file ties it to React: connect
// while someone is signed in, expose the connection state, and subscribe to typed events.

// The socket is its own module (realtime-socket.ts), apart from the client, which a signed-in
// page needs for neither its first render nor its socket (docs/decisions/0063 and 0067); the
// shell's signed-in part loads it. What listens here starts listening once it has loaded; no
// socket is open before then, so nothing is pushed to a listener not yet attached.
let loaded: RealtimeClient | null = null;

/** The socket, once its module has loaded; after that, what listens here listens at once. */
export async function loadRealtime(): Promise<RealtimeClient> {
  loaded ??= (await import('./realtime-socket')).realtime;
  return loaded;
}

/**
 * Runs `listen` with the socket as soon as the client has loaded (at once when it has).
 * The returned function stops the listening, or stops it before it starts.
 */
function withRealtime(listen: (realtime: RealtimeClient) => () => void): () => void {
  if (loaded) return listen(loaded);
  let stop: (() => void) | null = null;
  let stopped = false;
  void loadRealtime().then((realtime) => {
    if (!stopped) stop = listen(realtime);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

const subscribeStatus = (onChange: () => void) =>
  withRealtime((realtime) => {
    onChange();
    return realtime.onStatusChange(onChange);
  });
// Before the client loads, a signed-in page's socket is on its way.
const getStatus = () => loaded?.getStatus() ?? SOCKET_STATUS.CONNECTING;

/** The socket's state: connecting, open or closed. */
export function useRealtimeStatus(): SocketStatus {
  return useSyncExternalStore(subscribeStatus, getStatus, getStatus);
}

/**
 * Calls the handler for every `event` while the component is mounted; the latest handler is
 * used without resubscribing, so it may close over fresh state.
 * @example useRealtimeEvent('MESSAGE', (message) => upsertMessage(message))
 */
export function useRealtimeEvent<K extends RealtimeEventName>(event: K, handler: (data: RealtimeEvents[K]) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => withRealtime((realtime) => realtime.on(event, (data) => latest.current(data))), [event]);
}

/**
 * Calls `onOpen` every time the socket opens, the first time included: events sent before
 * it was open (while a page was loading its data, or during a drop) are never replayed, so
 * whoever shows live data refetches it then.
 */
export function onRealtimeOpen(onOpen: () => void): () => void {
  return withRealtime((realtime) =>
    realtime.onStatusChange((status) => {
      if (status === SOCKET_STATUS.OPEN) onOpen();
    }),
  );
}

/** The hook form of onRealtimeOpen. */
export function useRealtimeOpen(onOpen: () => void): void {
  const latest = useRef(onOpen);
  useEffect(() => {
    latest.current = onOpen;
  });
  useEffect(() => onRealtimeOpen(() => latest.current()), []);
}

/**
 * Calls `onReopen` when the socket opens again after it was open while listening (a drop,
 * or a refused token checked and reconnected): events sent while it was down are gone.
 * The first open of a signed-in first load is not a reopen: what the page shows was read
 * moments before it, and refetching it then asked every question of the page twice.
 */
export function onRealtimeReopen(onReopen: () => void): () => void {
  return withRealtime((realtime) => {
    let wasOpen = realtime.getStatus() === SOCKET_STATUS.OPEN;
    return realtime.onStatusChange((status) => {
      if (status !== SOCKET_STATUS.OPEN) return;
      if (wasOpen) onReopen();
      wasOpen = true;
    });
  });
}

/** The hook form of onRealtimeReopen. */
export function useRealtimeReopen(onReopen: () => void): void {
  const latest = useRef(onReopen);
  useEffect(() => {
    latest.current = onReopen;
  });
  useEffect(() => onRealtimeReopen(() => latest.current()), []);
}

/**
 * Asks the queries under `queryKey` again now. A first load still running was asked before
 * now, and TanStack would only join it (it does not cancel a load that has no data yet), so
 * it is cancelled first and asked again.
 */
export function askAgainNow(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  return queryClient
    .cancelQueries({ queryKey, predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching' })
    .then(() => queryClient.invalidateQueries({ queryKey }));
}

/** Each key once, however many events list it: invalidating a key again cancels its refetch and starts another. */
function distinctKeys(lists: readonly (readonly QueryKey[] | undefined)[]): QueryKey[] {
  const byHash = new Map<string, QueryKey>();
  for (const queryKey of lists.flatMap((keys) => keys ?? [])) byHash.set(hashKey(queryKey), queryKey);
  return [...byHash.values()];
}

export interface RealtimeConnectionProps {
  /** Query keys to invalidate when an event arrives (e.g. NOTIFICATION -> the notifications). */
  readonly invalidateOn?: Partial<Record<RealtimeEventName, readonly QueryKey[]>>;
  /**
   * Query keys asked again when the socket first opens, too: what arrives only as an event
   * (a notification) and may have been sent after the page read it but before the socket
   * joined, so it would otherwise wait for a reload. A first load still running is asked again.
   */
  readonly askAgainOnFirstOpen?: readonly QueryKey[];
}

/**
 * Keeps the socket open while a user with a profile is signed in (the sdk closes it on
 * sign-out) and keeps the listed queries fresh from pushed events; whenever the socket
 * opens again after a drop those queries are refetched too, since events sent while it was
 * down are gone.
 * Render once, in the app shell.
 */
export function RealtimeConnection({ invalidateOn = {}, askAgainOnFirstOpen = [] }: RealtimeConnectionProps): null {
  const { isAuthenticated, userInfo } = useSession();
  const queryClient = useQueryClient();
  const userId = isAuthenticated ? (userInfo?.id ?? null) : null;
  const keys = useRef(invalidateOn);
  const firstOpenKeys = useRef(askAgainOnFirstOpen);
  useEffect(() => {
    keys.current = invalidateOn;
    firstOpenKeys.current = askAgainOnFirstOpen;
  });

  useEffect(() => {
    if (!userId) return;
    return withRealtime((realtime) => {
      realtime.connect();
      return () => realtime.disconnect();
    });
  }, [userId]);

  // The gateway refused the token (4401/4403) and the sdk stopped retrying. Ask the API once
  // whether the session stands: if it ended, the 401 signs the person out with 'Session
  // expired'; if it stands (the stored profile was stale), reconnect with the fresh profile.
  useEffect(() => {
    if (!userId) return;
    let checked = false;
    return withRealtime((realtime) =>
      realtime.onStatusChange((status) => {
        if (status !== SOCKET_STATUS.UNAUTHORISED || checked) return;
        checked = true;
        session
          .restore()
          .then((state) => {
            if (state.isAuthenticated) realtime.connect();
          })
          .catch(() => undefined);
      }),
    );
  }, [userId]);

  useEffect(() => {
    const invalidate = (queryKeys: readonly QueryKey[]) => {
      for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
    };
    const events = Object.keys(keys.current) as RealtimeEventName[];
    const unsubscribes = events.map((event) => withRealtime((realtime) => realtime.on(event, () => invalidate(distinctKeys([keys.current[event]])))));
    unsubscribes.push(onRealtimeReopen(() => invalidate(distinctKeys(events.map((event) => keys.current[event])))));
    // The first open of this load (a reopen is handled above, with every key).
    unsubscribes.push(
      withRealtime((realtime) => {
        let opened = realtime.getStatus() === SOCKET_STATUS.OPEN;
        return realtime.onStatusChange((status) => {
          if (status !== SOCKET_STATUS.OPEN || opened) return;
          opened = true;
          for (const queryKey of distinctKeys([firstOpenKeys.current])) void askAgainNow(queryClient, queryKey);
        });
      }),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [queryClient]);

  return null;
}
