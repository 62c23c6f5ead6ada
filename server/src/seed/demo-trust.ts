import { DEMO_ACCOUNTS } from './demo-accounts.js';
import type { DemoBusiness } from './demo-businesses.js';
import type { ConnectionRow, DemoContext, DisputeRow, NotificationRow, RecommendationRow, ReviewRow, UserRow } from './demo-context.js';
import { buildDemoCustomerTrust } from './demo-customer-trust.js';
import type { DemoCustomer } from './demo-customers.js';
import { buildDemoDisputes } from './demo-disputes.js';
import { buildRecommendations } from './demo-recommendations.js';

// Why customers trust the tradespeople here: recommendations across the demo businesses,
// the demo customer's connections and notices, and the demo business's review disputes.

export interface DemoTrust {
  recommendations: RecommendationRow[];
  connections: ConnectionRow[];
  disputes: DisputeRow[];
  notifications: NotificationRow[];
  /** Who first referred a customer, for the users' referredByUserId. */
  referredBy: ReadonlyMap<string, string>;
}

export interface DemoTrustInput {
  businesses: readonly DemoBusiness[];
  customers: readonly DemoCustomer[];
  reviews: readonly ReviewRow[];
  admin: UserRow;
}

export function buildDemoTrust(ctx: DemoContext, input: DemoTrustInput): DemoTrust {
  const demoBusiness = input.businesses.find((b) => b.owner.email === DEMO_ACCOUNTS.tradesperson.email);
  const customer = input.customers.find((c) => c.user.email === DEMO_ACCOUNTS.customer.email);
  if (!demoBusiness || !customer) throw new Error('The demo trust data needs the demo customer and the demo business.');

  const disputes = buildDemoDisputes(ctx, demoBusiness, input.reviews, input.admin);
  const everyone = buildRecommendations(ctx, input.businesses, input.customers, input.reviews, {
    // Hers are written by hand; the business says it never worked for the reviewer it disputes.
    skip: (customerId, businessId) =>
      customerId === customer.user.id || (customerId === disputes.doubtedReviewerId && businessId === demoBusiness.row.id),
    // Ravi answers promptly, so on /business only the demo customer's recommendation waits.
    answersEverything: new Set([demoBusiness.row.id]),
  });
  const hers = buildDemoCustomerTrust(ctx, { ...input, customer, demoBusiness, othersRecommendations: everyone.rows });
  return {
    recommendations: [...everyone.rows, ...hers.recommendations],
    connections: hers.connections,
    disputes: disputes.disputes,
    notifications: [...hers.notifications, ...disputes.notifications],
    referredBy: everyone.referredBy,
  };
}
