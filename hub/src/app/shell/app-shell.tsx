import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import type { PageMode } from '@tradeshub/sdk';
import { PageLoading } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { trackPageView } from '../../lib/analytics';
import { readConsent } from '../../lib/consent';
import { useTurnCome } from '../../lib/draw-in-turn';
import { HydrateLater } from '../../lib/hydrate-later';
import { useRouterClicks } from '../../lib/router-clicks';
import { usePageHeaderStore } from '../../lib/page-header';
import { useSession } from '../../lib/session';
import { mainNavigation } from '../../config/navigation';
import { CookieBanner } from './cookie-banner';
import { FeedbackWidget } from './feedback-widget';
import { Footer } from './footer';
import { MainNav } from './main-nav';
import type { MenuCounts } from './signed-in-live';
import { Toaster } from './toaster';

// The signed-in parts load with the client (zod and every contract) once someone is signed
// in: a visitor's first page needs neither (docs/decisions/0017-hub-first-load.md). They wait
// for a turn after the page has painted: on a first load their code and their reads would
// otherwise share the network and the main thread with the page's own (decision 0071). The
// header's account menu takes one turn, the bell the next (their room kept from the first
// paint), the live parts the one after: their code then runs in short tasks of
// its own, not one long one (decisions 0074, 0077).
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));
const NotificationBell = lazy(() => import('./notification-bell').then((module) => ({ default: module.NotificationBell })));
const SignedInLive = lazy(() => import('./signed-in-live'));

/**
 * The room of a header part (the bell and the menu are both 40 px buttons), kept from the
 * first paint until it draws: each draws in its own turn, and none moves another in (a layout
 * shift Lighthouse counted when the bell came after the menu).
 */
function PartSpace() {
  return <span aria-hidden className="inline-block h-10 w-10" />;
}

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
  const [counts, setCounts] = useState<MenuCounts>({});
  const onHeaderClick = useRouterClicks();
  const menuDue = useTurnCome(session.isAuthenticated);
  const bellDue = useTurnCome(session.isAuthenticated && menuDue);
  const livePartsDue = useTurnCome(session.isAuthenticated && bellDue);
  useRouteTracking();

  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      {/* Its own links are plain; their clicks go through the router here (router-clicks.ts). */}
      <header className="sticky top-0 z-30 border-b border-line bg-white/90 backdrop-blur" onClick={onHeaderClick}>
        {/* Tighter on a phone: at 390 px the name, the menu button and both sign-in links must fit side by side. */}
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
          <a href={session.isAuthenticated ? paths.find() : paths.landing()} className="flex shrink-0 items-center gap-2 font-extrabold text-brand-700">
            {/* shrink-0: squeezed by a crowded phone header until the sign-in links settle, it grew and shifted the page. */}
            <img src="/favicon.svg" alt="" width="28" height="28" className="shrink-0" />
            <span className="text-lg tracking-tight">Tradeshub</span>
          </a>
          {mode !== 'register' && <MainNav items={mainNavigation(session.isBusinessUser)} counts={session.isAuthenticated ? counts : {}} wide={!session.isAuthenticated} />}
          <div className="ml-auto flex items-center gap-2">
            {session.isAuthenticated ? (
              <>
                {bellDue ? (
                  <Suspense fallback={<PartSpace />}>
                    <NotificationBell />
                  </Suspense>
                ) : (
                  <PartSpace />
                )}
                {menuDue ? (
                  <Suspense fallback={<PartSpace />}>
                    <AccountMenu />
                  </Suspense>
                ) : (
                  <PartSpace />
                )}
              </>
            ) : (
              !session.isLoading && (
                <>
                  <a href={paths.signIn()} className="whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:px-3">
                    Sign in
                  </a>
                  <a href={paths.register()} className="whitespace-nowrap rounded-lg bg-brand-500 px-2.5 py-2 text-sm font-semibold text-white hover:bg-brand-600 sm:px-3">
                    Join free
                  </a>
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
      {/* At least a screen tall: a page's loading state then never shows the footer that its
          content would push away (a layout shift Lighthouse counted on the business profile). */}
      <main id="main" className={mode === 'home' ? 'min-h-screen flex-1' : 'mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-6'}>
        <Suspense key={location.pathname} fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <Toaster />
      {session.isAuthenticated && livePartsDue && (
        <Suspense fallback={null}>
          <SignedInLive onCounts={setCounts} />
        </Suspense>
      )}
      <FeedbackWidget />
      <CookieBanner onAnswer={(consent) => consent === 'accepted' && trackPageView(location.pathname)} />
    </div>
  );
}
