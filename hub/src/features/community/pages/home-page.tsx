import { lazy, Suspense } from 'react';
import { DEFAULT_HEADER_TEXT } from '@tradeshub/sdk';
import { AfterProfile } from '../../../components/after-profile';
import { PageLoading } from '../../../components/ui/spinner';
import { usePageHeader } from '../../../lib/page-header';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import { session } from '../../../lib/session-store';
import { myActivityOptions } from '../api/get-activity';
import { localFeedOptions } from '../api/get-feed';
import { CommunityHub } from './community-hub';

// A tradesperson's page is its own chunk: a customer's /home does not download the job
// filters and quoting; the customer's hub stays in this chunk, so it paints without a second hop.
const FindAJob = lazy(() => import('./find-a-job').then((module) => ({ default: module.FindAJob })));

/**
 * Starts the customer's feed and activity while the session is still being checked: a read
 * needs only the stored token, so the posts need not wait for auth/me to come back first
 * (docs/decisions/0063-signed-in-first-render-without-the-client.md). A tradesperson's Find a
 * Job asks with their business's trades, which only the profile gives; and nothing is asked
 * before the mode is known.
 */
export function startFirstReads(): void {
  const { isAuthenticated, isBusinessUser, businessModeKnown } = session.getState();
  if (!isAuthenticated || isBusinessUser || !businessModeKnown) return;
  void queryClient.prefetchInfiniteQuery(localFeedOptions('NEWEST'));
  void queryClient.prefetchInfiniteQuery(myActivityOptions());
}

/** Its heading paints on the stored token; the feeds wait for the profile (who wrote what, the rules). */
export const drawsBeforeProfile = true;

/** The page's header: the shell's own until the mode is known. */
function headerFor(businessModeKnown: boolean, isBusinessUser: boolean): string {
  if (!businessModeKnown) return DEFAULT_HEADER_TEXT;
  return isBusinessUser ? 'Find a Job' : 'Community Hub';
}

/** /home, the first item of both menus: Community Hub for a customer, Find a Job for a tradesperson (spec section 2). */
export default function HomePage() {
  const { isBusinessUser, businessModeKnown } = useSession();
  usePageHeader(headerFor(businessModeKnown, isBusinessUser));
  // Without a stored mode, which hub this is waits for the profile, or says it could not load it.
  if (!businessModeKnown) return <AfterProfile loadingLabel="Checking your session…">{null}</AfterProfile>;
  return isBusinessUser ? (
    <Suspense fallback={<PageLoading label="Looking for job requests near you…" />}>
      <FindAJob />
    </Suspense>
  ) : (
    <CommunityHub />
  );
}
