import type { FetchLike } from '../../src/http/transport.js';

/** A JSON response, as the server would send it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface RecordedCall {
  readonly url: string;
  readonly method: string | undefined;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** A fetch that answers from a queue (an Error is thrown, like a network failure) and records each call. */
export function fakeFetch(...answers: Array<Response | Error>) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({
      url,
      method: init.method,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const next = answers.shift() ?? jsonResponse(200, { data: null });
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, calls };
}

/** A fetch that answers by `METHOD /path` (query ignored); unknown routes answer 404. */
export function routedFetch(routes: Record<string, () => Response | Error>) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const headers = { ...(init.headers as Record<string, string>) };
    calls.push({ url, method: init.method, headers, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = routes[`${init.method} ${new URL(url).pathname}`]?.() ?? jsonResponse(404, { message: 'No route', code: 'NOT_FOUND' });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch, calls };
}
