import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { RealtimeEventName, RealtimeEvents } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { MessagesLiveSync } from '../components/messages-live-sync';
import MessagesPage from '../pages/messages-page';

type Handler = (data: never) => void;

/** Captures the listeners the hub registers on the realtime client, so a test can push events. */
export function fakeRealtime() {
  const handlers = new Map<string, Set<Handler>>();
  vi.spyOn(client.realtime, 'on').mockImplementation(((event: string, handler: Handler) => {
    if (!handlers.has(event)) handlers.set(event, new Set());
    handlers.get(event)!.add(handler);
    return () => handlers.get(event)?.delete(handler);
  }) as typeof client.realtime.on);
  return {
    push<K extends RealtimeEventName>(event: K, data: RealtimeEvents[K]) {
      for (const handler of handlers.get(event) ?? []) (handler as (d: RealtimeEvents[K]) => void)(data);
    },
  };
}

/** The messages page at a path, with the live sync the app shell mounts beside it. */
export function renderMessages(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/messages', element: <MessagesPage /> },
      { path: '/messages/:conversationId', element: <MessagesPage /> },
      { path: '/findabussiness', element: <p>Find page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <MessagesLiveSync />
    </QueryClientProvider>,
  );
  return { router, queryClient, user: userEvent.setup() };
}
