import type { ContractData, ContractInput, ContractShape } from '../contracts/contract.js';
import { isQuietable } from './api-error.js';
import type { CallOptions, OperationArgs } from './bind-contracts.js';
import type { Transport } from './transport.js';

/** A private GET made without its contract's schemas; called as the client's operation is. */
export type PlainRead<C extends ContractShape> = (...args: OperationArgs<C>) => Promise<ContractData<C>>;

/** How a plain read reports a failure its quiet default hid (as the client's onQuietFailure). */
export type QuietFailureLog = (operation: string, error: unknown) => void;

/**
 * Makes plain reads over a transport: a contract's private GET sent as the client sends it,
 * but without zod and the contracts, for what a signed-in page reads on its first render
 * (docs/decisions/0063-signed-in-first-render-without-the-client.md). Nothing is checked here:
 * the server parses the query with the contract's schema and validates what it answers
 * against the data schema (its serializer). Use it only for contracts whose data schema
 * transforms nothing, so the answer is what the client would have resolved to.
 * @example const getPosts = plainReads(transport, log)<typeof communityContracts.getPosts>('/community-service/post/get-all-posts');
 */
export function plainReads(transport: Transport, logQuietFailure: QuietFailureLog) {
  /**
   * One read. `path` is typed as the contract's own, so the compiler holds the two equal;
   * `quietDefault` is the client's (QUIET_DEFAULTS), hiding the same failures it does.
   */
  return <C extends ContractShape & { readonly method: 'GET'; readonly params?: undefined }>(
    path: C['path'],
    quietDefault?: () => ContractData<C>,
  ): PlainRead<C> =>
    (async (input?: ContractInput<C>, options?: CallOptions) => {
      try {
        const { data } = await transport.send({
          method: 'GET',
          path,
          query: (input as { query?: Record<string, unknown> } | undefined)?.query,
          requiresAuth: true,
          signal: options?.signal,
        });
        return data as ContractData<C>;
      } catch (error) {
        if (!quietDefault || !isQuietable(error)) throw error;
        logQuietFailure(path, error);
        return quietDefault();
      }
    }) as PlainRead<C>;
}
