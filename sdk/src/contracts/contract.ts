import { z } from 'zod';
import type { ApiErrorCode } from './errors.js';

/** HTTP methods the API uses. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call an endpoint.
 * - `private`: a valid bearer token is required (401 otherwise).
 * - `public`: anyone; never returns private fields (email, phone, address lines).
 * - `public-twin`: the private `path` for signed-in callers and `publicPath` for everyone
 *   else (spec section 6: "a public path when unauthenticated and a private path when
 *   authenticated").
 * - `admin`: private, and only for Tradeshub operators (403 ADMIN_ONLY for anyone else).
 */
export type ContractAccess = 'private' | 'public' | 'public-twin' | 'admin';

/** Whether a call needs a bearer token whatever the caller's state. */
export function requiresSignIn(access: ContractAccess): boolean {
  return access === 'private' || access === 'admin';
}

type AnyObject = z.ZodObject<z.ZodRawShape>;

/** The shape every endpoint contract has; paths use `:name` for path parameters. */
export interface ContractShape {
  readonly method: HttpMethod;
  readonly path: string;
  readonly publicPath?: string;
  readonly access: ContractAccess;
  /** One sentence for the OpenAPI docs. */
  readonly summary: string;
  readonly params?: AnyObject;
  readonly query?: AnyObject;
  readonly body?: z.ZodType;
  /** Schema of the `data` field of the `{ data, message }` envelope. */
  readonly data: z.ZodType;
  /** Schema of `data` on the public path, when it differs (fewer fields). */
  readonly publicData?: z.ZodType;
  /**
   * The particular error codes this operation answers with, beyond those every operation
   * may (VALIDATION and BAD_REQUEST; UNAUTHORIZED when signed in; NOT_FOUND with an id).
   */
  readonly errors?: readonly ApiErrorCode[];
}

/** Keeps the literal types of a contract while checking its shape. */
export function defineContract<const C extends ContractShape>(contract: C): C {
  if (contract.access === 'public-twin' && !contract.publicPath) {
    throw new Error(`Contract ${contract.method} ${contract.path} is a public twin but has no publicPath`);
  }
  return contract;
}

type Infer<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller passes to an endpoint: only the parts the contract declares. */
export type ContractInput<C extends ContractShape> = (C['params'] extends AnyObject
  ? { params: Infer<C['params']> }
  : { params?: undefined }) &
  (C['query'] extends AnyObject ? { query: Infer<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: Infer<C['body']> } : { body?: undefined });

/** The `data` a successful call resolves to. */
export type ContractData<C extends ContractShape> = z.output<C['data']>;

/** A group of contracts for one service, keyed by operation name. */
export type ContractGroup = Readonly<Record<string, ContractShape>>;

/** Fills `:name` segments of a contract path; every value is URI-encoded. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Expected a value for path parameter "${name}" of ${path}, got ${String(value)}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The `{ data, message }` envelope every response body has. */
export function envelope<S extends z.ZodType>(data: S) {
  return z.object({ data, message: z.string().optional() });
}

/** The error body every failed response has. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
