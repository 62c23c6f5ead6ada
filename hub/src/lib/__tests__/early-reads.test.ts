import { describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_FIRST_READS } from '@tradeshub/sdk';
import { pageStarted, stubNetwork } from '../../testing/early-reads';
import { EARLY_READ_MAX_AGE_MS, earlyFetch } from '../early-reads';
import { reads } from '../plain-reads';
import { session } from '../session-store';

// Signed in before the session store is made (it reads the stored token once, as on a page load).
vi.hoisted(() => localStorage.setItem('tradeshub.accessToken.v1', 'tok-1'));

const asked = (address: string, init: RequestInit = {}) =>
  earlyFetch(`${window.location.origin}${address}`, { method: 'GET', headers: { Accept: 'application/json', Authorization: 'Bearer tok-1' }, ...init });

const network = stubNetwork();

describe('earlyFetch', () => {
  it('answers a read the page already started once, and sends the next one', async () => {
    pageStarted({ '/feed?limit=10': 'started early' });
    expect(await (await asked('/feed?limit=10')).json()).toEqual({ data: 'started early' });
    expect(network).not.toHaveBeenCalled();
    expect(await (await asked('/feed?limit=10')).json()).toEqual({ data: 'from the network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends a read the page did not start', async () => {
    pageStarted({ '/feed?limit=10': 'started early' });
    await asked('/feed?limit=20');
    expect(network).toHaveBeenCalledWith(`${window.location.origin}/feed?limit=20`, expect.anything());
  });

  it.each([
    ['with another token (someone else signed in since)', { headers: { Authorization: 'Bearer tok-2' } }],
    ['without a token', { headers: {} }],
    ['that is not a GET', { method: 'POST' }],
  ])('sends a request %s, and drops the started read', async (_case, init) => {
    pageStarted({ '/feed?limit=10': 'started early' });
    await asked('/feed?limit=10', init);
    expect(network).toHaveBeenCalledTimes(1);
    await asked('/feed?limit=10');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('sends a read asked for long after the page started it: its answer may be stale', async () => {
    pageStarted({ '/feed?limit=10': 'started early' }, 'tok-1', Date.now() - EARLY_READ_MAX_AGE_MS - 1);
    expect(await (await asked('/feed?limit=10')).json()).toEqual({ data: 'from the network' });
  });
});

describe("the session reads the page's HTML starts are the ones the hub asks", () => {
  it("every signed-in page: the session's profile and config", async () => {
    const [profile, config] = SIGNED_IN_FIRST_READS.session;
    pageStarted({ [profile]: { id: 'user-1', firstName: 'Amelia', business: null }, [config]: { commissionRate: 0.07 } });
    await session.restore();
    expect(session.getState().userInfo?.id).toBe('user-1');
    expect(session.getState().commissionRate).toBe(0.07);
    expect(network).not.toHaveBeenCalled();
  });
});

describe("the menu's counts the page's HTML starts are the ones the badges ask", () => {
  it.each([
    ['CUSTOMER', SIGNED_IN_FIRST_READS.menuCounts.customer],
    ['TRADEPERSON', SIGNED_IN_FIRST_READS.menuCounts.business],
  ] as const)('in %s mode', async (mode, [address]) => {
    const counts = { mode, notifications: 2, connectionRequests: 0, conversations: 1, manageWork: 0, reviewDisputes: 0, paymentRequests: 0 };
    pageStarted({ [address]: counts });
    expect(await reads.user.getMenuCounts({ query: { mode } })).toEqual(counts);
    expect(network).not.toHaveBeenCalled();
  });

  it('a read of the counts that fails, fails: six quiet zeros would stand for every badge', async () => {
    network.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Try again soon.' }), { status: 503, headers: { 'content-type': 'application/json' } }));
    await expect(reads.user.getMenuCounts({ query: { mode: 'CUSTOMER' } })).rejects.toThrow();
  });
});
