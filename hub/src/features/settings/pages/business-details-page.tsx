import { Link } from 'react-router';
import { PageLoading } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useOwnBusiness } from '../../../entities/business';
import { BusinessDetailsForm } from '../components/business-details-form';
import { SettingsLayout } from '../components/settings-layout';

/** /user/settings/businessArea: the tradesperson edits their business. */
export default function BusinessDetailsPage() {
  const session = useSession();
  const business = useOwnBusiness(session.userInfo?.business?.id);
  return (
    <SettingsLayout
      title="Business details"
      description={
        <>
          What customers see on your profile and how they reach you.{' '}
          {session.userInfo?.business && (
            <Link to={paths.businessView(session.userInfo.business.id)} className="font-semibold text-brand-700 underline">
              Preview your public profile
            </Link>
          )}
        </>
      }
    >
      {business.isPending ? (
        <PageLoading label="Loading your business…" />
      ) : business.isError ? (
        <ErrorState title="We could not load your business" error={business.error} onRetry={() => void business.refetch()} />
      ) : (
        <BusinessDetailsForm business={business.data} />
      )}
    </SettingsLayout>
  );
}
