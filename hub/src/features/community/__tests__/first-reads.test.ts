import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { EARLY_READS_GLOBAL, SIGNED_IN_FIRST_READS } from '@tradeshub/sdk';
import { myActivityOptions } from '../api/get-activity';
import { localFeedOptions } from '../api/get-feed';

// Signed in before the session store is made (it reads the stored token once, as on a page load).
vi.hoisted(() => localStorage.setItem('tradeshub.accessToken.v1', 'tok-1'));

const envelope = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });

let network: ReturnType<typeof vi.fn>;
beforeEach(() => {
  network = vi.fn(async () => envelope('from the network'));
  vi.stubGlobal('fetch', network);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window[EARLY_READS_GLOBAL];
});

/** What a customer's /home HTML starts (server/src/http/early-reads.ts), answered with these pages. */
function pageStarted(feedPage: unknown, activityPage: unknown) {
  const [feed, activity] = SIGNED_IN_FIRST_READS.customerHome;
  const started = (data: unknown) => ({ token: 'tok-1', at: Date.now(), response: Promise.resolve(envelope(data)) });
  window[EARLY_READS_GLOBAL] = { [feed]: started(feedPage), [activity]: started(activityPage) };
}

describe("the community home's first reads, started by its HTML (docs/decisions/0075)", () => {
  it('are the addresses the feed, newest first, and the activity ask: their answers are taken, nothing is sent', async () => {
    pageStarted({ items: [], nextCursor: 'feed-2' }, { items: [], nextCursor: 'activity-2' });
    const client = new QueryClient();
    expect((await client.fetchInfiniteQuery(localFeedOptions('NEWEST'))).pages).toEqual([{ items: [], nextCursor: 'feed-2' }]);
    expect((await client.fetchInfiniteQuery(myActivityOptions())).pages).toEqual([{ items: [], nextCursor: 'activity-2' }]);
    expect(network).not.toHaveBeenCalled();
  });

  it('are not what the other sort asks', async () => {
    pageStarted({ items: [], nextCursor: null }, { items: [], nextCursor: null });
    await new QueryClient().fetchInfiniteQuery(localFeedOptions('TOP'));
    expect(network).toHaveBeenCalledTimes(1);
  });
});
