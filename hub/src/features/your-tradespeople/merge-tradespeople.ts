import { workStatusLabel, type Recommendation, type RecommendationStatus, type UserSummary, type Work, type WorkStatus } from '@tradeshub/sdk';
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
  /** The jobs the customer hired them for through Tradeshub, newest first. */
  jobs: { workId: string; title: string; statusLabel: string }[];
}

// Hired: the customer accepted the business's quote (a contract), whatever has happened since,
// unless it was cancelled. Quotes still waiting or turned down are not a hire.
const HIRED: readonly WorkStatus[] = ['ACCEPTED', 'AGREED', 'IN_PROGRESS', 'ON_GOING', 'COMPLETED_PENDING', 'COMPLETED', 'CLOSED', 'INDEPENDENT_ASSESSMENT'];

/** Whether a work means the customer hired its business. */
export function isHire(work: Pick<Work, 'status'>): boolean {
  return HIRED.includes(work.status);
}

/**
 * Recommendations, hires and connections merged per business: hired ones first (latest job
 * first), then recommended ones (newest recommendation first), then connected-only ones by
 * name. Revoked recommendations and unanswered invites (no business yet) are left out.
 */
export function mergeTradespeople(recommendations: Recommendation[], connected: ConnectedBusiness[], works: Work[] = []): YourTradesperson[] {
  const byBusiness = new Map<string, YourTradesperson>();
  for (const work of works) {
    if (!isHire(work)) continue;
    const entry = byBusiness.get(work.businessId) ?? {
      businessId: work.businessId,
      name: work.business.name,
      locality: null,
      recommendations: [],
      connectedWith: null,
      jobs: [],
    };
    entry.jobs.push({ workId: work.id, title: work.title, statusLabel: workStatusLabel(work) });
    byBusiness.set(work.businessId, entry);
  }
  for (const r of recommendations) {
    if (!r.business || r.revokedAt) continue;
    const entry = byBusiness.get(r.business.id) ?? {
      businessId: r.business.id,
      name: r.business.name,
      locality: null,
      recommendations: [],
      connectedWith: null,
      jobs: [],
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
      connectedOnly.push({ businessId: business.id, name: business.name, locality: business.locality, recommendations: [], connectedWith: connection.user, jobs: [] });
    }
  }
  connectedOnly.sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  return [...byBusiness.values(), ...connectedOnly];
}
