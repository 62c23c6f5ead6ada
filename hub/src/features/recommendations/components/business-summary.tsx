import { Link } from 'react-router';
import type { PublicBusiness, UserSummary } from '@tradeshub/sdk';
import { RatingBadge } from '../../../components/ui/rating-badge';
import { paths } from '../../../config/paths';

/** The business someone is about to recommend: name, town and rating, and who sent them here. */
export function BusinessSummary({ business, sharedBy }: { business: PublicBusiness; sharedBy?: UserSummary | null }) {
  const initial = business.name.trim().charAt(0).toUpperCase();
  return (
    <section aria-labelledby="recommend-business-name" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        {business.profileImageUrl ? (
          <img src={business.profileImageUrl} alt="" className="h-16 w-16 shrink-0 rounded-xl object-cover" />
        ) : (
          <span aria-hidden className="flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-2xl font-bold text-brand-700">
            {initial}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 id="recommend-business-name" className="text-xl font-bold break-words text-ink">
            {business.name}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{business.locality}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
            <RatingBadge rating={business.rating.average} size="sm" />
            <span>
              {business.rating.count === 1 ? '1 review' : `${business.rating.count} reviews`} ·{' '}
              {business.recommendationCount === 1 ? '1 recommendation' : `${business.recommendationCount} recommendations`}
            </span>
          </div>
        </div>
      </div>
      {sharedBy && (
        <p className="mt-4 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700">
          <span className="font-semibold">
            {sharedBy.firstName} {sharedBy.lastName.charAt(0)}.
          </span>{' '}
          recommends {business.name}.
        </p>
      )}
      <Link to={paths.businessView(business.id)} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
        See their full profile
      </Link>
    </section>
  );
}
