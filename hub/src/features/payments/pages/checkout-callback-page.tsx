import { Link, useSearchParams } from 'react-router';
import { formatPounds } from '@tradeshub/sdk';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { readCheckoutReturn, useReceiptIdsByPayment } from '../../../entities/payments';
import { isNotFoundAnswer } from '../../../lib/api-errors';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { useCheckoutSession } from '../api/get-checkout-session';
import { checkoutOutcome, returnedAsOf } from '../checkout-outcome';
import { CallbackCard, primaryLink, secondaryLink } from '../components/callback-layout';

/** The session the hosted checkout came back about: from the address, else the one this tab went to. */
function useReturnedCheckout() {
  const [search] = useSearchParams();
  const stored = readCheckoutReturn();
  const sessionId = search.get('session_id') ?? search.get('sessionId') ?? stored?.sessionId ?? null;
  const workId = search.get('workId') ?? (stored?.sessionId === sessionId ? stored?.workId : null) ?? null;
  return { sessionId, workId, returnedAs: returnedAsOf(search.get('outcome')) };
}

/** The receipt of the payment just made, once the server has issued it; the receipts page until then. */
function ReceiptLink({ scheduleItemId }: { scheduleItemId: string | null }) {
  const receiptId = useReceiptIdsByPayment(true).get(scheduleItemId ?? '');
  return (
    <Link to={receiptId ? paths.receipt(receiptId) : paths.receipts()} className={secondaryLink}>
      {receiptId ? 'View your receipt' : 'Your receipts'}
    </Link>
  );
}

/** /callback/checkout: where the hosted checkout returns; says how the payment went and leads back to the work. */
export default function CheckoutCallbackPage() {
  usePageHeader('Payment');
  const { isAuthenticated, isLoading } = useSession();
  const { sessionId, workId, returnedAs } = useReturnedCheckout();
  const session = useCheckoutSession(isAuthenticated ? sessionId : null, returnedAs);
  const back = workId ? (
    <Link to={paths.work(workId)} className={primaryLink}>
      Back to the work
    </Link>
  ) : (
    <Link to={paths.manageWork()} className={primaryLink}>
      Go to Manage Work
    </Link>
  );
  const here = `${paths.checkoutCallback()}${sessionId ? `?session_id=${encodeURIComponent(sessionId)}` : ''}`;

  if (isLoading) return <CallbackCard tone="waiting" title="Checking your payment…" />;
  if (!isAuthenticated) {
    return (
      <CallbackCard tone="waiting" title="Sign in to see your payment" actions={<Link to={paths.signIn(here)} className={primaryLink}>Sign in</Link>}>
        Your payment went to our payment provider. Sign in and we will show you how it went.
      </CallbackCard>
    );
  }
  if (!sessionId) {
    return (
      <CallbackCard tone="error" title="We don't know which payment this was" actions={back}>
        This page is where the card checkout returns. Open the work to see whether its payment went through.
      </CallbackCard>
    );
  }
  if (session.isPending) {
    return (
      <CallbackCard tone="waiting" title="Checking your payment…">
        <Spinner label="Asking our payment provider" />
      </CallbackCard>
    );
  }
  if (session.isError) {
    const missing = isNotFoundAnswer(session.error);
    return (
      <CallbackCard
        tone="error"
        title={missing ? "We couldn't find that payment" : 'We could not check your payment'}
        actions={
          <>
            {!missing && (
              <button type="button" className={secondaryLink} onClick={() => void session.refetch()}>
                Try again
              </button>
            )}
            {back}
          </>
        }
      >
        {missing ? 'It may belong to someone else. Your work shows every payment and where it stands.' : 'Check your connection and try again; nothing was charged twice.'}
      </CallbackCard>
    );
  }
  const outcome = checkoutOutcome(session.data, returnedAs);
  switch (outcome.kind) {
    case 'PAID':
      return (
        <CallbackCard
          tone="success"
          title="Payment received"
          actions={
            <>
              {back}
              {session.data.supportProposalId === null && <ReceiptLink scheduleItemId={session.data.scheduleItemId} />}
            </>
          }
        >
          {session.data.supportProposalId === null
            ? `You paid ${formatPounds(outcome.amountPence)}. Your receipt is on its way by email, and the work shows the payment as paid.`
            : `You paid ${formatPounds(outcome.amountPence)} for the help you asked for. It starts now, and the work shows how it is going.`}
        </CallbackCard>
      );
    case 'DECLINED':
      return (
        <CallbackCard tone="error" title="Your payment did not go through" actions={back}>
          <p className="font-medium text-ink">{outcome.sentence}</p>
          <p className="mt-1">Nothing was taken. The payment is still waiting: you can pay it again from the work.</p>
        </CallbackCard>
      );
    case 'LEFT':
      return (
        <CallbackCard tone="waiting" title="You have not paid yet" actions={back}>
          You left the checkout before paying, so nothing was taken. The payment is still waiting: pay it from the work when you are ready.
        </CallbackCard>
      );
    case 'EXPIRED':
      return (
        <CallbackCard tone="error" title="This checkout has expired" actions={back}>
          Nothing was taken. Pay again from the work and we will open a new checkout.
        </CallbackCard>
      );
    case 'PROCESSING':
      return (
        <CallbackCard tone="waiting" title="Your payment is being processed" actions={back}>
          <Spinner label="Waiting for our payment provider to confirm it" />
          <p className="mt-2">This usually takes a few seconds. You can stay here, or go back: the work updates itself once it is paid.</p>
        </CallbackCard>
      );
  }
}
