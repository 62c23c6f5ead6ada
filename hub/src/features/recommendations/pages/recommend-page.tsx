import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Recommendation } from '@tradeshub/sdk';
import { PageLoading, Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { useBusiness } from '../../../entities/business';
import { useRecommendationByCode } from '../../../entities/recommendations';
import { BusinessSummary } from '../components/business-summary';
import { InlineSignIn } from '../../../components/inline-sign-in';
import { Notice } from '../../../components/ui/notice';
import { notifyOpener, widgetOrigin } from '../../../lib/widget-opener';
import { RecommendDone } from '../components/recommend-done';
import { RecommendForm } from '../components/recommend-form';
import { isNotFoundAnswer } from '../../../lib/api-errors';


const findLink = (
  <Link
    to={paths.find()}
    className="inline-flex min-h-10 items-center justify-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
  >
    Find a tradesperson
  </Link>
);

/**
 * /home/recommend (public): where an invite (?code=), a customer's shared link (?code=) or a
 * widget (?businessId=, ?origin=) lands. See the business, sign in, pick a category, recommend.
 */
export default function RecommendPage() {
  usePageHeader('Recommend a tradesperson');
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() || null;
  const origin = widgetOrigin(params.get('origin'));
  const shared = useRecommendationByCode(code);
  const businessId = code ? shared.data?.businessId : params.get('businessId')?.trim() || null;
  const business = useBusiness(businessId);
  const session = useSession();
  const [done, setDone] = useState<{ recommendation: Recommendation; inPopup: boolean } | null>(null);
  const doneHeading = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) doneHeading.current?.querySelector('h2')?.focus();
  }, [done]);

  if (!code && !businessId) {
    return (
      <EmptyState title="Which tradesperson would you like to recommend?" action={findLink}>
        Open the link a tradesperson sent you, or find them on Tradeshub and recommend them from their profile.
      </EmptyState>
    );
  }
  if (code && shared.isPending) return <PageLoading label="Opening your invitation…" />;
  if (shared.isError) {
    return isNotFoundAnswer(shared.error) ? (
      <EmptyState title="This link no longer works" action={findLink}>
        The invitation may have been withdrawn, or the link was copied incompletely. Find the tradesperson on Tradeshub to recommend
        them.
      </EmptyState>
    ) : (
      <ErrorState title="We could not open this link" error={shared.error} onRetry={() => void shared.refetch()} />
    );
  }
  if (!businessId) {
    return (
      <EmptyState title="This business is no longer on Tradeshub" action={findLink}>
        It can no longer be recommended here.
      </EmptyState>
    );
  }
  if (business.isPending) return <PageLoading label="Loading the tradesperson…" />;
  if (business.isError) {
    return isNotFoundAnswer(business.error) ? (
      <EmptyState title="We couldn't find that tradesperson" action={findLink}>
        The link may be out of date. Search for them by trade and town instead.
      </EmptyState>
    ) : (
      <ErrorState title="We could not load this tradesperson" error={business.error} onRetry={() => void business.refetch()} />
    );
  }

  const invite = shared.data && !shared.data.recommender ? shared.data : null;
  const sharedBy = shared.data?.recommender ?? null;
  const ownBusiness = session.userInfo?.business?.id === business.data.id;

  let action;
  if (done) {
    action = (
      <div ref={doneHeading}>
        <RecommendDone recommendation={done.recommendation} inPopup={done.inPopup} />
      </div>
    );
  } else if (session.isLoading) {
    action = (
      <div className="flex justify-center rounded-2xl border border-line bg-white p-8 text-brand-500">
        <Spinner label="Checking whether you are signed in…" />
      </div>
    );
  } else if (!session.isAuthenticated) {
    action = (
      <InlineSignIn
        title={`Sign in to recommend ${business.data.name}`}
        reason="Recommendations carry your name, so people know they come from a real customer."
      />
    );
  } else if (ownBusiness) {
    action = (
      <Notice tone="info" title="This is your business">
        You cannot recommend your own business. Invite your past customers to recommend you from{' '}
        <Link to={paths.ownBusiness()} className="font-semibold underline">
          your business page
        </Link>
        .
      </Notice>
    );
  } else {
    action = (
      <RecommendForm
        business={business.data}
        referralCode={code}
        suggestedCategoryId={shared.data?.workCategory.id}
        onRecommended={(recommendation) =>
          setDone({ recommendation, inPopup: notifyOpener(origin, { type: 'tradeshub:recommended', businessId: business.data.id }) })
        }
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold break-words text-ink">
          {invite?.invitedName ? `Hi ${invite.invitedName}, would you recommend ${business.data.name}?` : `Recommend ${business.data.name}`}
        </h1>
        {!done && (
          <p className="mt-1 text-sm text-muted">
            {invite ? `${business.data.name} asked you to vouch for their work. It takes a minute.` : 'Vouch for work they did for you. It takes a minute.'}
          </p>
        )}
      </div>
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <BusinessSummary business={business.data} sharedBy={sharedBy} />
        <div className="min-w-0">{action}</div>
      </div>
    </div>
  );
}
