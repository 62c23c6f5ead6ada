import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toasts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { BlockedPeople } from '../components/blocked-people';
import { ChangePasswordForm } from '../components/change-password-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SettingsLayout } from '../components/settings-layout';

/** /user/settings/security: password, sessions and the people the user blocked. */
export default function SecurityPage() {
  const [confirming, setConfirming] = useState(false);
  const signOutEverywhere = useSignOutEverywhere();
  const navigate = useNavigate();

  // Awaited rather than given callbacks: ending the session unmounts this page before they would run.
  const confirm = async () => {
    try {
      await signOutEverywhere.mutateAsync();
      toast.info('You have been signed out on every device.');
      navigate(paths.signIn(), { replace: true });
    } catch (error) {
      setConfirming(false);
      toast.error(error);
    }
  };

  return (
    <SettingsLayout title="Security" description="Keep your account safe: change your password, sign out of devices you no longer use, and choose whom you block.">
      <div className="flex flex-col gap-6">
        <ChangePasswordForm />
        <section aria-labelledby="sessions-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
          <h2 id="sessions-title" className="text-lg font-semibold text-ink">
            Sign out everywhere
          </h2>
          <p className="mt-1 max-w-prose text-sm text-muted">
            Lost a phone, or signed in on a shared computer? This signs you out of Tradeshub on every device, including this
            one.
          </p>
          <Button variant="secondary" className="mt-4 text-danger!" onClick={() => setConfirming(true)}>
            Sign out everywhere…
          </Button>
        </section>
        <BlockedPeople />
      </div>
      <ConfirmDialog
        open={confirming}
        title="Sign out on every device?"
        confirmLabel="Sign out everywhere"
        busy={signOutEverywhere.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      >
        You will be signed out here and on every phone, tablet and computer where you use Tradeshub. You can sign in again with
        your email and password.
      </ConfirmDialog>
    </SettingsLayout>
  );
}
