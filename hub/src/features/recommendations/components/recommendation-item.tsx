import { Link } from 'react-router';
import type { Recommendation } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { RecommendationStatusBadge } from './status-badge';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export interface RecommendationItemProps {
  recommendation: Recommendation;
  onRevoke: (recommendation: Recommendation) => void;
  onDelete: (recommendation: Recommendation) => void;
}

/** One of the customer's recommendations: whom, for what, where it stands, and what they can do. */
export function RecommendationItem({ recommendation, onRevoke, onDelete }: RecommendationItemProps) {
  const { business, workCategory, comment, createdAt, revokedAt } = recommendation;
  const name = business?.name ?? 'A business no longer on Tradeshub';
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold break-words text-ink">
              {business ? (
                <Link to={paths.businessView(business.id)} className="hover:underline">
                  {name}
                </Link>
              ) : (
                name
              )}
            </h3>
            <RecommendationStatusBadge recommendation={recommendation} />
          </div>
          <p className="mt-1 text-sm text-muted">
            {workCategory.title} · recommended {dateFormat.format(new Date(createdAt))}
            {revokedAt && ` · revoked ${dateFormat.format(new Date(revokedAt))}`}
          </p>
          {comment && <p className="mt-2 text-sm whitespace-pre-line break-words text-ink">“{comment}”</p>}
        </div>
        <div className="flex shrink-0 gap-2">
          {!revokedAt && (
            <Button variant="secondary" onClick={() => onRevoke(recommendation)} aria-label={`Revoke your recommendation of ${name}`}>
              Revoke
            </Button>
          )}
          <Button variant="ghost" className="text-danger!" onClick={() => onDelete(recommendation)} aria-label={`Delete your recommendation of ${name}`}>
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
