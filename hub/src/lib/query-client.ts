import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@tradeshub/sdk';
import { session } from './session-store';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again; network trouble might.
      retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

// Per-user data must not survive a sign-out (spec section 4).
session.onSignOut(() => queryClient.clear());
