import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@tradeshub/sdk';
import { RatingBadge } from '../../../components/ui/rating-badge';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useReferredBusiness } from '../api/get-business';
import { useSharedRecommendation } from '../api/get-shared-recommendation';

const isNotFound = (error: unknown) => isApiError(error) && (error.status === 404 || (error.status === 400 && error.code === 'VALIDATION'));
const primaryLink =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-500 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-600';
const secondaryLink =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-5 py-2 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50';

function LinkGone() {
  return (
    <EmptyState
      title="This referral link no longer works"
      action={
        <Link to={paths.find()} className={primaryLink}>
          Find a tradesperson
        </Link>
      }
    >
      The recommendation it shared may have been withdrawn. You can still find local tradespeople on Tradeshub.
    </EmptyState>
  );
}

/** /business/referral?uuid= (public): a customer's shared recommendation of a business, and a way to add your own. */
export default function BusinessReferralPage() {
  usePageHeader('Recommended to you');
  const [params] = useSearchParams();
  const code = params.get('uuid')?.trim() || null;
  const shared = useSharedRecommendation(code);
  const business = useReferredBusiness(shared.data?.businessId);

  if (!code) return <LinkGone />;
  if (shared.isPending || (shared.data?.businessId && business.isPending)) return <PageLoading label="Opening the recommendation…" />;
  if (shared.isError) {
    return isNotFound(shared.error) ? <LinkGone /> : <ErrorState error={shared.error} onRetry={() => void shared.refetch()} />;
  }
  if (!shared.data.businessId || (business.isError && isNotFound(business.error))) return <LinkGone />;
  if (business.isError) return <ErrorState error={business.error} onRetry={() => void business.refetch()} />;

  const data = business.data;
  if (!data) return <LinkGone />;
  const recommender = shared.data.recommender;
  const who = recommender ? `${recommender.firstName} ${recommender.lastName.charAt(0)}.` : null;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <article className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
        <div className="bg-gradient-to-r from-brand-50 to-accent-50 px-5 py-4 sm:px-6">
          <p className="text-sm text-ink">
            {who ? (
              <>
                <span className="font-semibold">{who}</span> recommends this tradesperson for{' '}
                <span className="font-semibold">{shared.data.workCategory.title}</span>.
              </>
            ) : (
              <>
                <span className="font-semibold">{data.name}</span> would like your recommendation for{' '}
                <span className="font-semibold">{shared.data.workCategory.title}</span>.
              </>
            )}
          </p>
        </div>
        <div className="p-5 sm:p-6">
          <div className="flex items-start gap-4">
            {data.profileImageUrl ? (
              <img src={data.profileImageUrl} alt="" className="h-16 w-16 shrink-0 rounded-xl object-cover" />
            ) : (
              <span aria-hidden className="flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-2xl font-bold text-brand-700">
                {data.name.trim().charAt(0).toUpperCase()}
              </span>
            )}
            <div className="min-w-0">
              <h1 className="text-2xl font-bold break-words text-ink">{data.name}</h1>
              <p className="text-sm text-muted">{data.locality}</p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
                <RatingBadge rating={data.rating.average} size="sm" />
                <span>
                  {data.rating.count === 1 ? '1 review' : `${data.rating.count} reviews`} ·{' '}
                  {data.recommendationCount === 1 ? '1 recommendation' : `${data.recommendationCount} recommendations`}
                </span>
              </div>
            </div>
          </div>
          {data.categories.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Work they do">
              {data.categories.map((category) => (
                <li key={category.id} className="rounded-full bg-surface px-3 py-1 text-xs font-medium text-ink ring-1 ring-line">
                  {category.title}
                </li>
              ))}
            </ul>
          )}
          {data.description && <p className="mt-4 line-clamp-4 text-sm whitespace-pre-line text-ink">{data.description}</p>}
          <div className="mt-6 flex flex-col gap-2 sm:flex-row">
            <Link to={paths.recommend({ code: shared.data.referralCode })} className={primaryLink}>
              Recommend {data.name}
            </Link>
            <Link to={paths.businessView(data.id)} className={secondaryLink}>
              See their profile
            </Link>
          </div>
          <p className="mt-3 text-xs text-muted">Used them too? Recommending them takes a minute and helps your neighbours.</p>
        </div>
      </article>
    </div>
  );
}
