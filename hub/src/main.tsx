import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
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

/** Resolves once the router has loaded the code of the page it starts on. */
const pageCodeLoaded = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);
if (!root.firstChild) {
  createRoot(root).render(app);
} else {
  // A prerendered page (scripts/prerender-hub.mjs) is on screen already. It is rendered once
  // the page's code is in (before, the first render would be the shell around an empty page).
  // It was drawn for a visitor without a session, whose first render is the same page: that
  // render adopts its nodes. Someone signed in has another header, so theirs replaces it.
  void pageCodeLoaded().then(() => (session.getAccessToken() ? createRoot(root).render(app) : hydrateRoot(root, app)));
}
