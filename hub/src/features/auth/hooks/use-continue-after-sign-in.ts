import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SessionState, SessionUser } from '@tradeshub/sdk';
import { clearStoredRedirect, readStoredRedirect, signInDestination } from '../sign-in-destination';

/** Sends a user who has just signed in (or verified their email) on to where they were going. */
export function useContinueAfterSignIn(): (session: SessionState<SessionUser>) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  return useCallback(
    (session) => {
      const destination = signInDestination({ returnTo, storedRedirect: readStoredRedirect(), isBusinessUser: session.isBusinessUser });
      if (destination.usedStoredRedirect) clearStoredRedirect();
      navigate(destination.path, { replace: true });
    },
    [navigate, returnTo],
  );
}
