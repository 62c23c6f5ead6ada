import type { HttpMethod } from '../contracts/contract.js';
import { errorFromResponse, noResponseError, unexpectedResponseError } from './call-errors.js';

/** The part of `fetch` the sdk uses; pass your own in tests or older runtimes. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** One HTTP call, already validated and with its path filled in. */
export interface HttpRequest {
  readonly method: HttpMethod;
  /** Path below the base URL, starting with '/'. */
  readonly path: string;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  /** Whether a 401 means the session is over (false for public paths, where it does not). */
  readonly requiresAuth: boolean;
  readonly signal?: AbortSignal;
  /** A token to send instead of the session's (sign-out revokes a token the session already forgot). */
  readonly accessToken?: string | null;
}

/** A successful answer with its `{ data, message }` envelope opened. */
export interface HttpResult {
  readonly status: number;
  readonly data: unknown;
  readonly message?: string;
}

export interface TransportOptions {
  readonly baseUrl: string;
  readonly fetch?: FetchLike;
  /** The bearer token to send, read on every call so sign-in and sign-out apply at once. */
  readonly getAccessToken: () => string | null;
  /** Told of a 401 on a call that needed a session, with the token that call carried. */
  readonly onUnauthorized?: (sentToken: string | null) => void;
}

export interface Transport {
  /** Sends one request; resolves to the opened envelope or rejects with an ApiError. */
  send(request: HttpRequest): Promise<HttpResult>;
}

/** Picks the given fetch, else the platform's; fails early with what to do when there is none. */
export function resolveFetch(custom?: FetchLike): FetchLike {
  if (custom) return custom;
  if (typeof globalThis.fetch !== 'function') {
    throw new Error('This runtime has no fetch. Pass one as the `fetch` option of createClient.');
  }
  return (url, init) => globalThis.fetch(url, init);
}

/** Builds `${baseUrl}${path}?query`; arrays repeat their key, undefined and null are left out. */
export function buildUrl(baseUrl: string, path: string, query?: Readonly<Record<string, unknown>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const qs = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

/** The fetch wrapper: bearer token, JSON in and out, envelope opened, every failure an ApiError. */
export function createTransport(options: TransportOptions): Transport {
  const fetchImpl = resolveFetch(options.fetch);

  return {
    async send(request) {
      const token = request.accessToken !== undefined ? request.accessToken : options.getAccessToken();
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (request.body !== undefined) headers['Content-Type'] = 'application/json';

      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(buildUrl(options.baseUrl, request.path, request.query), {
          method: request.method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: request.signal,
        });
        text = await response.text();
      } catch (cause) {
        throw noResponseError(cause);
      }

      const parsed = parseJson(text);
      if (!response.ok) {
        if (response.status === 401 && request.requiresAuth) options.onUnauthorized?.(token);
        throw errorFromResponse(response.status, parsed.ok ? parsed.value : text);
      }
      // 204 and other empty answers carry no envelope; the contract's data is then null.
      if (text.trim() === '') return { status: response.status, data: null };
      if (!parsed.ok || !isEnvelope(parsed.value)) throw unexpectedResponseError(response.status, text.slice(0, 200));
      const { data, message } = parsed.value;
      return { status: response.status, data, ...(typeof message === 'string' ? { message } : {}) };
    },
  };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isEnvelope(value: unknown): value is { data: unknown; message?: unknown } {
  return typeof value === 'object' && value !== null && 'data' in value;
}
