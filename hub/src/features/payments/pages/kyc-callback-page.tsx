import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAYMENTS_REDIRECT_TARGET, REDIRECT_TARGET_STORAGE_KEY } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { useConnectedAccount, useStartIdentityChecks } from '../api/connected-account';
import { ACCOUNT_STATUS_TEXT } from '../account-status';
import { CallbackCard, primaryLink, secondaryLink } from '../components/callback-layout';

/** After signing in, the stored target 'payments' brings the tradesperson to their payment settings (spec section 2). */
function rememberPaymentsAfterSignIn(): void {
  try {
    window.localStorage.setItem(REDIRECT_TARGET_STORAGE_KEY, PAYMENTS_REDIRECT_TARGET);
  } catch {
    // Storage blocked: after signing in they land on their usual page and find Payments in settings.
  }
}

const toSettings = (
  <Link to={paths.settings.payments()} className={primaryLink}>
    Go to payment settings
  </Link>
);

/** The link expired: a fresh one is asked for and opened at once, with a button if that fails. */
function FreshLink() {
  const start = useStartIdentityChecks();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start.mutate(true);
  }, [start]);
  if (start.isError) {
    return (
      <CallbackCard
        tone="error"
        title="We could not open your identity checks"
        actions={
          <>
            <Button onClick={() => start.mutate(true)}>Try again</Button>
            <Link to={paths.settings.payments()} className={secondaryLink}>
              Go to payment settings
            </Link>
          </>
        }
      >
        {start.error.message}
      </CallbackCard>
    );
  }
  return (
    <CallbackCard tone="waiting" title="That link had expired">
      <Spinner label="Opening a fresh one" />
    </CallbackCard>
  );
}

/** The checks were sent: where the account stands now, as the provider reports it. */
function ChecksSent() {
  const account = useConnectedAccount({ whileChecking: true });
  if (account.isPending) {
    return (
      <CallbackCard tone="waiting" title="Checking your details…">
        <Spinner label="Asking our payment provider" />
      </CallbackCard>
    );
  }
  if (account.isError || !account.data) {
    return (
      <CallbackCard tone="error" title="We could not check your payment account" actions={toSettings}>
        Your payment settings show where your identity checks stand.
      </CallbackCard>
    );
  }
  const { status, requirements } = account.data;
  if (status === 'VERIFIED') {
    return (
      <CallbackCard
        tone="success"
        title="You're ready to take card payments"
        actions={
          <>
            <Link to={paths.manageWork()} className={primaryLink}>
              Go to Manage Work
            </Link>
            <Link to={paths.settings.payments()} className={secondaryLink}>
              Payment settings
            </Link>
          </>
        }
      >
        Your identity checks are done. {ACCOUNT_STATUS_TEXT.VERIFIED.summary}
      </CallbackCard>
    );
  }
  return (
    <CallbackCard tone={status === 'RESTRICTED' ? 'error' : 'waiting'} title={status === 'RESTRICTED' ? 'A little more is needed' : 'Thanks, your details are in'} actions={toSettings}>
      <p>{ACCOUNT_STATUS_TEXT[status].summary}</p>
      {requirements.length > 0 && (
        <ul aria-label="Requirements due" className="mt-2 list-disc pl-5 text-left text-ink">
          {requirements.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </CallbackCard>
  );
}

/** /callback/kyc: where the hosted identity checks return; says what happened and leads on. */
export default function KycCallbackPage() {
  usePageHeader('Payments');
  const [search] = useSearchParams();
  const { isAuthenticated, isLoading } = useSession();
  const expired = search.get('outcome') === 'refresh';
  const signedOut = !isLoading && !isAuthenticated;
  useEffect(() => {
    if (signedOut) rememberPaymentsAfterSignIn();
  }, [signedOut]);

  if (isLoading) return <CallbackCard tone="waiting" title="Checking your details…" />;
  if (signedOut) {
    return (
      <CallbackCard tone="waiting" title="Sign in to carry on" actions={<Link to={paths.signIn()} className={primaryLink}>Sign in</Link>}>
        Sign in and we will take you straight to your payment settings to see where your identity checks stand.
      </CallbackCard>
    );
  }
  return expired ? <FreshLink /> : <ChecksSent />;
}
