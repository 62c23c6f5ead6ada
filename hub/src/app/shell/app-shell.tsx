import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import type { PageMode } from '@tradeshub/sdk';
import { PageLoading } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { trackPageView } from '../../lib/analytics';
import { readConsent } from '../../lib/consent';
import { usePageHeaderStore } from '../../lib/page-header';
import { RealtimeConnection, type RealtimeConnectionProps } from '../../lib/realtime';
import { useSession } from '../../lib/session';
import { connectionKeys } from '../../entities/connections';
import { useUnseenConversationCount } from '../../features/messages/api/get-unseen-count';
import { MessagesLiveSync } from '../../features/messages/components/messages-live-sync';
import { notificationsKey } from '../../features/notifications/api/get-notifications';
import { mainNavigation } from '../../config/navigation';
import { AccountMenu } from './account-menu';
import { CookieBanner } from './cookie-banner';
import { FeedbackWidget } from './feedback-widget';
import { Footer } from './footer';
import { MainNav } from './main-nav';
import { NotificationBell } from './notification-bell';
import { Toaster } from './toaster';

/** What a pushed event makes stale (issue 5: the bell, the list and the connection requests follow live). */
const LIVE_QUERIES: RealtimeConnectionProps['invalidateOn'] = {
  NOTIFICATION: [notificationsKey],
  CONNECTION_REQUEST: [connectionKeys.all],
};

export interface RouteHandle {
  /** Page modes of spec section 2: home (landing), dashboard (signed-in pages), register (auth forms). */
  mode?: PageMode;
}

function usePageMode(): PageMode {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const mode = (matches[i]?.handle as RouteHandle | undefined)?.mode;
    if (mode) return mode;
  }
  return 'dashboard';
}

/** Page views are tracked on every route change, but only once the visitor has accepted cookies. */
function useRouteTracking() {
  const location = useLocation();
  useEffect(() => {
    if (readConsent() === 'accepted') trackPageView(location.pathname);
  }, [location.pathname]);
}

export function AppShell() {
  const session = useSession();
  const mode = usePageMode();
  const header = usePageHeaderStore((s) => s.text);
  const location = useLocation();
  const unseenConversations = useUnseenConversationCount();
  useRouteTracking();

  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
          <Link to={session.isAuthenticated ? paths.find() : paths.landing()} className="flex items-center gap-2 font-extrabold text-brand-700">
            <img src="/favicon.svg" alt="" width="28" height="28" />
            <span className="text-lg tracking-tight">Tradeshub</span>
          </Link>
          {mode !== 'register' && <MainNav items={mainNavigation(session.isBusinessUser)} counts={{ [paths.messages()]: unseenConversations }} />}
          <div className="ml-auto flex items-center gap-2">
            {session.isAuthenticated ? (
              <>
                <NotificationBell />
                <AccountMenu />
              </>
            ) : (
              !session.isLoading && (
                <>
                  <Link to={paths.signIn()} className="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                    Sign in
                  </Link>
                  <Link to={paths.register()} className="whitespace-nowrap rounded-lg bg-brand-500 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-600">
                    Join free
                  </Link>
                </>
              )
            )}
          </div>
        </div>
      </header>
      {mode === 'dashboard' && (
        <div className="border-b border-line bg-gradient-to-r from-brand-50 to-accent-50">
          <p className="mx-auto max-w-6xl px-4 py-4 text-2xl font-bold tracking-tight text-ink" aria-live="polite">
            {header}
          </p>
        </div>
      )}
      <main id="main" className={mode === 'home' ? 'flex-1' : 'mx-auto w-full max-w-6xl flex-1 px-4 py-6'}>
        <Suspense key={location.pathname} fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
      <RealtimeConnection invalidateOn={LIVE_QUERIES} />
      {session.isAuthenticated && <MessagesLiveSync />}
      <FeedbackWidget />
      <CookieBanner onAnswer={(consent) => consent === 'accepted' && trackPageView(location.pathname)} />
    </div>
  );
}
