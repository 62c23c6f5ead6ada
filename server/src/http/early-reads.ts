import { createHash } from 'node:crypto';
import {
  ACCESS_TOKEN_STORAGE_KEY,
  BUSINESS_USER_STORAGE_KEY,
  EARLY_READS_GLOBAL,
  LAST_BUSINESS_MODE_STORAGE_KEY,
  SIGNED_IN_FIRST_READS,
} from '@tradeshub/sdk';

/**
 * The reads a signed-in page's code asks first, by the hub's route: every page restores the
 * session (profile and config) and reads the menu's counts for its mode; a customer's /home
 * reads their local feed and activity too.
 * A tradesperson's /home (Find a Job) asks with their trades, which only the profile gives.
 */
const CUSTOMER_READS_BY_ROUTE: Record<string, readonly string[]> = { '/home': SIGNED_IN_FIRST_READS.customerHome };

function readsOf(route: string | null): { always: readonly string[]; customer: readonly string[]; business: readonly string[] } {
  const customerRoute = (route !== null && CUSTOMER_READS_BY_ROUTE[route]) || [];
  return {
    always: SIGNED_IN_FIRST_READS.session,
    customer: [...SIGNED_IN_FIRST_READS.menuCounts.customer, ...customerRoute],
    business: SIGNED_IN_FIRST_READS.menuCounts.business,
  };
}

/** A value as JavaScript inside an HTML script element: JSON with `<` escaped, so it cannot close the element. */
const literal = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * An inline script that starts the page's first reads with the stored token while its code is
 * still downloading, under window[EARLY_READS_GLOBAL] by address; the hub's reads take them
 * (hub/src/lib/early-reads.ts, docs/decisions/0075-signed-in-reads-start-with-the-html.md). It
 * reads the stored mode as the sdk's session does (the business flag, else the mode the last
 * profile gave): the reads of a mode start only when that names one. Without a
 * stored token, or where storage throws, it does nothing. Placed before the stylesheet: a
 * classic script after one waits for it to load.
 */
export function earlyReadsScript(route: string | null): string {
  return `<script>${scriptBody(route)}</script>`;
}

function scriptBody(route: string | null): string {
  const { always, customer, business } = readsOf(route);
  return (
    `(function(){try{var s=window.localStorage,t=s.getItem(${literal(ACCESS_TOKEN_STORAGE_KEY)});if(!t)return;` +
    `var f=s.getItem(${literal(BUSINESS_USER_STORAGE_KEY)}),m=f==="true"||f==="false"?f:s.getItem(${literal(LAST_BUSINESS_MODE_STORAGE_KEY)});` +
    `var a=${literal(always)}.concat(m==="false"?${literal(customer)}:m==="true"?${literal(business)}:[]),r={},n=Date.now();` +
    `a.forEach(function(p){var q=fetch(p,{headers:{Accept:"application/json",Authorization:"Bearer "+t}});q.catch(function(){});r[p]={token:t,at:n,response:q};});` +
    `window[${literal(EARLY_READS_GLOBAL)}]=r;}catch(e){}})();`
  );
}

/**
 * The Content-Security-Policy sources that let the script run, one hash per version of it
 * (every route's, and the one for routes with no reads of their own): the hub's pages
 * allow no other inline script.
 */
export function earlyReadsScriptSources(): string[] {
  return [null, ...Object.keys(CUSTOMER_READS_BY_ROUTE)].map((route) => `'sha256-${createHash('sha256').update(scriptBody(route)).digest('base64')}'`);
}

let scriptSources: string | undefined;

/**
 * A page's policy (helmet's, on every response) with the script's hashes added to its
 * `script-src`: on the hub's pages only, where the script is, not on every asset and answer.
 */
export function allowingEarlyReads(policy: string): string {
  const sources = (scriptSources ??= earlyReadsScriptSources().join(' '));
  return /(^|;)\s*script-src /.test(policy) ? policy.replace(/((?:^|;)\s*script-src [^;]*)/, `$1 ${sources}`) : policy;
}

/**
 * The HTML with the early reads' script before any stylesheet: right after its charset, else
 * after the head's start tag, else after the doctype (never before it: the page would render
 * in quirks mode).
 */
export function withEarlyReads(html: string, route: string | null): string {
  const script = earlyReadsScript(route);
  const after = /<meta charset="[^"]*"\s*\/?>/i.exec(html) ?? /<head(\s[^>]*)?>/i.exec(html) ?? /^\s*<!doctype html>/i.exec(html);
  const at = after ? after.index + after[0].length : 0;
  return html.slice(0, at) + script + html.slice(at);
}
