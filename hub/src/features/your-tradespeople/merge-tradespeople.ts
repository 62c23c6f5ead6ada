import type { Recommendation, RecommendationStatus, UserSummary } from '@tradeshub/sdk';
import type { ConnectedBusiness } from './api/get-connected-businesses';

/** One business in the customer's list, with every way they know it. */
export interface YourTradesperson {
  businessId: string;
  name: string;
  locality: string | null;
  /** The categories the customer recommended it for, with where each recommendation stands. */
  recommendations: { id: string; category: string; status: RecommendationStatus }[];
  /** The business's owner, when the customer is connected with them. */
  connectedWith: UserSummary | null;
}

/**
 * Recommendations and connections merged per business: recommended ones first (newest
 * recommendation first), then connected-only ones by name. Revoked recommendations and
 * unanswered invites (no business yet) are left out.
 */
export function mergeTradespeople(recommendations: Recommendation[], connected: ConnectedBusiness[]): YourTradesperson[] {
  const byBusiness = new Map<string, YourTradesperson>();
  for (const r of recommendations) {
    if (!r.business || r.revokedAt) continue;
    const entry = byBusiness.get(r.business.id) ?? {
      businessId: r.business.id,
      name: r.business.name,
      locality: null,
      recommendations: [],
      connectedWith: null,
    };
    entry.recommendations.push({ id: r.id, category: r.workCategory.title, status: r.status });
    byBusiness.set(r.business.id, entry);
  }
  const connectedOnly: YourTradesperson[] = [];
  for (const { business, connection } of connected) {
    const entry = byBusiness.get(business.id);
    if (entry) {
      entry.connectedWith = connection.user;
      entry.locality = business.locality;
    } else {
      connectedOnly.push({ businessId: business.id, name: business.name, locality: business.locality, recommendations: [], connectedWith: connection.user });
    }
  }
  connectedOnly.sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  return [...byBusiness.values(), ...connectedOnly];
}
