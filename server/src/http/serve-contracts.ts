import type { FastifyInstance } from 'fastify';
import { apiContracts, type ApiContracts, type ContractShape } from '@tradeshub/sdk';
import { registerRoute, type RouteHandler, type RouteOptions } from './contract-routes.js';
import { NOT_SERVED_YET, type NotServedYet } from './not-served-yet.js';

// The server binds each contract group as one typed object of handlers (as ts-rest's router
// type does), so a contract without a handler is a compile error, unless it is on the
// explicit NOT_SERVED_YET list.

/** A handler with route options (a rate limit, a larger body). */
export interface RouteWithOptions<C extends ContractShape> {
  handler: RouteHandler<C>;
  options: RouteOptions;
}

export type Served<C extends ContractShape> = RouteHandler<C> | RouteWithOptions<C>;

/** A handler for every contract of `G`. */
export type Handlers<G> = { [K in keyof G]: G[K] extends ContractShape ? Served<G[K]> : never };

/** A handler for every contract of the named group that is not on the not-served-yet list. */
export type GroupHandlers<N extends keyof ApiContracts> = Handlers<Omit<ApiContracts[N], NotServedYet<N>>>;

/** The whole API: every group, every contract served or listed as not yet. */
export type ApiHandlers = { [N in keyof ApiContracts]: GroupHandlers<N> };

function isRouteWithOptions<C extends ContractShape>(served: Served<C>): served is RouteWithOptions<C> {
  return typeof served === 'object' && served !== null && 'handler' in served;
}

/** Registers a route for every handler; a listed contract that got a handler stops the start. */
export function serveApi(app: FastifyInstance, handlers: ApiHandlers): void {
  const notServed = NOT_SERVED_YET as Readonly<Record<string, readonly string[]>>;
  for (const [groupName, group] of Object.entries(apiContracts) as [keyof ApiContracts, Record<string, ContractShape>][]) {
    const groupHandlers = handlers[groupName] as Record<string, Served<ContractShape> | undefined>;
    for (const [name, contract] of Object.entries(group)) {
      const served = groupHandlers[name];
      const listed = notServed[groupName]?.includes(name) ?? false;
      if (listed && served) throw new Error(`${groupName}.${name} has a handler: take it off NOT_SERVED_YET.`);
      if (listed) continue;
      if (!served) throw new Error(`${groupName}.${name} has no handler.`);
      if (isRouteWithOptions(served)) registerRoute(app, contract, served.handler, served.options);
      else registerRoute(app, contract, served);
    }
  }
}
