import { afterEach, beforeEach, vi } from 'vitest';
import { EARLY_READS_GLOBAL } from '@tradeshub/sdk';

// For tests of the reads a page's HTML starts (hub/src/lib/early-reads.ts, decision 0075).

/** An API answer as the server sends it: the envelope with `data`. */
export const envelope = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });

/** What the page's inline script leaves behind (server/src/http/early-reads.ts): these reads, started with `token` at `at`. */
export function pageStarted(reads: Record<string, unknown>, token = 'tok-1', at = Date.now()): void {
  window[EARLY_READS_GLOBAL] = Object.fromEntries(
    Object.entries(reads).map(([address, data]) => [address, { token, at, response: Promise.resolve(envelope(data)) }]),
  );
}

/**
 * Stands in for the network in each test of the calling file: the spy answers 'from the
 * network'. After each test fetch is the platform's again and the started reads are gone.
 */
export function stubNetwork() {
  const network = vi.fn(async (_url: string, _init?: RequestInit) => envelope('from the network'));
  beforeEach(() => {
    network.mockClear();
    vi.stubGlobal('fetch', network);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window[EARLY_READS_GLOBAL];
  });
  return network;
}
