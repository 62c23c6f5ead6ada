import type { FastifyInstance, FastifyRequest } from 'fastify';
import { businessProfileReads } from '@tradeshub/sdk';

/**
 * The public reads a page's first render waits for, by the hub's route: their answers go into
 * the page's HTML (hub/src/lib/first-reads.ts takes them), so a visitor's page renders once its
 * code is in, without a round trip per read (docs/decisions/0061-route-preloads-and-first-reads.md).
 * The first address is the page's subject: unless it answers 200, nothing is embedded and the
 * page asks for itself (a removed business shows the page's not-found state, as before).
 */
export const FIRST_READS: Record<string, (params: Record<string, string>) => string[]> = {
  '/business/view/:id': ({ id = '' }) => Object.values(businessProfileReads(id)),
};

/** The `:name` segments of a route's path, as this page path fills them. */
export function routeParams(pattern: string, pathname: string): Record<string, string> {
  const asked = pathname.split('/').filter(Boolean);
  return Object.fromEntries(
    pattern
      .split('/')
      .filter(Boolean)
      .flatMap((part, i): [string, string][] => (part.startsWith(':') ? [[part.slice(1), safeDecode(asked[i] ?? '')]] : [])),
  );
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Asks this server for each address as a visitor would (no credentials, the visitor's own
 * address for any limits) and gives the `data` of each 200 answer by address, or null when the
 * route has no first reads or its subject is not there.
 */
export async function readFirst(app: FastifyInstance, request: FastifyRequest, route: string, pathname: string): Promise<Record<string, unknown> | null> {
  const addresses = FIRST_READS[route]?.(routeParams(route, pathname));
  if (!addresses?.length) return null;
  const answers = await Promise.all(
    addresses.map((url) => app.inject({ method: 'GET', url, remoteAddress: request.ip, headers: { accept: 'application/json' } }).catch(() => null)),
  );
  if (answers[0]?.statusCode !== 200) return null;
  const reads: Record<string, unknown> = {};
  answers.forEach((answer, i) => {
    if (answer?.statusCode !== 200) return;
    try {
      reads[addresses[i]!] = (JSON.parse(answer.body) as { data: unknown }).data;
    } catch {
      // Not JSON: the page asks for it itself.
    }
  });
  return reads;
}

/** The reads as a JSON script element the page's code reads (never runs), safe inside HTML. */
export function firstReadsElement(reads: Record<string, unknown>): string {
  const json = JSON.stringify(reads).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="first-reads">${json}</script>`;
}
