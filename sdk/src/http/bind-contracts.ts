import type { ContractData, ContractGroup, ContractInput, ContractShape } from '../contracts/contract.js';
import { ApiError, CLIENT_ERROR_CODES, isQuietable } from './api-error.js';
import { unexpectedResponseError } from './call-errors.js';
import { prepareCall } from './prepare-call.js';
import type { Transport } from './transport.js';

/** Every service's contracts, keyed by namespace (`business`, `chat`, ...). */
export type ContractApi = Readonly<Record<string, ContractGroup>>;

/** Per-call options. */
export interface CallOptions {
  /** Cancels the call; it then rejects with ApiError code ABORTED. */
  readonly signal?: AbortSignal;
}

/** A call's arguments: the input may be left out when the contract declares no params, query or body. */
export type OperationArgs<C extends ContractShape> =
  Partial<ContractInput<C>> extends ContractInput<C>
    ? [input?: ContractInput<C>, options?: CallOptions]
    : [input: ContractInput<C>, options?: CallOptions];

/** One bound endpoint: validates, sends and resolves to the contract's `data` (or its quiet default). */
export type Operation<C extends ContractShape, Fallback = never> = (
  ...args: OperationArgs<C>
) => Promise<ContractData<C> | Fallback>;

/**
 * What a read answers instead of failing (spec section 8). Never used for a 401, a cancelled
 * call or input refused before sending. A factory, so callers cannot share one mutable value.
 */
export type QuietDefaults<A extends ContractApi> = {
  readonly [S in keyof A]?: { readonly [O in keyof A[S]]?: () => ContractData<A[S][O]> | null | false };
};

/** Checks run before validation; a returned sentence fails the call locally with 400 VALIDATION. */
export type Preflights<A extends ContractApi> = {
  readonly [S in keyof A]?: {
    readonly [O in keyof A[S]]?: (input: Partial<ContractInput<A[S][O]>> | undefined) => string | undefined;
  };
};

type FallbackOf<Q, S, O> = S extends keyof Q
  ? O extends keyof NonNullable<Q[S]>
    ? NonNullable<Q[S]>[O] extends () => infer R
      ? R
      : never
    : never
  : never;

/** One namespace per service, one function per contract; a quiet default widens the result only by what `data` lacks (e.g. `false`). */
export type ApiNamespaces<A extends ContractApi, Q = unknown> = {
  readonly [S in keyof A]: {
    readonly [O in keyof A[S]]: Operation<A[S][O], Exclude<FallbackOf<Q, S, O>, ContractData<A[S][O]>>>;
  };
};

export interface BindOptions<A extends ContractApi, Q extends QuietDefaults<A>> {
  readonly transport: Transport;
  /** Read on every call to pick a public twin's path. */
  readonly isAuthenticated: () => boolean;
  readonly quietDefaults?: Q;
  readonly preflights?: Preflights<A>;
  /** Told when a quiet default hides a failure (the spec logs these). */
  readonly onQuietFailure?: (operation: string, error: ApiError) => void;
}

/**
 * Turns a table of contracts into namespaces of typed functions.
 * @example bindContracts({ business: { getById } }, { transport, isAuthenticated }).business.getById({ params: { id } })
 */
export function bindContracts<A extends ContractApi, Q extends QuietDefaults<A> = Record<never, never>>(
  contracts: A,
  options: BindOptions<A, Q>,
): ApiNamespaces<A, Q> {
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const [service, group] of Object.entries(contracts)) {
    const bound: Record<string, unknown> = {};
    for (const [operation, contract] of Object.entries(group)) {
      bound[operation] = bindOne(contract, `${service}.${operation}`, {
        ...options,
        fallback: lookup(options.quietDefaults, service, operation) as (() => unknown) | undefined,
        preflight: lookup(options.preflights, service, operation) as ((input: unknown) => string | undefined) | undefined,
      });
    }
    namespaces[service] = bound;
  }
  // The loops build exactly the mapped type; TypeScript cannot follow Object.entries to see it.
  return namespaces as ApiNamespaces<A, Q>;
}

interface BindOneOptions {
  readonly transport: Transport;
  readonly isAuthenticated: () => boolean;
  readonly fallback: (() => unknown) | undefined;
  readonly preflight: ((input: unknown) => string | undefined) | undefined;
  readonly onQuietFailure?: (operation: string, error: ApiError) => void;
}

function bindOne(contract: ContractShape, name: string, options: BindOneOptions) {
  return async (input?: unknown, callOptions?: CallOptions): Promise<unknown> => {
    const problem = options.preflight?.(input);
    if (problem !== undefined) throw new ApiError(400, CLIENT_ERROR_CODES.VALIDATION, problem);
    const { request, dataSchema } = prepareCall(contract, input, options.isAuthenticated());
    try {
      const result = await options.transport.send({ ...request, signal: callOptions?.signal });
      const parsed = dataSchema.safeParse(result.data);
      if (!parsed.success) throw unexpectedResponseError(result.status, parsed.error.issues);
      return parsed.data;
    } catch (error) {
      if (!options.fallback || !isQuietable(error)) throw error;
      options.onQuietFailure?.(name, error);
      return options.fallback();
    }
  };
}

function lookup(table: object | undefined, service: string, operation: string): unknown {
  const group: unknown = table ? (table as Record<string, unknown>)[service] : undefined;
  return typeof group === 'object' && group !== null ? (group as Record<string, unknown>)[operation] : undefined;
}
