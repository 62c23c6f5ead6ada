import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SIGN_OUT_REASONS } from '@tradeshub/sdk';
import { PageLoading } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';

/**
 * Private pages: wait for the session, then send visitors to sign in and back again. A page
 * that draws before the profile (its parts that need it wait in `AfterProfile`) is shown
 * on the stored token alone while the profile loads.
 */
export function RequireAuth({ children, waitForProfile = true }: { children: ReactNode; waitForProfile?: boolean }) {
  const session = useSession();
  const location = useLocation();
  // Only the first load waits: a refresh of a known user keeps the page on screen.
  if (waitForProfile && session.isLoading && !session.userInfo) return <PageLoading label="Checking your session…" />;
  if (!session.isAuthenticated) {
    // When a 401 ended the session, the 401 handler navigates to the same address; whichever
    // of the two runs last, the page says 'Session expired'.
    const reason = session.endedBecause === SIGN_OUT_REASONS.EXPIRED ? 'expired' : undefined;
    return <Navigate to={paths.signIn(`${location.pathname}${location.search}`, reason)} replace />;
  }
  return <>{children}</>;
}

/** Pages for tradespeople only; a customer is offered to register a business instead. */
export function RequireBusiness({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isLoading && !session.userInfo) return <PageLoading />;
  if (!session.userInfo?.business) return <Navigate to={paths.registerBusiness()} replace />;
  return <>{children}</>;
}

/** Operator pages: anyone else is shown the not-found page, not told the page exists. */
export function RequireAdmin({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const session = useSession();
  if (session.isLoading && !session.userInfo) return <PageLoading />;
  return <>{session.userInfo?.role === 'ADMIN' ? children : fallback}</>;
}
