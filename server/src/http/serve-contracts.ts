import type { FastifyInstance } from 'fastify';
import { apiContracts, type ApiContracts, type ContractShape } from '@tradeshub/sdk';
import { registerRoute, type RouteHandler, type RouteOptions } from './contract-routes.js';

// The server binds each contract group as one typed object of handlers (as ts-rest's router
// type does), so a contract without a handler is a compile error: every contract is served.

/** A handler with route options (a rate limit, a larger body). */
export interface RouteWithOptions<C extends ContractShape> {
  handler: RouteHandler<C>;
  options: RouteOptions;
}

export type Served<C extends ContractShape> = RouteHandler<C> | RouteWithOptions<C>;

/** A handler for every contract of `G`. */
export type Handlers<G> = { [K in keyof G]: G[K] extends ContractShape ? Served<G[K]> : never };

/** A handler for every contract of the named group. */
export type GroupHandlers<N extends keyof ApiContracts> = Handlers<ApiContracts[N]>;

/** The whole API: every group, every contract served. */
export type ApiHandlers = { [N in keyof ApiContracts]: GroupHandlers<N> };

function isRouteWithOptions<C extends ContractShape>(served: Served<C>): served is RouteWithOptions<C> {
  return typeof served === 'object' && served !== null && 'handler' in served;
}

/** Registers a route for every handler; a contract without one stops the start. */
export function serveApi(app: FastifyInstance, handlers: ApiHandlers): void {
  for (const [groupName, group] of Object.entries(apiContracts) as [keyof ApiContracts, Record<string, ContractShape>][]) {
    const groupHandlers = handlers[groupName] as Record<string, Served<ContractShape> | undefined>;
    for (const [name, contract] of Object.entries(group)) {
      const served = groupHandlers[name];
      if (!served) throw new Error(`${groupName}.${name} has no handler.`);
      if (isRouteWithOptions(served)) registerRoute(app, contract, served.handler, served.options);
      else registerRoute(app, contract, served);
    }
  }
}
