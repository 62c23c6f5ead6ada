import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { SIGNED_IN_FIRST_READS } from '@tradeshub/sdk';
import { pageStarted, stubNetwork } from '../../../testing/early-reads';
import { myActivityOptions } from '../api/get-activity';
import { localFeedOptions } from '../api/get-feed';

// Signed in before the session store is made (it reads the stored token once, as on a page load).
vi.hoisted(() => localStorage.setItem('tradeshub.accessToken.v1', 'tok-1'));

const network = stubNetwork();

/** What a customer's /home HTML starts (server/src/http/early-reads.ts), answered with these pages. */
function homeStarted(feedPage: unknown, activityPage: unknown) {
  const [feed, activity] = SIGNED_IN_FIRST_READS.customerHome;
  pageStarted({ [feed]: feedPage, [activity]: activityPage });
}

describe("the community home's first reads, started by its HTML (docs/decisions/0075)", () => {
  it('are the addresses the feed, newest first, and the activity ask: their answers are taken, nothing is sent', async () => {
    homeStarted({ items: [], nextCursor: 'feed-2' }, { items: [], nextCursor: 'activity-2' });
    const client = new QueryClient();
    expect((await client.fetchInfiniteQuery(localFeedOptions('NEWEST'))).pages).toEqual([{ items: [], nextCursor: 'feed-2' }]);
    expect((await client.fetchInfiniteQuery(myActivityOptions())).pages).toEqual([{ items: [], nextCursor: 'activity-2' }]);
    expect(network).not.toHaveBeenCalled();
  });

  it('are not what the other sort asks', async () => {
    homeStarted({ items: [], nextCursor: null }, { items: [], nextCursor: null });
    await new QueryClient().fetchInfiniteQuery(localFeedOptions('TOP'));
    expect(network).toHaveBeenCalledTimes(1);
  });
});
