import type { ReactNode } from 'react';
import { PageLoading } from './ui/spinner';
import { ErrorState } from './ui/states';
import { useSession } from '../lib/session';
import { session } from '../lib/session-store';

/**
 * The parts of a page that depend on who is signed in (their own posts, whether they have
 * accepted the rules), in a page that draws before the profile has loaded: they wait for it
 * with `loadingLabel` (or a `placeholder` in their shape), and a profile that could not load
 * says so with a way to try again.
 */
export function AfterProfile({ children, loadingLabel, placeholder }: { children: ReactNode; loadingLabel: string; placeholder?: ReactNode }) {
  const { userInfo, isLoading } = useSession();
  if (userInfo) return <>{children}</>;
  if (isLoading) return placeholder ?? <PageLoading label={loadingLabel} />;
  return <ErrorState title="We could not load your account" error={null} onRetry={() => void session.restore().catch(() => undefined)} />;
}
