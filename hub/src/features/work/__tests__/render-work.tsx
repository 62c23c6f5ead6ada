import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { RealtimeEventName, RealtimeEvents } from '@tradeshub/sdk';
import { workKeys } from '../../../entities/work';
import { client } from '../../../lib/client';
import { RealtimeConnection } from '../../../lib/realtime';
import { CUSTOMER_ID, TRADES_BUSINESS_ID, TRADES_ID } from '../../../testing/work-fixtures';

type Handler = (data: never) => void;

/** The session a test signs in with: the fixture customer, or the fixture tradesperson in business mode. */
export function sessionAs(side: 'CUSTOMER' | 'TRADEPERSON') {
  return side === 'CUSTOMER'
    ? { isAuthenticated: true, isLoading: false, isBusinessUser: false, commissionRate: 4, userInfo: { id: CUSTOMER_ID, business: null } }
    : { isAuthenticated: true, isLoading: false, isBusinessUser: true, commissionRate: 4, userInfo: { id: TRADES_ID, business: { id: TRADES_BUSINESS_ID, name: 'Clarke & Patel Plumbing', locality: 'Leeds' } } };
}

/** Captures the listeners registered on the realtime client, so a test can push events. */
export function fakeRealtime() {
  const handlers = new Map<string, Set<Handler>>();
  vi.spyOn(client.realtime, 'connect').mockImplementation(() => undefined);
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

/**
 * A page at a path with the routes it links to, and the realtime wiring the app shell gives
 * (work events refresh every work query), so live updates can be tested.
 */
export function renderAt(path: string, routes: { path: string; element: ReactNode }[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([...routes, { path: '*', element: <p>Another page</p> }], { initialEntries: [path] });
  const live = { CONTRACT_UPDATED: [workKeys.all], PAYMENT_REQUESTED: [workKeys.all], PAYMENT_SCHEDULE_CHANGE_SET: [workKeys.all] };
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <RealtimeConnection invalidateOn={live} />
    </QueryClientProvider>,
  );
  return { router, queryClient, user: userEvent.setup() };
}
