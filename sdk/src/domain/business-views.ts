// Apart from the business contract (its zod schemas): the hub's public pages ask this of a
// business without loading the contracts (docs/decisions/0061-route-preloads-and-first-reads.md).

/** True when a business came back in its owner's full shape (GET business/:id answers either: `Business` has a serviceId, `PublicBusiness` none). */
export function isOwnBusinessView<B extends object>(business: B): business is Extract<B, { serviceId: unknown }> {
  return 'serviceId' in business;
}
