import { Link } from 'react-router';
import { PageLoading } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { useOwnBusiness } from '../own/api/get-own-business';
import { BusinessFacts } from '../own/components/business-facts';
import { BusinessHeaderCard } from '../own/components/business-header-card';
import { ReputationCard } from '../own/components/reputation-card';
import { InvitePanel } from '../own/invites/invite-panel';
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
