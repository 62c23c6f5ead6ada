import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import {
  ACCESS_TOKEN_STORAGE_KEY,
  BUSINESS_USER_STORAGE_KEY,
  EARLY_READS_GLOBAL,
  LAST_BUSINESS_MODE_STORAGE_KEY,
  SIGNED_IN_FIRST_READS,
} from '@tradeshub/sdk';
import { allowingEarlyReads, earlyReadsScript, earlyReadsScriptSources, withEarlyReads } from '../src/http/early-reads.js';

const scriptText = (element: string) => element.replace(/^<script>/, '').replace(/<\/script>$/, '');

/** Runs the script as a browser would, with this storage, and says what it fetched and kept. */
function run(route: string | null, stored: Record<string, string> | 'throws') {
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  const window: Record<string, unknown> = {
    localStorage:
      stored === 'throws'
        ? {
            getItem: () => {
              throw new Error('SecurityError: storage is off');
            },
          }
        : { getItem: (key: string) => stored[key] ?? null },
  };
  const fetch = (url: string, init: { headers: Record<string, string> }) => {
    fetched.push({ url, headers: init.headers });
    return Promise.reject(new Error('offline'));
  };
  runInNewContext(scriptText(earlyReadsScript(route)), { window, fetch, Date });
  const kept = window[EARLY_READS_GLOBAL] as Record<string, { token: string; at: number }> | undefined;
  return { fetched, kept };
}

const customer = { [ACCESS_TOKEN_STORAGE_KEY]: 'tok-1', [BUSINESS_USER_STORAGE_KEY]: 'false' };
const session = [...SIGNED_IN_FIRST_READS.session];
const customerHome = [...SIGNED_IN_FIRST_READS.customerHome];
const customerCounts = [...SIGNED_IN_FIRST_READS.menuCounts.customer];
const businessCounts = [...SIGNED_IN_FIRST_READS.menuCounts.business];

describe("a signed-in page's HTML starts its first reads", () => {
  test("a customer's /home starts the session's reads, the menu's counts as a customer, and the feed's and activity's, with the stored token", () => {
    const { fetched, kept } = run('/home', customer);
    expect(customerCounts).toEqual(['/backend-service/user/get-menu-counts?mode=CUSTOMER']);
    expect(fetched.map((read) => read.url)).toEqual([...session, ...customerCounts, ...customerHome]);
    for (const read of fetched) expect(read.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok-1' });
    expect(Object.keys(kept ?? {})).toEqual([...session, ...customerCounts, ...customerHome]);
    expect(kept?.[customerHome[0]!]?.token).toBe('tok-1');
  });

  test("takes the mode the last profile gave when the business flag is not stored, as the session does", () => {
    expect(run('/home', { [ACCESS_TOKEN_STORAGE_KEY]: 't', [LAST_BUSINESS_MODE_STORAGE_KEY]: 'false' }).fetched.map((r) => r.url)).toEqual([
      ...session,
      ...customerCounts,
      ...customerHome,
    ]);
    // The flag wins over the last mode.
    expect(
      run('/home', { [ACCESS_TOKEN_STORAGE_KEY]: 't', [BUSINESS_USER_STORAGE_KEY]: 'true', [LAST_BUSINESS_MODE_STORAGE_KEY]: 'false' }).fetched.map((r) => r.url),
    ).toEqual([...session, ...businessCounts]);
  });

  test("a tradesperson's /home starts the session's reads and the menu's counts in business mode (Find a Job asks with their trades)", () => {
    expect(businessCounts).toEqual(['/backend-service/user/get-menu-counts?mode=TRADEPERSON']);
    expect(run('/home', { [ACCESS_TOKEN_STORAGE_KEY]: 't', [BUSINESS_USER_STORAGE_KEY]: 'true' }).fetched.map((read) => read.url)).toEqual([...session, ...businessCounts]);
  });

  test.each([
    ['someone whose mode is not stored yet', { [ACCESS_TOKEN_STORAGE_KEY]: 't' }],
    ['a stored mode that is neither', { [ACCESS_TOKEN_STORAGE_KEY]: 't', [BUSINESS_USER_STORAGE_KEY]: 'maybe' }],
  ])("starts only the session's reads on /home for %s", (_who, stored) => {
    expect(run('/home', stored).fetched.map((read) => read.url)).toEqual(session);
  });

  test("other pages start the session's reads and the menu's counts only", () => {
    expect(run('/managework', customer).fetched.map((read) => read.url)).toEqual([...session, ...customerCounts]);
    expect(run(null, customer).fetched.map((read) => read.url)).toEqual([...session, ...customerCounts]);
  });

  test('a visitor, or storage that throws, starts nothing and breaks nothing', () => {
    expect(run('/home', {})).toEqual({ fetched: [], kept: undefined });
    expect(run('/home', 'throws')).toEqual({ fetched: [], kept: undefined });
  });

  test('the Content-Security-Policy sources are the hashes of every version of the script', () => {
    const hashOf = (route: string | null) => `'sha256-${createHash('sha256').update(scriptText(earlyReadsScript(route))).digest('base64')}'`;
    expect(earlyReadsScriptSources().sort()).toEqual([hashOf(null), hashOf('/home')].sort());
    expect(hashOf('/managework')).toBe(hashOf(null));
    expect(allowingEarlyReads("default-src 'self';script-src 'self';script-src-attr 'none'")).toBe(
      `default-src 'self';script-src 'self' ${earlyReadsScriptSources().join(' ')};script-src-attr 'none'`,
    );
    expect(allowingEarlyReads("default-src 'self'")).toBe("default-src 'self'");
  });
});

describe('where the script goes', () => {
  test('right after the charset, before every stylesheet and script', () => {
    const html = withEarlyReads('<!doctype html><html><head><meta charset="UTF-8" /><link rel="stylesheet" href="/a.css"></head><body></body></html>', '/home');
    expect(html.startsWith(`<!doctype html><html><head><meta charset="UTF-8" />${earlyReadsScript('/home')}<link`)).toBe(true);
  });

  test("after the head's start tag without a charset, never taking a <header> for it", () => {
    expect(withEarlyReads('<!doctype html><html><head><title>T</title></head><body><header class="x"></header></body></html>', null)).toBe(
      `<!doctype html><html><head>${earlyReadsScript(null)}<title>T</title></head><body><header class="x"></header></body></html>`,
    );
  });

  test('after the doctype in a page without a head, so it keeps standards mode', () => {
    expect(withEarlyReads('<!doctype html><title>T</title><div id="root"></div>', null)).toBe(`<!doctype html>${earlyReadsScript(null)}<title>T</title><div id="root"></div>`);
  });
});
