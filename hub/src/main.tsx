import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createRouter, type Router } from './app/router';
import { queryClient } from './lib/query-client';
import { nextTask } from './lib/next-task';
import { adoptPrerenderedPage } from './lib/hydrate-later';
import { session, setSessionExpiredHandler } from './lib/session-store';
import { paths } from './config/paths';
import { toast } from './lib/toasts';
import './styles.css';

// The router is built in a task after the one that ran the hub's code: each is then a
// shorter hold on a phone's main thread (docs/decisions/0078).
const routerReady = nextTask().then(createRouter);

setSessionExpiredHandler((returnPath) => {
  toast.info('Session expired');
  void routerReady.then((router) => router.navigate(paths.signIn(returnPath, 'expired'), { replace: true }));
});

// A failed restore (server unreachable) keeps the token; pages show their own error states.
session.restore().catch(() => undefined);

/** Resolves once the router has loaded the code of the page it starts on. */
const pageCodeLoaded = (router: Router) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

const root = document.getElementById('root')!;
const app = (router: Router) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);
void routerReady.then(async (router) => {
  if (!root.firstChild) {
    // The shell draws in a task of its own, after the router's (decision 0080).
    await nextTask();
    createRoot(root).render(app(router));
    return;
  }
  // A prerendered page (scripts/prerender-hub.mjs) is on screen already. It is rendered once
  // the page's code is in (before, the first render would be the shell around an empty page).
  // It was drawn for a visitor without a session at its URL, whose first render is the same
  // page: that render adopts its nodes, a part at a time (lib/hydrate-later.tsx). Anyone else
  // (signed in: another header; a query: another find page) gets a render that corrects them,
  // as adopting keeps the nodes' attributes as they were drawn.
  await pageCodeLoaded(router);
  const drawnForThisVisit = root.dataset.drawnFor === `${location.pathname}${location.search}` && !session.getAccessToken();
  if (drawnForThisVisit) adoptPrerenderedPage(() => hydrateRoot(root, app(router)));
  else createRoot(root).render(app(router));
});
