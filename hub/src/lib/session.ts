import { useSyncExternalStore } from 'react';
import type { SessionState, SessionUser } from '@tradeshub/sdk';
import { client } from './client';

const subscribe = (onChange: () => void) => client.session.subscribe(onChange);
const getSnapshot = () => client.session.getState();

/** The sdk's session (isAuthenticated, userInfo, isLoading, commissionRate, isBusinessUser) as React state. */
export function useSession(): SessionState<SessionUser> {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Reloads the signed-in user, e.g. after registering a business changes their role. */
export async function refreshSession(): Promise<void> {
  const token = client.session.getAccessToken();
  if (token) await client.session.start(token);
}
