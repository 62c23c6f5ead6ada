import { Link, useParams } from 'react-router';
import type { PublicBusiness } from '@tradeshub/sdk';
import { PageLoading } from '../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { usePageHeader } from '../../lib/page-header';
import { isNotFoundAnswer } from '../../lib/api-errors';
import { useBusiness } from '../../entities/business';
import { CompletedJobsSection } from '../../features/business/view/components/completed-jobs-section';
import { ProfileHeader } from '../../features/business/view/components/profile-header';
import { RatingBreakdown } from '../../features/business/view/components/rating-breakdown';
import { RecommendersSection } from '../../features/business/view/components/recommenders-section';
import { ReviewsSection } from '../../features/reviews/components/reviews-section';

// One column on a phone in reading order (about, ratings, reviews, recommenders, completed jobs); on wider
// screens the ratings and recommenders move to a side column. The column wrappers are
// `display: contents` on phones so `order` can interleave their sections.
function Profile({ business }: { business: PublicBusiness }) {
  return (
    <div className="flex flex-col gap-5">
      <ProfileHeader business={business} />
      <div className="flex flex-col gap-5 md:grid md:grid-cols-[minmax(0,1fr)_20rem] md:items-start">
        <div className="contents md:flex md:min-w-0 md:flex-col md:gap-5">
          <section aria-labelledby="about-heading" className="order-1 rounded-2xl border border-line bg-white p-5 shadow-sm">
            <h2 id="about-heading" className="font-semibold text-ink">
              About
            </h2>
            <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink">
              {business.description?.trim() || `${business.name} hasn't written about their business yet.`}
            </p>
            <h3 className="mt-4 border-t border-line pt-4 text-sm font-semibold text-ink">Service area</h3>
            <p className="mt-1 text-sm text-ink">
              Works within <strong>{business.radius} miles</strong> of {business.locality}.
            </p>
          </section>
          <ReviewsSection className="order-3" business={business} />
        </div>
        <div className="contents md:flex md:flex-col md:gap-5">
          <RatingBreakdown className="order-2" rating={business.rating} />
          <RecommendersSection className="order-4" businessId={business.id} />
          <CompletedJobsSection className="order-5" businessId={business.id} />
        </div>
      </div>
    </div>
  );
}

/**
 * /business/view/:id: a tradesperson's public profile. A route of the app layer because it
 * puts two features on one page (the business and its reviews), and features import no other feature.
 */
export default function BusinessViewPage() {
  const { id = '' } = useParams();
  const business = useBusiness(id);
  const missing = business.isError && isNotFoundAnswer(business.error);
  usePageHeader(business.data?.name ?? (missing ? 'Tradesperson not found' : 'Tradesperson'));

  if (business.isPending) return <PageLoading label="Loading profile…" />;
  if (missing) {
    return (
      <EmptyState
        title="We couldn't find that tradesperson"
        action={
          <Link to={paths.find()} className="inline-flex min-h-10 items-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600">
            Find a tradesperson
          </Link>
        }
      >
        The link may be mistyped, or the business may no longer be on Tradeshub.
      </EmptyState>
    );
  }
  if (business.isError) return <ErrorState title="We could not load this profile" error={business.error} onRetry={() => void business.refetch()} />;
  return <Profile business={business.data} />;
}
