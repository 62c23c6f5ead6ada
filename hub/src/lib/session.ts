import { useSyncExternalStore } from 'react';
import type { SessionState, SessionUser } from '@tradeshub/sdk';
import { session } from './session-store';

const subscribe = (onChange: () => void) => session.subscribe(onChange);
const getSnapshot = () => session.getState();

/** The sdk's session (isAuthenticated, userInfo, isLoading, commissionRate, isBusinessUser) as React state. */
export function useSession(): SessionState<SessionUser> {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Reloads the signed-in user, e.g. after registering a business changes their role. */
export async function refreshSession(): Promise<void> {
  const token = session.getAccessToken();
  if (token) await session.start(token);
}
