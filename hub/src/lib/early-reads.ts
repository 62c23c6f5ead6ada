import { EARLY_READS_GLOBAL, type EarlyRead, type FetchLike } from '@tradeshub/sdk';

// A signed-in page's HTML starts its first reads itself, with the stored token, while the
// page's code downloads (server/src/http/early-reads.ts writes the script; the addresses are
// the sdk's SIGNED_IN_FIRST_READS). The session's and the plain reads' transports fetch
// through `earlyFetch`, which hands them the answer already on its way when they ask the same
// address with the same token (docs/decisions/0075-signed-in-reads-start-with-the-html.md).

declare global {
  interface Window {
    [EARLY_READS_GLOBAL]?: Record<string, EarlyRead>;
  }
}

/**
 * How long a started read is worth taking: the page asks as soon as its code runs, within a
 * few seconds of the HTML. One nobody asked for by then (a stored mode that was wrong) is
 * left alone, so a later visit to that page reads fresh.
 */
export const EARLY_READ_MAX_AGE_MS = 10_000;

/** The started read for this request, taken (once), if it is the same GET with the same token and still fresh. */
function takeEarlyRead(url: string, init: RequestInit): Promise<Response> | undefined {
  const reads = window[EARLY_READS_GLOBAL];
  if (!reads) return undefined;
  const { origin } = window.location;
  const address = url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
  const read = reads[address];
  if (!read) return undefined;
  delete reads[address];
  const sameRequest = (init.method ?? 'GET') === 'GET' && new Headers(init.headers).get('authorization') === `Bearer ${read.token}`;
  if (!sameRequest || Date.now() - read.at > EARLY_READ_MAX_AGE_MS || init.signal?.aborted) return undefined;
  return read.response;
}

/** fetch, but a request the page's HTML already started is answered by that one. */
export const earlyFetch: FetchLike = (url, init) => takeEarlyRead(url, init) ?? globalThis.fetch(url, init);
