import { PageLoading } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { useProfile } from '../api/get-profile';
import { ContactDetailsForm } from '../components/contact-details-form';
import { SettingsLayout } from '../components/settings-layout';

/** /user/settings/contactDetails */
export default function ContactDetailsPage() {
  const profile = useProfile();
  return (
    <SettingsLayout title="Contact details" description="Your name and bio appear beside your posts, reviews and messages.">
      {profile.isPending ? (
        <PageLoading label="Loading your details…" />
      ) : profile.isError ? (
        <ErrorState title="We could not load your details" error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <ContactDetailsForm profile={profile.data} />
      )}
    </SettingsLayout>
  );
}
