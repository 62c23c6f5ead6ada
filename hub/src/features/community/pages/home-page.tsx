import { lazy, Suspense } from 'react';
import { PageLoading } from '../../../components/ui/spinner';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { CommunityHub } from './community-hub';

// A tradesperson's page is its own chunk: a customer's /home does not download the job
// filters and quoting; the customer's hub stays in this chunk, so it paints without a second hop.
const FindAJob = lazy(() => import('./find-a-job').then((module) => ({ default: module.FindAJob })));

/** /home, the first item of both menus: Community Hub for a customer, Find a Job for a tradesperson (spec section 2). */
export default function HomePage() {
  const { isBusinessUser } = useSession();
  usePageHeader(isBusinessUser ? 'Find a Job' : 'Community Hub');
  return isBusinessUser ? (
    <Suspense fallback={<PageLoading label="Looking for job requests near you…" />}>
      <FindAJob />
    </Suspense>
  ) : (
    <CommunityHub />
  );
}
