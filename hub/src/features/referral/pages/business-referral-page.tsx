import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useBusinessByReferral } from '../api/get-business-by-referral';
import { rememberReferral } from '../api/pending-referral';
import { useBusiness } from '../../../entities/business';
import { useRecommendationByCode } from '../../../entities/recommendations';
import { ReferredBusinessCard } from '../components/referred-business-card';
import { isNotFoundAnswer } from '../../../lib/api-errors';


function LinkGone() {
  return (
    <EmptyState
      title="This referral link no longer works"
      action={
        <Link
          to={paths.find()}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-500 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-600"
        >
          Find a tradesperson
        </Link>
      }
    >
      The recommendation it shared may have been withdrawn, or the business has left Tradeshub. You can still find local tradespeople
      on Tradeshub.
    </EmptyState>
  );
}

/**
 * /business/referral?uuid= (public). The uuid is either a customer's shared recommendation
 * (its referral code) or a tradesperson's own referral link (the business's referralUuid):
 * the recommendation is tried first, the business when no recommendation has that code.
 */
export default function BusinessReferralPage() {
  const [params] = useSearchParams();
  const code = params.get('uuid')?.trim() || null;
  const shared = useRecommendationByCode(code);
  const business = useBusiness(shared.data?.businessId);
  const noRecommendation = shared.isError && isNotFoundAnswer(shared.error);
  const owned = useBusinessByReferral(noRecommendation ? code : null);
  // A customer's shared recommendation names them as referrer once this visitor is signed in.
  const sharedBy = shared.data ? code : null;
  useEffect(() => rememberReferral(sharedBy), [sharedBy]);
  usePageHeader(owned.data ? 'Recommend a tradesperson' : 'Recommended to you');

  if (!code) return <LinkGone />;
  if (shared.isPending || (shared.data?.businessId && business.isPending)) return <PageLoading label="Opening the recommendation…" />;
  if (noRecommendation) {
    if (owned.isPending) return <PageLoading label="Opening the referral link…" />;
    if (owned.isError) return isNotFoundAnswer(owned.error) ? <LinkGone /> : <ErrorState error={owned.error} onRetry={() => void owned.refetch()} />;
    return (
      <ReferredBusinessCard
        business={owned.data}
        intro={
          <>
            <span className="font-semibold">{owned.data.name}</span> would like your recommendation.
          </>
        }
        recommendTo={paths.recommend({ businessId: owned.data.id })}
      />
    );
  }
  if (shared.isError) return <ErrorState error={shared.error} onRetry={() => void shared.refetch()} />;
  if (!shared.data.businessId || (business.isError && isNotFoundAnswer(business.error))) return <LinkGone />;
  if (business.isError) return <ErrorState error={business.error} onRetry={() => void business.refetch()} />;

  const data = business.data;
  if (!data) return <LinkGone />;
  const recommender = shared.data.recommender;
  const who = recommender ? `${recommender.firstName} ${recommender.lastName.charAt(0)}.` : null;
  const category = <span className="font-semibold">{shared.data.workCategory.title}</span>;

  return (
    <ReferredBusinessCard
      business={data}
      intro={
        who ? (
          <>
            <span className="font-semibold">{who}</span> recommends this tradesperson for {category}.
          </>
        ) : (
          <>
            <span className="font-semibold">{data.name}</span> would like your recommendation for {category}.
          </>
        )
      }
      recommendTo={paths.recommend({ code: shared.data.referralCode })}
    />
  );
}
