import {
  createSessionTransport,
  plainReads,
  type communityContracts,
  type userContracts,
} from '@tradeshub/sdk';
import { earlyFetch } from './early-reads';
import { logFailure } from './log';
import { currentPath, onSessionExpired, session } from './session-store';

// What a signed-in page asks on its first render, without the sdk client: its module brings
// zod and every contract (about 54 KB gz and a few hundred ms of a phone's main thread), so
// the page's reads would wait for it (docs/decisions/0063-signed-in-first-render-without-the-client.md).
// Each is called as the client's operation is, and named the same, so the two read alike
// and tests stand in for one with vi.spyOn(reads.community, 'getPosts').

const read = plainReads(
  createSessionTransport({ session, baseUrl: window.location.origin, fetch: earlyFetch, getCurrentPath: currentPath, onSessionExpired }),
  (operation, error) => logFailure(`${operation} failed; using its quiet default`, error),
);

/** The plain reads, grouped as the client's namespaces are. */
export const reads = {
  community: {
    getPosts: read<typeof communityContracts.getPosts>('/community-service/post/get-all-posts'),
    getJobRequests: read<typeof communityContracts.getJobRequests>('/community-service/post/get-job-requests'),
    getActivity: read<typeof communityContracts.getActivity>('/community-service/activity/get-all-user-activities'),
  },
  user: {
    // No quiet default: a failed read must not stand for every badge as six zeros; each keeps what it showed.
    getMenuCounts: read<typeof userContracts.getMenuCounts>('/backend-service/user/get-menu-counts'),
  },
};
