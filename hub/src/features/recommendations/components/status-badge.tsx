import type { Recommendation } from '@tradeshub/sdk';

type Shown = 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'REVOKED';

const BADGES: Record<Shown, { label: string; className: string }> = {
  PENDING: { label: 'Waiting for the business', className: 'bg-amber-50 text-warning ring-amber-200' },
  ACCEPTED: { label: 'Accepted', className: 'bg-brand-50 text-brand-700 ring-brand-200' },
  REJECTED: { label: 'Declined', className: 'bg-red-50 text-danger ring-red-200' },
  REVOKED: { label: 'Revoked', className: 'bg-surface text-muted ring-line' },
};

/** A recommendation's status as the recommender reads it; revoked wins over the status it had. */
export function RecommendationStatusBadge({ recommendation }: { recommendation: Pick<Recommendation, 'status' | 'revokedAt'> }) {
  const badge = BADGES[recommendation.revokedAt ? 'REVOKED' : recommendation.status];
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${badge.className}`}>{badge.label}</span>;
}
