import { Link } from 'react-router';
import { PageLoading } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { useOwnBusiness } from '../../../entities/business';
import { BusinessFacts } from '../own/components/business-facts';
import { BusinessHeaderCard } from '../own/components/business-header-card';
import { ReputationCard } from '../own/components/reputation-card';
import { InvitePanel } from '../own/invites/invite-panel';
import { ReferralLinkSection } from '../own/components/referral-link-section';
import { RulesNotice } from '../own/components/rules-notice';

/** /business: the tradesperson's own view of their business. */
export default function OwnBusinessPage() {
  usePageHeader('Your business');
  const session = useSession();
  const businessId = session.userInfo?.business?.id;
  const business = useOwnBusiness(businessId);

  if (business.isPending) return <PageLoading label="Loading your business…" />;
  if (business.isError) return <ErrorState title="We could not load your business" error={business.error} onRetry={() => void business.refetch()} />;
  const data = business.data;

  return (
    <div className="flex flex-col gap-6">
      {!data.ruleAccepted && <RulesNotice businessId={data.id} />}
      <BusinessHeaderCard business={data} />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <ReputationCard business={data} />
          <InvitePanel businessId={data.id} />
          <ReferralLinkSection business={data} />
          <section aria-labelledby="website-widgets-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <div>
              <h2 id="website-widgets-title" className="text-lg font-semibold text-ink">
                Tradeshub on your website
              </h2>
              <p className="mt-1 text-sm text-muted">Show your rating and collect recommendations and reviews on your own site with one script tag.</p>
            </div>
            <Link
              to={paths.websiteWidgets()}
              className="inline-flex min-h-10 shrink-0 items-center justify-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
            >
              Website widgets
            </Link>
          </section>
          <section aria-labelledby="about-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
            <h2 id="about-title" className="text-lg font-semibold text-ink">
              About your business
            </h2>
            {data.description ? (
              <p className="mt-2 text-sm whitespace-pre-line text-ink">{data.description}</p>
            ) : (
              <p className="mt-2 text-sm text-muted">
                You have not written a description yet. A few lines about your experience and the jobs you love help customers
                choose you.{' '}
                <Link to={paths.settings.businessArea()} className="font-semibold text-brand-700 underline">
                  Add a description
                </Link>
              </p>
            )}
          </section>
        </div>
        <BusinessFacts business={data} />
      </div>
    </div>
  );
}
