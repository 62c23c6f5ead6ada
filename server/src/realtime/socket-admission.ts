import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors.js';

// Who may open a socket at all, before it says who it is: pages from our own origins, and
// no more than a set number of sockets per network address.

export interface OriginRule {
  /** Exact origins allowed (SITE_URL's and WS_ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /** Any http://localhost, 127.x.x.x or [::1] origin too (outside production). */
  allowLoopbackOrigins: boolean;
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * Whether a socket with this Origin header may open. Browsers always send one, so a page on
 * another site cannot use a visitor's browser to hold sockets here; clients that are not
 * browsers (the sdk in Node, curl) send none and are let through, since they could send any.
 */
export function isAllowedOrigin(origin: string | undefined, rule: OriginRule): boolean {
  if (origin === undefined) return true;
  if (rule.allowedOrigins.includes(origin)) return true;
  if (!rule.allowLoopbackOrigins) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOST.test(url.hostname);
  } catch {
    return false;
  }
}

/** The upgrade's preValidation hook: a page from an origin not allowed hears 403 with a sentence. */
export function refuseOtherOrigins(rule: OriginRule) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!isAllowedOrigin(request.headers.origin, rule)) {
      throw forbidden('Pages from this origin may not open a realtime socket. Add it to WS_ALLOWED_ORIGINS if it is yours.');
    }
  };
}

/** How many sockets each network address holds in this process. */
export function createAddressCounter() {
  const counts = new Map<string, number>();
  return {
    /** Counts one more socket from the address and answers how many it now holds. */
    add(address: string): number {
      const count = (counts.get(address) ?? 0) + 1;
      counts.set(address, count);
      return count;
    },
    remove(address: string): void {
      const count = (counts.get(address) ?? 0) - 1;
      if (count > 0) counts.set(address, count);
      else counts.delete(address);
    },
  };
}
