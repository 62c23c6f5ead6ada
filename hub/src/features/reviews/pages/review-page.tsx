import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PublicBusiness } from '@tradeshub/sdk';
import { InlineSignIn } from '../../../components/inline-sign-in';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { RatingBadge } from '../../../components/ui/rating-badge';
import { PageLoading, Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { isNotFoundAnswer } from '../../../lib/api-errors';
import { useBusiness } from '../../../entities/business';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { notifyOpener, widgetOrigin } from '../../../lib/widget-opener';
import { ReviewForm } from '../components/review-form-dialog';

const linkButton =
  'inline-flex min-h-10 items-center justify-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600';

function Thanks({ business, inPopup }: { business: PublicBusiness; inPopup: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="review-done-title" className="rounded-2xl border border-brand-200 bg-brand-50 p-6 text-center shadow-sm sm:p-8">
      <span aria-hidden className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-500 text-3xl text-white">
        ✓
      </span>
      <h2 ref={heading} id="review-done-title" tabIndex={-1} className="mt-4 text-xl font-bold text-ink">
        Thank you for reviewing {business.name}
      </h2>
      <p className="mx-auto mt-2 max-w-prose text-sm text-ink">Your review is published on their profile, where other customers read it.</p>
      <div className="mt-6 flex justify-center">
        {inPopup ? (
          <Button onClick={() => window.close()}>Close this window</Button>
        ) : (
          <Link to={paths.businessView(business.id)} className={linkButton}>
            See your review
          </Link>
        )}
      </div>
    </section>
  );
}

/**
 * /home/review?businessId= (public): where a tradesperson's review widget lands. See the
 * business, sign in without leaving, score the job and write the review; a widget's window
 * (?origin=) is told when it is published.
 */
export default function ReviewPage() {
  usePageHeader('Review a tradesperson');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const businessId = params.get('businessId')?.trim() || null;
  const origin = widgetOrigin(params.get('origin'));
  const business = useBusiness(businessId);
  const session = useSession();
  const [done, setDone] = useState<{ inPopup: boolean } | null>(null);

  if (!businessId || (business.isError && isNotFoundAnswer(business.error))) {
    return (
      <EmptyState title="We couldn't find that tradesperson" action={<Link to={paths.find()} className={linkButton}>Find a tradesperson</Link>}>
        The link may be out of date. Search for them by trade and town, and review them from their profile.
      </EmptyState>
    );
  }
  if (business.isPending) return <PageLoading label="Loading the tradesperson…" />;
  if (business.isError) return <ErrorState title="We could not load this tradesperson" error={business.error} onRetry={() => void business.refetch()} />;

  const data = business.data;
  let action;
  if (done) action = <Thanks business={data} inPopup={done.inPopup} />;
  else if (session.isLoading)
    action = (
      <div className="flex justify-center rounded-2xl border border-line bg-white p-8 text-brand-500">
        <Spinner label="Checking whether you are signed in…" />
      </div>
    );
  else if (!session.isAuthenticated)
    action = <InlineSignIn title={`Sign in to review ${data.name}`} reason="Reviews carry your name, so people know they come from a real customer." />;
  else if (session.userInfo?.business?.id === data.id)
    action = (
      <Notice tone="info" title="This is your business">
        You cannot review your own business. Share your review link with past customers instead.
      </Notice>
    );
  else
    action = (
      <section aria-labelledby="review-form-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
        <h2 id="review-form-title" className="mb-4 text-lg font-semibold text-ink">
          Score each part of the job from 1 to 5 stars
        </h2>
        <ReviewForm
          businessId={data.id}
          existing={null}
          onDone={() => navigate(paths.businessView(data.id))}
          onSaved={() => setDone({ inPopup: notifyOpener(origin, { type: 'tradeshub:reviewed', businessId: data.id }) })}
        />
      </section>
    );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-bold break-words text-ink">Review {data.name}</h1>
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <section aria-label={data.name} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
          <p className="text-lg font-bold break-words text-ink">{data.name}</p>
          <p className="text-sm text-muted">{data.locality}</p>
          <div className="mt-2 flex items-center gap-2 text-sm text-muted">
            <RatingBadge rating={data.rating.average} size="sm" />
            <span>{data.rating.count === 1 ? '1 review' : `${data.rating.count} reviews`}</span>
          </div>
          <Link to={paths.businessView(data.id)} className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
            See their profile
          </Link>
        </section>
        <div className="min-w-0">{action}</div>
      </div>
    </div>
  );
}
