import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { CommunityHub } from './community-hub';
import { FindAJob } from './find-a-job';

/** /home, the first item of both menus: Community Hub for a customer, Find a Job for a tradesperson (spec section 2). */
export default function HomePage() {
  const { isBusinessUser } = useSession();
  usePageHeader(isBusinessUser ? 'Find a Job' : 'Community Hub');
  return isBusinessUser ? <FindAJob /> : <CommunityHub />;
}
