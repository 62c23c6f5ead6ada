// What a signed-in page asks the API first, as addresses (path and query, as the hub's reads
// write them). The server's HTML starts these from an inline script, with the stored token,
// while the page's code is still downloading; the hub's reads take the answers when they ask
// the same address with the same token (docs/decisions/0075-signed-in-reads-start-with-the-html.md).
// A test in the hub holds each address equal to what its read sends.
import { PLATFORM_CONFIG_PATH, SESSION_USER_PATH } from '../auth/session-reads.js';

/** How many posts and activity items the community home shows before "Show more". */
export const COMMUNITY_PAGE_SIZES = { feed: 10, activity: 10 } as const;

/** The window property the inline script puts its started reads under, by address. */
export const EARLY_READS_GLOBAL = '__tradeshubEarlyReads';

/** One read the page's HTML started: the token it carried, when (epoch ms), and the answer to come. */
export interface EarlyRead {
  readonly token: string;
  readonly at: number;
  readonly response: Promise<Response>;
}

/** The menu's badge counts for a mode (the user contracts' getMenuCounts). */
const menuCountsOf = (mode: 'CUSTOMER' | 'TRADEPERSON') => `/backend-service/user/get-menu-counts?mode=${mode}` as const;

export const SIGNED_IN_FIRST_READS = {
  /** Every signed-in page: the session's profile and the platform's config (session-reads.ts). */
  session: [SESSION_USER_PATH, PLATFORM_CONFIG_PATH],
  /** Every signed-in page, in the stored mode: the menu's badge counts. */
  menuCounts: { customer: [menuCountsOf('CUSTOMER')], business: [menuCountsOf('TRADEPERSON')] },
  /** A customer's /home besides: the local feed, newest first, and their own activity. */
  customerHome: [
    `/community-service/post/get-all-posts?sort=NEWEST&limit=${COMMUNITY_PAGE_SIZES.feed}`,
    `/community-service/activity/get-all-user-activities?limit=${COMMUNITY_PAGE_SIZES.activity}`,
  ],
} as const;
