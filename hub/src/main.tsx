import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { queryClient } from './lib/query-client';
import { session, setSessionExpiredHandler } from './lib/session-store';
import { paths } from './config/paths';
import { toast } from './lib/toasts';
import './styles.css';

setSessionExpiredHandler((returnPath) => {
  toast.info('Session expired');
  void router.navigate(paths.signIn(returnPath, 'expired'), { replace: true });
});

// A failed restore (server unreachable) keeps the token; pages show their own error states.
session.restore().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
