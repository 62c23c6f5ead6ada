import type { InfiniteData } from '@tanstack/react-query';
import { session } from './session-store';

/** The id of the script element the server writes a page's first reads into (server/src/http/first-reads.ts). */
export const FIRST_READS_ELEMENT_ID = 'first-reads';

const answers = new Map<string, unknown>();

/** Moves the answers out of the page's script element (once: it is removed) into `answers`. */
function readAnswers(): void {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_READS_ELEMENT_ID);
  if (!element) return;
  element.remove();
  try {
    for (const [address, answer] of Object.entries(JSON.parse(element.textContent || '{}') as Record<string, unknown>)) answers.set(address, answer);
  } catch {
    // Not readable: the page asks the API, as without it.
  }
}

/**
 * The API's answer to a public GET (its `data`) that the server put into this page's HTML, so
 * the first render need not wait for it (docs/decisions/0061-route-preloads-and-first-reads.md).
 * Each is taken once: later reads of the same address go to the API. The server answered as a
 * visitor, so someone signed in (whose answers say what they liked, what is theirs) never gets one.
 */
export function takeFirstRead<T>(address: string): T | undefined {
  readAnswers();
  const answer = answers.get(address) as T | undefined;
  answers.delete(address);
  return session.getAccessToken() ? undefined : answer;
}

/** A first read of a list's first page, as an infinite query's initial data. */
export function takeFirstPage<P>(address: string): InfiniteData<P, string | undefined> | undefined {
  const page = takeFirstRead<P>(address);
  return page === undefined ? undefined : { pages: [page], pageParams: [undefined] };
}
